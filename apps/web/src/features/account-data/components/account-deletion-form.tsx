import { AccountDeletionRequest, accountMessages, type Role } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, PasswordField } from '@/components/form/index.ts';
import { ApiError } from '@/lib/api-error.ts';
import { deleteOwnAccount } from '../api/delete-own-account.ts';
import { accountDataErrorText } from '../lib/error-text.ts';
import { deletedItems, keptItems, deletionTexts as t } from '../lib/texts.ts';

const isWrongPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  error.serverMessage === accountMessages.passwordWrong;

/**
 * The body of 'Usuń konto': what goes and what stays anonymised, then the password. The wrong
 * password shows at the field; every other refusal (an active service, the last admin, too many
 * attempts) as the server's own sentence under it. On 204 every dialog closes and `onDeleted`
 * ends the session like the logout does.
 */
export function AccountDeletionForm({
  role,
  onCancel,
  onDeleted,
}: {
  role: Role;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { control, handleSubmit, setError } = useForm<AccountDeletionRequest>({
    resolver: zodResolver(AccountDeletionRequest),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const deletion = useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: () => {
      modals.closeAll();
      onDeleted();
      notifications.show({ color: 'green', message: t.done });
    },
    onError: (error) => {
      if (isWrongPassword(error)) {
        setError('password', { message: accountMessages.passwordWrong }, { shouldFocus: true });
      }
    },
  });
  const failure =
    deletion.error && !isWrongPassword(deletion.error)
      ? accountDataErrorText(deletion.error)
      : null;

  return (
    <form onSubmit={handleSubmit((body) => deletion.mutate(body))} noValidate>
      <Fieldset variant="unstyled" disabled={deletion.isPending}>
        <Stack gap="md">
          <Text fw={600}>{t.lead}</Text>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t.deletedHeading}
            </Title>
            <List size="sm" spacing={4}>
              {deletedItems[role].map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t.keptHeading}
            </Title>
            {keptItems[role].map((item) => (
              <Text key={item} size="sm">
                {item}
              </Text>
            ))}
          </Stack>
          <Text size="sm">{t.after}</Text>
          <PasswordField
            control={control}
            name="password"
            label={t.password}
            description={t.passwordHint}
            autoComplete="current-password"
            data-autofocus
          />
          <FormErrorAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
            <Button type="submit" color="red" loading={deletion.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
