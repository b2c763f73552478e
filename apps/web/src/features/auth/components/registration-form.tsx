import {
  passwordHint,
  RegistrationForm as RegistrationSchema,
  registrationMessages,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Fieldset, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CheckboxField,
  FormErrorAlert,
  FormSuccessAlert,
  PasswordField,
  TextField,
} from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useRedirectAfter } from '@/hooks/use-redirect-after.ts';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';
import { useRegisterFreelancer } from '../api/register-freelancer.ts';
import { AuthCard } from './auth-card.tsx';

export const REGISTRATION_SUCCESS =
  'Użytkownik został zarejestrowany. Za chwilę przekierujemy Cię na stronę logowania.';
/** Spec document 1 section 9: registration success redirect. */
const REDIRECT_DELAY_MS = 1000;

type AccountType = 'FREELANCER' | 'INVESTOR';

/**
 * The catalogue text of the status, except the per-address limit (429, ADR 017): the catalogue
 * would say 'unknown error', our sentence says to try again later.
 */
function registrationErrorText(error: unknown): string {
  return error instanceof ApiError &&
    error.status === 429 &&
    error.serverMessage === registrationMessages.limit
    ? error.serverMessage
    : errorMessageOf(error);
}

/**
 * /registration: freelancer self-registration, validated on touch. Choosing 'Inwestor' hands over
 * to the investor start flow (investors do not self-register here).
 */
export function RegistrationForm({ onInvestorChosen }: { onInvestorChosen: () => void }) {
  const register = useRegisterFreelancer();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(RegistrationSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      password: '',
      passwordConfirmation: '',
      terms: false,
    },
  });
  useRedirectAfter(register.isSuccess ? paths.login : null, REDIRECT_DELAY_MS);

  const onAccountType = (value: string) => {
    if ((value as AccountType) === 'INVESTOR') onInvestorChosen();
  };

  return (
    <AuthCard title="Załóż konto">
      <SegmentedControl
        fullWidth
        value="FREELANCER"
        onChange={onAccountType}
        aria-label="Typ konta"
        data={[
          { value: 'FREELANCER', label: 'Freelancer' },
          { value: 'INVESTOR', label: 'Inwestor' },
        ]}
      />
      <form onSubmit={handleSubmit((values) => register.mutate(values))} noValidate>
        <Fieldset variant="unstyled" disabled={register.isPending || register.isSuccess}>
          <Stack gap="md">
            <Group grow align="flex-start">
              <TextField
                control={control}
                name="firstName"
                label="Imię"
                autoComplete="given-name"
              />
              <TextField
                control={control}
                name="lastName"
                label="Nazwisko"
                autoComplete="family-name"
              />
            </Group>
            <TextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
            />
            <TextField
              control={control}
              name="company"
              label="Firma"
              description="Opcjonalnie"
              autoComplete="organization"
            />
            <PasswordField
              control={control}
              name="password"
              label="Hasło"
              // The rules before the first failure (issue 28), from the rule's own constant.
              description={passwordHint}
              autoComplete="new-password"
            />
            <PasswordField
              control={control}
              name="passwordConfirmation"
              label="Powtórz hasło"
              autoComplete="new-password"
            />
            <CheckboxField
              control={control}
              name="terms"
              label={
                <Text size="sm" span>
                  Akceptuję{' '}
                  <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                    regulamin serwisu
                  </Anchor>
                </Text>
              }
            />
            <Button type="submit" loading={register.isPending} fullWidth>
              Załóż konto
            </Button>
            <FormSuccessAlert message={register.isSuccess ? REGISTRATION_SUCCESS : null} />
            <FormErrorAlert
              message={register.isError ? registrationErrorText(register.error) : null}
            />
          </Stack>
        </Fieldset>
      </form>
    </AuthCard>
  );
}
