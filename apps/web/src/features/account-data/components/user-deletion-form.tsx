import { AdminUserDeletionRequest, emailConfirmationMatches } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormErrorAlert, TextField } from '@/components/form/index.ts';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { deleteUser } from '../api/delete-user.ts';
import { accountDataErrorText } from '../lib/error-text.ts';
import { userDeletionTexts as t } from '../lib/texts.ts';
import type { ManagedUser } from '../types.ts';

/**
 * The body of 'Usuń konto użytkownika': who and what happens, then the user's e-mail typed as
 * the confirmation. 'Usuń konto' stays disabled until it matches (the server checks it again);
 * a refusal (a freelancer on an active service, a mismatch) shows the server's sentence.
 */
export function UserDeletionForm({ user, close }: { user: ManagedUser; close: () => void }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<AdminUserDeletionRequest>({
    resolver: zodResolver(AdminUserDeletionRequest),
    defaultValues: { email: '' },
  });
  const typed = useWatch({ control, name: 'email' });
  const deletion = useMutation({
    mutationFn: (body: AdminUserDeletionRequest) => deleteUser(user.id, body),
    onSuccess: () => {
      // The lists, the navigation's counters and the freelancers offered for a service.
      for (const queryKey of [
        adminQueryKeys.freelancers,
        adminQueryKeys.investors,
        adminQueryKeys.stats,
        adminQueryKeys.assignable,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      close();
      notifications.show({ color: 'green', message: t.done });
    },
  });
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const freelancer = user.role === 'FREELANCER';

  return (
    <form onSubmit={handleSubmit((body) => deletion.mutate(body))} noValidate>
      <Fieldset variant="unstyled" disabled={deletion.isPending}>
        <Stack gap="md">
          <Text>{t.lead(freelancer ? t.freelancer : t.investor)}</Text>
          <Stack gap={2}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
              {user.company ? ` (${user.company})` : ''}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
          <Text size="sm">
            {freelancer ? t.freelancerEffects : t.investorEffects} {t.mailed} {t.irreversible}
          </Text>
          <Text size="sm">{t.exportFirst}</Text>
          <TextField
            control={control}
            name="email"
            label={t.confirmLabel}
            type="email"
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <FormErrorAlert message={deletion.error ? accountDataErrorText(deletion.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!emailConfirmationMatches(typed ?? '', user.email)}
              loading={deletion.isPending}
            >
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
