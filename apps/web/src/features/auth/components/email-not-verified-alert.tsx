import { emailVerificationMessages } from '@handlowo/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormSuccessAlert } from '@/components/form/form-success-alert.tsx';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';
import { useResendVerificationEmail } from '../api/resend-verification-email.ts';

/** The resend's refusal (429 too many requests) is a Polish sentence of ours: shown as sent. */
function resendErrorText(error: unknown): string {
  return error instanceof ApiError &&
    error.status === 429 &&
    error.serverMessage === emailVerificationMessages.resendThrottled
    ? error.serverMessage
    : errorMessageOf(error);
}

/**
 * The login form's banner for an account whose address is not confirmed (ADR 017): the server's
 * text and 'Wyślij ponownie', which mails a new link to `email`. Like the form's error banner it
 * takes the focus when it appears.
 */
export function EmailNotVerifiedAlert({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <Stack gap="sm">
      <Alert
        ref={ref}
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        role="alert"
        tabIndex={-1}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{emailVerificationMessages.notVerified}</Text>
          {!resend.isSuccess && (
            <Button
              // Inside the login form: it must not submit it.
              type="button"
              variant="default"
              size="sm"
              loading={resend.isPending}
              onClick={() => resend.mutate({ email })}
            >
              {emailVerificationMessages.resendButton}
            </Button>
          )}
        </Stack>
      </Alert>
      <FormSuccessAlert message={resend.isSuccess ? emailVerificationMessages.resent : null} />
      {resend.isError && (
        <Text size="sm" c="red.8" role="alert">
          {resendErrorText(resend.error)}
        </Text>
      )}
    </Stack>
  );
}
