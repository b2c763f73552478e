import { conversationMessages as m } from '@handlowo/contract';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** In place of the composer for a former member: they read, they cannot write. */
export function ReadOnlyNotice() {
  return (
    <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
      {m.readOnly}
    </Alert>
  );
}
