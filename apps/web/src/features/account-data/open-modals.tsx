import { modals } from '@mantine/modals';
import { lazy } from 'react';
import { LazyBody } from '@/components/ui/lazy-body.tsx';
import { accountDataModalTitles } from './modal-titles.ts';
import type { ManagedUser } from './types.ts';

/*
 * The data-rights modals, opened through Mantine's modals manager. This module loads on the first
 * click (open-lazily.ts); each modal opens at once with its title and a loader while its body
 * (forms, zod, the download) loads.
 */

const MyDataModal = lazy(() =>
  import('./components/my-data-modal.tsx').then((m) => ({ default: m.MyDataModal })),
);
const UserDeletionForm = lazy(() =>
  import('./components/user-deletion-form.tsx').then((m) => ({ default: m.UserDeletionForm })),
);

const MY_DATA_MODAL_ID = 'account-data-my-data';

/**
 * 'Moje dane': the export and the own account's deletion. `onDeleted` ends the session and
 * leaves the shell (the caller's logout): the manager renders the modal outside the router.
 */
export function openMyDataModal({ onDeleted }: { onDeleted: () => void }): void {
  modals.open({
    modalId: MY_DATA_MODAL_ID,
    title: accountDataModalTitles.myData,
    size: 'lg',
    children: (
      <LazyBody>
        <MyDataModal modalId={MY_DATA_MODAL_ID} onDeleted={onDeleted} />
      </LazyBody>
    ),
  });
}

/** 'Usuń konto użytkownika': an admin deletes a freelancer or an investor. */
export function openUserDeletionModal(user: ManagedUser): void {
  const modalId = `account-data-delete-user-${user.id}`;
  modals.open({
    modalId,
    title: accountDataModalTitles.deleteUser,
    size: 'lg',
    children: (
      <LazyBody>
        <UserDeletionForm user={user} close={() => modals.close(modalId)} />
      </LazyBody>
    ),
  });
}
