import { LoginRequest } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Fieldset, Group, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorAlert, PasswordField, TextField } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import type { User } from '../types.ts';
import { AuthCard } from './auth-card.tsx';

/** /login: e-mail and password, validated on change; the catalogue text in a banner on failure. */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const login = useLogin({ onSuccess });
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoginRequest),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  return (
    <AuthCard title="Zaloguj się">
      <form onSubmit={handleSubmit((values) => login.mutate(values))} noValidate>
        <Fieldset variant="unstyled" disabled={login.isPending}>
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
              Zapomniałeś hasło?
            </Anchor>
            <Button type="submit" loading={login.isPending} fullWidth>
              Zaloguj się
            </Button>
            <FormErrorAlert message={login.isError ? errorMessageOf(login.error) : null} />
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
