import { lazy } from 'react';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

// The modals (forms, pickers) load on the first click, outside the profile page's chunk.
const load = () => import('./experience-modals.tsx');
const ExperienceFormModal = lazy(() => load().then((m) => ({ default: m.ExperienceFormModal })));
const ExperienceListModal = lazy(() => load().then((m) => ({ default: m.ExperienceListModal })));

/** 'Dodaj doświadczenie' (D41). */
export function openAddExperienceModal(): void {
  openProfileModal({
    title: profileModalTitles.addExperience,
    render: ({ close }) => (
      <LazyBody>
        <ExperienceFormModal close={close} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj doświadczenie' of the owner (D40, D42, D43). */
export function openExperienceListModal(freelancerId: number): void {
  openProfileModal({
    title: profileModalTitles.editExperiences,
    render: ({ close }) => (
      <LazyBody>
        <ExperienceListModal freelancerId={freelancerId} close={close} />
      </LazyBody>
    ),
  });
}
