import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** The success banner of a form; renders nothing without a message. */
export function FormSuccessAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
      {message}
    </Alert>
  );
}
