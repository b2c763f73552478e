import type { Role } from '@handlowo/contract';
import { getDefaultZIndex, Modal } from '@mantine/core';
import { lazy } from 'react';
import { LazyBody } from '@/components/ui/lazy-body.tsx';
import { accountDataModalTitles } from '../modal-titles.ts';

// The form (react-hook-form, zod and the contract's schema) loads when the dialog first opens.
const AccountDeletionForm = lazy(() =>
  import('./account-deletion-form.tsx').then((m) => ({ default: m.AccountDeletionForm })),
);

/** Above 'Moje dane', which the modals manager shows one step above Mantine's modal layer. */
const STACKED_Z_INDEX = getDefaultZIndex('modal') + 11;

/**
 * 'Usuń konto', stacked above 'Moje dane': rendered inside its body as a Modal of its own (the
 * manager shows one modal at a time), moved down so the dialog below stays visible. It mounts
 * closed and then opens, so Mantine returns the focus to 'Usuń konto' when it closes.
 */
export function AccountDeletionModal({
  opened,
  onClose,
  role,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  role: Role;
  onDeleted: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={accountDataModalTitles.deleteAccount}
      size="lg"
      zIndex={STACKED_Z_INDEX}
      yOffset="calc(5dvh + 48px)"
      overlayProps={{ backgroundOpacity: 0.35 }}
    >
      <LazyBody>
        <AccountDeletionForm role={role} onCancel={onClose} onDeleted={onDeleted} />
      </LazyBody>
    </Modal>
  );
}
