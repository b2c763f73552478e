import { AdminInviteBody } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, FormSuccessAlert, TextField } from '@/components/form/index.ts';
import { adminModalTitles } from '@/features/admin-shell/modal-titles.ts';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';
import { inviteAdmin } from '../api/admins.ts';

/** Ours: what the inviting admin reads after the invitation went out. */
export function invitationSent(email: string): string {
  return `Wysłaliśmy na adres ${email} e-mail z linkiem do ustawienia hasła (ważnym 72 godziny). Nowy administrator zaloguje się po ustawieniu hasła.`;
}

const empty = { firstName: '', lastName: '', email: '' };

/**
 * 'Dodaj administratora': first name, last name, e-mail; the server creates the account and
 * e-mails a link to set the password. A taken e-mail (409) shows at the e-mail field.
 */
export function InviteAdminModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(AdminInviteBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const invite = useMutation({
    mutationFn: inviteAdmin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.admins }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setError('email', { message: error.message }, { shouldFocus: true });
      }
    },
  });
  const close = () => {
    onClose();
    reset(empty);
    invite.reset();
  };
  const failure =
    invite.error && !(invite.error instanceof ApiError && invite.error.status === 409)
      ? errorMessageOf(invite.error)
      : null;

  return (
    <Modal opened={opened} onClose={close} title={adminModalTitles.inviteAdmin} size="md">
      {invite.isSuccess ? (
        <Stack gap="md">
          <FormSuccessAlert message={invitationSent(invite.variables.email)} />
          <Group justify="flex-end">
            {/* Not 'Zamknij': that is the modal's close button's name already. */}
            <Button onClick={close} data-autofocus>
              Gotowe
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit((body) => invite.mutate(body))} noValidate>
          <Fieldset variant="unstyled" disabled={invite.isPending}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextField control={control} name="firstName" label="Imię" data-autofocus />
                <TextField control={control} name="lastName" label="Nazwisko" />
              </SimpleGrid>
              <TextField control={control} name="email" label="Email" type="email" />
              <FormErrorAlert message={failure} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  Anuluj
                </Button>
                <Button type="submit" loading={invite.isPending}>
                  Wyślij zaproszenie
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        </form>
      )}
    </Modal>
  );
}
