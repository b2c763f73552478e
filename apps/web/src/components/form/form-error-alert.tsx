import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The error banner under a form (login, registration, reset…); renders nothing without a message. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
