import type { LoginRequest } from '@handlowo/contract';
import { Anchor, Button, Divider, Fieldset, Group, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form/form-error-alert.tsx';
import { PasswordField } from '@/components/form/password-field.tsx';
import { TextField } from '@/components/form/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { useLogin } from '../api/login.ts';
import type { User } from '../types.ts';
import { isEmailNotVerified } from '../utils/email-not-verified.ts';
import { AuthCard } from './auth-card.tsx';

// Shown to few and only after a refused login: it stays out of the login page's first load.
const EmailNotVerifiedAlert = lazy(() =>
  import('./email-not-verified-alert.tsx').then((module) => ({
    default: module.EmailNotVerifiedAlert,
  })),
);

// zod and the schema load when the user starts typing, not with the page (lib/lazy-resolver.ts).
const validation = lazyResolver(() =>
  import('./login-resolver.ts').then((module) => module.loginResolver),
);

/**
 * /login: e-mail and password, validated on change; the catalogue text in a banner on failure,
 * or, for an account that must confirm its address first, our banner with 'Wyślij ponownie'.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const mutation = useLogin({ onSuccess });
  const { control, handleSubmit } = useForm<LoginRequest>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  return (
    <AuthCard title="Zaloguj się">
      <form
        onFocus={validation.preload}
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        noValidate
      >
        <Fieldset variant="unstyled" disabled={mutation.isPending}>
          <Stack gap="md">
            <TextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
            />
            <PasswordField
              control={control}
              name="password"
              label="Hasło"
              autoComplete="current-password"
            />
            <Anchor component={Link} to={paths.resetPassword} size="sm" ta="right">
              Zapomniałeś hasła?
            </Anchor>
            <Button type="submit" loading={mutation.isPending} fullWidth>
              Zaloguj się
            </Button>
            {mutation.isError && isEmailNotVerified(mutation.error) ? (
              <Suspense fallback={null}>
                <EmailNotVerifiedAlert email={mutation.variables.email} />
              </Suspense>
            ) : (
              <FormErrorAlert message={mutation.isError ? errorMessageOf(mutation.error) : null} />
            )}
          </Stack>
        </Fieldset>
      </form>
      <Divider label="lub" labelPosition="center" />
      <Group grow>
        <Button variant="default" leftSection={<IconBrandGoogle size={18} />} disabled>
          Google
        </Button>
        <Button variant="default" leftSection={<IconBrandFacebook size={18} />} disabled>
          Facebook
        </Button>
      </Group>
    </AuthCard>
  );
}
