import { EmailChangeBody } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Fieldset, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, FormSuccessAlert, TextField } from '@/components/form/index.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useRequestEmailChange } from '../api/request-email-change.ts';
import { emailChangeSent, settingsErrorText } from '../lib/texts.ts';

/**
 * 'Adres e-mail' of 'Edycja danych': the new address gets a confirmation link; the account keeps
 * the current one until it is clicked (ADR 019).
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailChangeBody>({
    resolver: zodResolver(EmailChangeBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const request = useRequestEmailChange();

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    setSentTo(null);
    request.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        form.reset({ email: '' });
      },
      onError: (error) => {
        const text = settingsErrorText(error);
        // A taken address (409) or the current one (400) is about the field.
        if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
          form.setError('email', { message: text }, { shouldFocus: true });
        } else {
          setProblem(text);
        }
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Fieldset variant="unstyled" disabled={request.isPending}>
          <Stack gap="md">
            <Title order={2} size="h4" id={titleId}>
              Adres e-mail
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Obecny adres: <strong>{currentEmail}</strong>
            </Text>
            <TextField
              control={form.control}
              name="email"
              label="Nowy adres e-mail"
              type="email"
              autoComplete="email"
            />
            <FormSuccessAlert message={sentTo ? emailChangeSent(sentTo) : null} />
            <FormErrorAlert message={problem} />
            <Button
              type="submit"
              loading={request.isPending}
              w={{ base: '100%', sm: 'fit-content' }}
            >
              Zmień adres e-mail
            </Button>
          </Stack>
        </Fieldset>
      </form>
    </Card>
  );
}
