import { lazy } from 'react';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

// The modals (forms, pickers) load on the first click, outside the profile page's chunk.
const load = () => import('./certificate-modals.tsx');
const CertificateFormModal = lazy(() => load().then((m) => ({ default: m.CertificateFormModal })));
const CertificatesListModal = lazy(() =>
  load().then((m) => ({ default: m.CertificatesListModal })),
);

/** 'Dodaj licencję lub certyfikat' (D22). */
export function openAddCertificateModal(): void {
  openProfileModal({
    title: profileModalTitles.addCertificate,
    render: ({ close }) => (
      <LazyBody>
        <CertificateFormModal close={close} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj licencje i certyfikaty' of the owner (D21, D23, D24). */
export function openCertificatesListModal(freelancerId: number): void {
  openProfileModal({
    title: profileModalTitles.editCertificates,
    render: ({ close }) => (
      <LazyBody>
        <CertificatesListModal freelancerId={freelancerId} close={close} />
      </LazyBody>
    ),
  });
}
