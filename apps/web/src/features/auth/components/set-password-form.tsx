import { SetPasswordForm as SetPasswordSchema } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, FormSuccessAlert, PasswordField } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { useSetPassword } from '../api/set-password.ts';
import { AuthCard } from './auth-card.tsx';

/** The spec's sentence split in two and without a gendered participle (docs/copy.md). */
export const SET_PASSWORD_SUCCESS =
  'Udało się zmienić hasło. Za chwilę przejdziesz do strony logowania.';
export const SET_PASSWORD_FAILURE = 'Token wygasł spróbuj ponownie';
/** Spec document 1 section 9: set-password redirects. */
const REDIRECT_DELAY_MS = 2000;

/** /set-password/:token: the new password twice; any failure means the link is no longer valid. */
export function SetPasswordForm({ token }: { token: string }) {
  const setPassword = useSetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const redirectTo = setPassword.isSuccess
    ? paths.login
    : setPassword.isError
      ? paths.resetPassword
      : null;
  useRedirectAfter(redirectTo, REDIRECT_DELAY_MS);

  return (
    <AuthCard title="Ustaw nowe hasło">
      <form
        onSubmit={handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
        noValidate
      >
        <Fieldset variant="unstyled" disabled={!setPassword.isIdle}>
          <Stack gap="md">
            <PasswordField
              control={control}
              name="password"
              label="Nowe hasło"
              autoComplete="new-password"
            />
            <PasswordField
              control={control}
              name="passwordConfirmation"
              label="Powtórz hasło"
              autoComplete="new-password"
            />
            <Button type="submit" loading={setPassword.isPending} fullWidth>
              Zmień hasło
            </Button>
            <FormSuccessAlert message={setPassword.isSuccess ? SET_PASSWORD_SUCCESS : null} />
            <FormErrorAlert message={setPassword.isError ? SET_PASSWORD_FAILURE : null} />
          </Stack>
        </Fieldset>
      </form>
    </AuthCard>
  );
}
