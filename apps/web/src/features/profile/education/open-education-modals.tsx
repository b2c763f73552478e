import { lazy } from 'react';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

// The modals (forms, pickers) load on the first click, outside the profile page's chunk.
const load = () => import('./education-modals.tsx');
const EducationFormModal = lazy(() => load().then((m) => ({ default: m.EducationFormModal })));
const EducationListModal = lazy(() => load().then((m) => ({ default: m.EducationListModal })));

/** 'Dodaj wykształcenie' (D45). */
export function openAddEducationModal(): void {
  openProfileModal({
    title: profileModalTitles.addEducation,
    render: ({ close }) => (
      <LazyBody>
        <EducationFormModal close={close} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj wykształcenie' of the owner (D44, D46, D47). */
export function openEducationListModal(freelancerId: number): void {
  openProfileModal({
    title: profileModalTitles.editEducations,
    render: ({ close }) => (
      <LazyBody>
        <EducationListModal freelancerId={freelancerId} close={close} />
      </LazyBody>
    ),
  });
}
