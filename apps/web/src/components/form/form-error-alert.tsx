import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * The error banner under a form (login, registration, reset…); renders nothing without a message.
 * When a message appears (or changes) the banner takes the focus: the submit button is usually
 * disabled while the request runs, which drops the focus to <body>, and a keyboard or screen
 * reader user would have to search for what went wrong.
 */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);

  if (!message) return null;
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      tabIndex={-1}
    >
      {message}
    </Alert>
  );
}
