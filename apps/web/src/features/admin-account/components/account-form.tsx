import { type AdminData, AdminPasswordForm, adminMessages } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Fieldset,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FormErrorAlert,
  FormSuccessAlert,
  PasswordField,
  TextField,
} from '@/components/form/index.ts';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { ApiError, savingErrorText } from '@/lib/api-error.ts';
import { changePassword, updatePrimaryData } from '../api/account.ts';
import {
  emptyPassword,
  emptyPrimary,
  formsToSave,
  NOTHING_TO_SAVE,
  type PasswordValues,
  type PrimaryValues,
  passwordBodyOf,
  primaryBodyOf,
  primaryFormSchema,
} from '../lib/account-forms.ts';

/** Spec document 2 section 4: the logout follows the success message after 2 s. */
export const LOGOUT_DELAY_MS = 2000;

/** Ours: the data were saved but the password was refused, so the session goes on. */
export const PRIMARY_SAVED_ONLY =
  'Imię, nazwisko i e-mail zostały zapisane. Hasło nie zostało zmienione: popraw je i zapisz ponownie.';

const errorText = savingErrorText(Object.values(adminMessages));

/** Which call failed: the data call stops the save, the password call comes last. */
class StepError extends Error {
  constructor(
    readonly step: 'primary' | 'password',
    readonly failure: unknown,
    readonly primarySaved: boolean,
  ) {
    super('account save failed');
  }
}

interface SaveInput {
  primary: ReturnType<typeof primaryBodyOf> | null;
  password: ReturnType<typeof passwordBodyOf> | null;
}

/**
 * The data first: a taken e-mail (409) then stops the save before the password changes. The
 * password last: the server may end the current session once it changes.
 */
async function saveAccount({ primary, password }: SaveInput): Promise<void> {
  if (primary) {
    try {
      await updatePrimaryData(primary);
    } catch (error) {
      throw new StepError('primary', error, false);
    }
  }
  if (password) {
    try {
      await changePassword(password);
    } catch (error) {
      throw new StepError('password', error, primary !== null);
    }
  }
}

/**
 * /admin/edit-data's data and password forms (spec document 2 sections 2, 4, 5): every field
 * starts empty and means "unchanged"; one 'Zapisz zmiany' validates and sends only the forms
 * with something typed. After a save the admin is logged out (2 s), to sign in with the new data.
 */
export function AccountForm({ me }: { me: AdminData }) {
  const logout = useLogout();
  const dataId = useId();
  const passwordId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const primaryForm = useForm<PrimaryValues>({
    resolver: zodResolver(primaryFormSchema),
    mode: 'onTouched',
    defaultValues: emptyPrimary,
  });
  const passwordForm = useForm<PasswordValues>({
    resolver: zodResolver(AdminPasswordForm),
    mode: 'onTouched',
    defaultValues: emptyPassword,
  });

  const save = useMutation({
    mutationFn: saveAccount,
    onError: (error) => {
      if (!(error instanceof StepError)) {
        setProblem(errorText(error));
        return;
      }
      const cause = error.failure;
      if (error.primarySaved) {
        primaryForm.reset(emptyPrimary);
        setNotice(PRIMARY_SAVED_ONLY);
      }
      if (error.step === 'primary' && cause instanceof ApiError && cause.status === 409) {
        primaryForm.setError('email', { message: cause.message }, { shouldFocus: true });
        return;
      }
      if (error.step === 'password' && cause instanceof ApiError && cause.status === 429) {
        // Too many wrong old passwords (issue 24): the server's text says to wait.
        passwordForm.setError(
          'oldPassword',
          { message: adminMessages.passwordThrottled },
          { shouldFocus: true },
        );
        return;
      }
      if (error.step === 'password' && cause instanceof ApiError && cause.status === 400) {
        const text = errorText(cause);
        const field =
          cause.serverMessage === adminMessages.newPasswordSame ? 'newPassword' : 'oldPassword';
        passwordForm.setError(field, { message: text }, { shouldFocus: true });
        return;
      }
      setProblem(errorText(cause));
    },
  });

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(logout, LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, logout]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNotice(null);
    primaryForm.clearErrors();
    passwordForm.clearErrors();
    const primaryValues = primaryForm.getValues();
    const passwordValues = passwordForm.getValues();
    const filled = formsToSave(primaryValues, passwordValues);
    if (!filled.primary && !filled.password) {
      setProblem(NOTHING_TO_SAVE);
      return;
    }
    // Both validated before either is sent, so every mistake shows at once.
    const primaryValid = filled.primary ? await primaryForm.trigger() : true;
    const passwordValid = filled.password ? await passwordForm.trigger() : true;
    if (!primaryValid || !passwordValid) return;
    save.mutate({
      primary: filled.primary ? primaryBodyOf(primaryValues) : null,
      password: filled.password ? passwordBodyOf(passwordValues) : null,
    });
  };

  const locked = save.isPending || save.isSuccess;
  return (
    <form onSubmit={submit} noValidate aria-label="Dane konta">
      <Fieldset variant="unstyled" disabled={locked}>
        <Stack gap="lg">
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={18} aria-hidden />}
            role="note"
          >
            Wypełnij tylko to, co chcesz zmienić: puste pola pozostaną bez zmian. Po zapisaniu
            nastąpi wylogowanie, a kolejne logowanie użyje nowych danych.
          </Alert>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={dataId}>
            <Stack gap="md">
              <Title order={2} size="h4" id={dataId}>
                Dane podstawowe
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField
                  control={primaryForm.control}
                  name="firstName"
                  label="Imię"
                  placeholder={me.firstName}
                  autoComplete="given-name"
                />
                <TextField
                  control={primaryForm.control}
                  name="lastName"
                  label="Nazwisko"
                  placeholder={me.lastName}
                  autoComplete="family-name"
                />
                <TextField
                  control={primaryForm.control}
                  name="email"
                  label="Email"
                  type="email"
                  placeholder={me.email}
                  autoComplete="email"
                />
                <TextInput label="Uprawnienia" value="Admin" disabled readOnly />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                Podpowiedzi w pustych polach to Twoje obecne dane.
              </Text>
            </Stack>
          </Card>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={passwordId}
          >
            <Stack gap="md">
              <Title order={2} size="h4" id={passwordId}>
                Zmiana hasła
              </Title>
              <PasswordField
                control={passwordForm.control}
                name="oldPassword"
                label="Poprzednie hasło"
                autoComplete="current-password"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <PasswordField
                  control={passwordForm.control}
                  name="newPassword"
                  label="Nowe hasło"
                  autoComplete="new-password"
                />
                <PasswordField
                  control={passwordForm.control}
                  name="repeatPassword"
                  label="Powtórz nowe hasło"
                  autoComplete="new-password"
                />
              </SimpleGrid>
            </Stack>
          </Card>
          <FormSuccessAlert message={save.isSuccess ? adminMessages.editSuccess : notice} />
          <FormErrorAlert message={problem} />
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'fit-content' }}>
            Zapisz zmiany
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
