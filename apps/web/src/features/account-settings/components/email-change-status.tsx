import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert, FormSuccessAlert } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useToken } from '@/hooks/use-token.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { CONFIRMING_EMAIL, EMAIL_CHANGED, settingsErrorText } from '../lib/texts.ts';

/**
 * The body of /account/email-change/:token: opening the mailed link confirms the new address once, as the
 * screen appears, then leads on (to the app with a session here, else to /login).
 */
export function EmailChangeStatus({ token }: { token: string }) {
  const confirm = useConfirmEmailChange();
  const loggedIn = useToken() !== null;
  // The link is single-use: a remount (React's strict mode) must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm.mutate]);

  return (
    <Stack gap="lg">
      {confirm.isPending || confirm.isIdle ? (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" role="status">
            {CONFIRMING_EMAIL}
          </Text>
        </Group>
      ) : null}
      <FormSuccessAlert message={confirm.isSuccess ? EMAIL_CHANGED : null} />
      <FormErrorAlert message={confirm.isError ? settingsErrorText(confirm.error) : null} />
      {confirm.isSuccess || confirm.isError ? (
        <Button component={Link} to={loggedIn ? paths.account.details : paths.login} fullWidth>
          {loggedIn ? 'Przejdź do edycji danych' : 'Przejdź do logowania'}
        </Button>
      ) : null}
    </Stack>
  );
}
