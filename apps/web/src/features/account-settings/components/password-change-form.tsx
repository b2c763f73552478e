import { AccountPasswordBody, accountSettingsMessages as m } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Fieldset, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, FormSuccessAlert, PasswordField } from '@/components/form/index.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PASSWORD_CHANGED, settingsErrorText } from '../lib/texts.ts';

const empty: AccountPasswordBody = {
  oldPassword: '',
  newPassword: '',
  newPasswordConfirmation: '',
};

/**
 * 'Zmień hasło' (issue 25): the current password, the new one twice (A2's rules, shown and hidden
 * like every password field). This browser stays logged in; other sessions end (ADR 019).
 */
export function PasswordChangeForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AccountPasswordBody>({
    resolver: zodResolver(AccountPasswordBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const change = useChangePassword();

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    change.mutate(values, {
      onSuccess: () => form.reset(empty),
      onError: (error) => {
        const text = settingsErrorText(error);
        if (error instanceof ApiError && error.serverMessage === m.newPasswordSame) {
          form.setError('newPassword', { message: text }, { shouldFocus: true });
        } else if (
          error instanceof ApiError &&
          (error.serverMessage === m.oldPasswordWrong || error.status === 429)
        ) {
          form.setError('oldPassword', { message: text }, { shouldFocus: true });
        } else {
          setProblem(text);
        }
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" maw={520}>
      <form onSubmit={submit} noValidate aria-label="Zmiana hasła">
        <Fieldset variant="unstyled" disabled={change.isPending}>
          <Stack gap="md">
            <PasswordField
              control={form.control}
              name="oldPassword"
              label="Obecne hasło"
              autoComplete="current-password"
            />
            <PasswordField
              control={form.control}
              name="newPassword"
              label="Nowe hasło"
              autoComplete="new-password"
            />
            <PasswordField
              control={form.control}
              name="newPasswordConfirmation"
              label="Powtórz nowe hasło"
              autoComplete="new-password"
            />
            <FormSuccessAlert message={change.isSuccess ? PASSWORD_CHANGED : null} />
            <FormErrorAlert message={problem} />
            <Button
              type="submit"
              loading={change.isPending}
              w={{ base: '100%', sm: 'fit-content' }}
            >
              Zmień hasło
            </Button>
          </Stack>
        </Fieldset>
      </form>
    </Card>
  );
}
