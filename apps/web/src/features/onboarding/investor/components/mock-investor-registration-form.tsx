import {
  MockInvestorRegistrationForm,
  optionalPhoneInputField,
  phoneForRequest,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CheckboxField, FormErrorAlert, TextField } from '@/components/form/index.ts';
import { PhoneField } from '@/components/form/phone-field.tsx';
import { paths } from '@/config/paths.ts';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useRegisterMockInvestor } from '../api/register-mock-investor.ts';

/** Spec document 2 section 4: the callback after a successful registration runs after 2.5 s. */
export const REGISTRATION_REDIRECT_MS = 2500;
export const REGISTRATION_SUCCESS =
  'Rejestracja zakończona sukcesem. Wkrótce otrzymasz e-mail z dalszymi krokami.';

const registrationSchema = MockInvestorRegistrationForm.extend({ phone: optionalPhoneInputField });
type RegistrationValues = z.infer<typeof registrationSchema>;

/**
 * The temporary investor's registration (A8). On success the account waits for the password set
 * through the e-mailed link, so the temporary session ends and the user lands on /login.
 */
export function MockInvestorRegistration() {
  const registration = useRegisterMockInvestor();
  const logout = useLogout();
  const { control, handleSubmit } = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      company: '',
      email: '',
      phone: '',
      privacy: false,
      regulations: false,
    },
  });

  useEffect(() => {
    if (!registration.isSuccess) return;
    const timer = window.setTimeout(logout, REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [registration.isSuccess, logout]);

  const onSubmit = handleSubmit(({ phone, ...values }) => {
    const completePhone = phoneForRequest(phone);
    registration.mutate(completePhone ? { ...values, phone: completePhone } : values);
  });

  const sending = registration.isPending;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} mb={4}>
        Mamy dla Ciebie specjalistę!
      </Title>
      <Text c="dimmed" mb="lg">
        Załóż konto, a przygotujemy dla Ciebie ofertę dopasowaną do Twoich potrzeb.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Fieldset variant="unstyled" disabled={sending || registration.isSuccess}>
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
            <TextField control={control} name="company" label="Firma" autoComplete="organization" />
            <TextField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
            />
            <PhoneField control={control} name="phone" label="Telefon (opcjonalnie)" />
            <CheckboxField
              control={control}
              name="privacy"
              label={
                <Text size="sm" span>
                  Akceptuję warunki korzystania z serwisu i{' '}
                  <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                    politykę prywatności
                  </Anchor>
                </Text>
              }
            />
            <CheckboxField
              control={control}
              name="regulations"
              label={
                <Text size="sm" span>
                  Akceptuję{' '}
                  <Anchor component={Link} to={paths.terms} target="_blank" inherit>
                    regulamin serwisu
                  </Anchor>
                </Text>
              }
            />
            <Button type="submit" size="md" disabled={sending}>
              {sending ? 'Wysyłanie' : 'Załóż konto'}
            </Button>
            {registration.isSuccess ? (
              <Alert
                color="teal"
                variant="light"
                icon={<IconCircleCheck size={18} />}
                role="status"
              >
                <Text size="sm">{REGISTRATION_SUCCESS}</Text>
                <Text size="sm" mt={4}>
                  Ustaw hasło, korzystając z linku z wiadomości. Za chwilę przeniesiemy Cię na
                  stronę logowania.
                </Text>
              </Alert>
            ) : null}
            <FormErrorAlert
              message={registration.isError ? errorMessageOf(registration.error) : null}
            />
          </Stack>
        </Fieldset>
      </form>
    </Paper>
  );
}
