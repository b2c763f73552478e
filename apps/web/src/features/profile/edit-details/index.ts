// The edit modals of the profile's person blocks; the page's owner-only buttons call these.
import type { FreelancerBar, FreelancerData } from '@handlowo/contract';
import { createElement } from 'react';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';
import { AvailabilityModal } from './availability/availability-modal.tsx';
import { IndustriesModal } from './industries/industries-modal.tsx';
import { LanguagesModal } from './languages/languages-modal.tsx';
import { createDraft } from './lib/draft.ts';
import { LocationModal } from './location/location-modal.tsx';
import { PrimaryInfoModal } from './primary-info/primary-info-modal.tsx';
import { type SectorsDraft, SectorsModal } from './sectors/sectors-modal.tsx';
import { WorkingHoursModal } from './working-hours/working-hours-modal.tsx';

type WithFreelancer = { freelancer: FreelancerData };
type WithBar = { freelancer: FreelancerData; bar: FreelancerBar };

export function openPrimaryInfoModal({ freelancer }: WithFreelancer): void {
  openProfileModal({
    title: profileModalTitles.primaryInfo,
    render: ({ close }) => createElement(PrimaryInfoModal, { freelancer, close }),
  });
}

export function openIndustriesModal({ freelancer }: WithFreelancer): void {
  const draft = createDraft(freelancer.subIndustries);
  openProfileModal({
    title: profileModalTitles.industries,
    render: ({ close }) => createElement(IndustriesModal, { draft, close }),
  });
}

export function openAvailabilityModal({ freelancer }: WithFreelancer): void {
  openProfileModal({
    title: profileModalTitles.availability,
    size: 'md',
    render: ({ close }) => createElement(AvailabilityModal, { freelancer, close }),
  });
}

export function openWorkingHoursModal({ freelancer }: WithFreelancer): void {
  openProfileModal({
    title: profileModalTitles.workingHours,
    render: ({ close }) => createElement(WorkingHoursModal, { freelancer, close }),
  });
}

export function openLocationModal({ bar }: WithBar): void {
  openProfileModal({
    title: profileModalTitles.location,
    render: ({ close }) => createElement(LocationModal, { bar, close }),
  });
}

export function openLanguagesModal({ bar }: WithBar): void {
  const draft = createDraft(bar.languagesLevel);
  openProfileModal({
    title: profileModalTitles.languages,
    render: ({ close }) => createElement(LanguagesModal, { draft, close }),
  });
}

export function openSectorsModal({ freelancer }: WithFreelancer): void {
  const draft = createDraft<SectorsDraft>({
    typeOfSales: freelancer.typeOfSales ?? '',
    sectors: freelancer.sectors,
  });
  openProfileModal({
    title: profileModalTitles.sectors,
    render: ({ close }) => createElement(SectorsModal, { draft, close }),
  });
}
