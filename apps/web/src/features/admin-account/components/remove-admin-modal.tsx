import { adminMessages } from '@handlowo/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormErrorAlert } from '@/components/form/index.ts';
import { adminModalTitles } from '@/features/admin-shell/modal-titles.ts';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { savingErrorText } from '@/lib/api-error.ts';
import { type AdminListItem, removeAdmin } from '../api/admins.ts';

const errorText = savingErrorText(Object.values(adminMessages));

/**
 * 'Usuń administratora': a confirmation; the server refuses the last admin and oneself (400),
 * and its message shows here.
 */
export function RemoveAdminModal({
  admin,
  onClose,
}: {
  /** The admin to remove; `null` keeps the modal closed. */
  admin: AdminListItem | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.admins });
      close();
    },
  });
  const close = () => {
    onClose();
    removal.reset();
  };
  const name = admin ? `${admin.firstName} ${admin.lastName}`.trim() || admin.email : '';

  return (
    <Modal opened={admin !== null} onClose={close} title={adminModalTitles.removeAdmin} size="md">
      <Stack gap="md">
        <Text>
          {/* A colon before the name: a nominative name cannot follow the verb (issue 28). */}
          Czy na pewno chcesz usunąć administratora: <strong>{name}</strong>
          {admin && name !== admin.email ? ` (${admin.email})` : ''}? Straci dostęp do panelu
          administratora.
        </Text>
        <FormErrorAlert message={removal.error ? errorText(removal.error) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={removal.isPending} data-autofocus>
            Anuluj
          </Button>
          <Button
            color="red"
            loading={removal.isPending}
            onClick={() => admin && removal.mutate(admin.id)}
          >
            Usuń
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
