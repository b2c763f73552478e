import { ResetPasswordForm as ResetPasswordSchema } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Fieldset, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorAlert, FormSuccessAlert, TextField } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useSendResetEmail } from '../api/send-reset-email.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * The same for every address (issue 24, ADR 015): the server no longer tells whether an account
 * exists, so the page does not claim a mail went out. The spec's text is in docs/copy.md.
 */
export const RESET_EMAIL_SENT =
  'Jeśli konto o tym adresie istnieje, wysłaliśmy na nie link do ustawienia hasła';

/** /reset-password: one e-mail field, validated on change. */
export function ResetPasswordForm() {
  const send = useSendResetEmail();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  return (
    <AuthCard
      title="Zapomniałeś hasła?"
      description="Podaj adres e-mail konta, a wyślemy na niego link do ustawienia nowego hasła."
    >
      <form onSubmit={handleSubmit((values) => send.mutate(values))} noValidate>
        <Fieldset variant="unstyled" disabled={send.isPending}>
          <Stack gap="md">
            <TextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
            />
            <Button type="submit" fullWidth>
              {send.isPending ? 'Ładowanie' : 'Zresetuj hasło'}
            </Button>
            <FormSuccessAlert message={send.isSuccess ? RESET_EMAIL_SENT : null} />
            <FormErrorAlert message={send.isError ? errorMessageOf(send.error) : null} />
            <Anchor component={Link} to={paths.login} size="sm" ta="center">
              Wróć do logowania
            </Anchor>
          </Stack>
        </Fieldset>
      </form>
    </AuthCard>
  );
}
