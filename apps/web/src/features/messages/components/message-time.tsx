import { Text } from '@mantine/core';
import { messageFullTime, messageTimeText } from '../lib/message-time.ts';

/** When a message was written, with the full date as its title. */
export function MessageTime({ at, now }: { at: string; now: Date }) {
  const date = new Date(at);
  return (
    <Text span size="xs" c="dimmed">
      <time dateTime={at} title={messageFullTime(date)}>
        {messageTimeText(date, now)}
      </time>
    </Text>
  );
}
