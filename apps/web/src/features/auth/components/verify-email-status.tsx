import { emailVerificationMessages } from '@handlowo/contract';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert, FormSuccessAlert } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useToken } from '@/hooks/use-token.ts';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from './auth-card.tsx';

/** The refusal of a link (400: unknown, used or expired) is our Polish sentence: shown as sent. */
function verifyErrorText(error: unknown): string {
  return error instanceof ApiError &&
    error.status === 400 &&
    error.serverMessage === emailVerificationMessages.invalidLink
    ? error.serverMessage
    : errorMessageOf(error);
}

/**
 * /verify-email/:token (ADR 017): opening the mailed link confirms the address, once, as the
 * screen appears; then it says so and leads on (to the app when a session is stored, else to
 * /login), or shows why the link did not work.
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const loggedIn = useToken() !== null;
  // The link stands for this one action; the ref keeps a remount (React's strict mode) from
  // sending the single-use token twice and showing the second answer's 400.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify.mutate]);

  return (
    <AuthCard title="Potwierdzenie adresu e-mail">
      {verify.isPending || verify.isIdle ? (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" role="status">
            {emailVerificationMessages.verifying}
          </Text>
        </Group>
      ) : null}
      <FormSuccessAlert message={verify.isSuccess ? emailVerificationMessages.verified : null} />
      <FormErrorAlert message={verify.isError ? verifyErrorText(verify.error) : null} />
      {verify.isSuccess || verify.isError ? (
        <Button component={Link} to={loggedIn ? paths.home : paths.login} fullWidth>
          {loggedIn ? 'Przejdź do serwisu' : 'Przejdź do logowania'}
        </Button>
      ) : null}
    </AuthCard>
  );
}
