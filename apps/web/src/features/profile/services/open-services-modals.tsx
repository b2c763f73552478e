import type { FreelancerActivity } from '@handlowo/contract';
import { lazy } from 'react';
import { createDraft } from '../edit-details/lib/draft.ts';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

// The modals (the picker, drag and drop) load on the first click, outside the profile page's chunk.
const load = () => import('./services-modals.tsx');
const AddServiceAndSave = lazy(() => load().then((m) => ({ default: m.AddServiceAndSave })));
const EditServicesModal = lazy(() => load().then((m) => ({ default: m.EditServicesModal })));

export function openAddServiceModal(present: FreelancerActivity[]): void {
  openProfileModal({
    title: profileModalTitles.addService,
    size: 'md',
    render: ({ close }) => (
      <LazyBody>
        <AddServiceAndSave present={present} close={close} />
      </LazyBody>
    ),
  });
}

export function openEditServicesModal(options: {
  freelancerId: number;
  asOwner: boolean;
  services: FreelancerActivity[];
}): void {
  const draft = createDraft(options.services);
  openProfileModal({
    title: profileModalTitles.editServices,
    render: ({ close }) => (
      <LazyBody>
        <EditServicesModal
          freelancerId={options.freelancerId}
          asOwner={options.asOwner}
          draft={draft}
          close={close}
        />
      </LazyBody>
    ),
  });
}
