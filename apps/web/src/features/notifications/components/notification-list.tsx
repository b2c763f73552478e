import type { NotificationItem } from '@handlowo/contract';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { pl } from 'date-fns/locale/pl';
import { Link } from 'react-router';
import { useReadNotification } from '../api/read-notification.ts';

function NotificationRow({
  notification: n,
  onOpen,
}: {
  notification: NotificationItem;
  onOpen?: (() => void) | undefined;
}) {
  const read = useReadNotification();
  const at = new Date(n.createdAt);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton
        component={Link}
        to={n.link}
        onClick={() => {
          if (!n.read) read.mutate(n.id);
          onOpen?.();
        }}
        display="block"
        w="100%"
        p="xs"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          background: n.read ? undefined : 'var(--mantine-color-brand-light)',
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box
            aria-hidden
            mt={6}
            w={8}
            h={8}
            style={{
              flexShrink: 0,
              borderRadius: '50%',
              background: n.read ? 'transparent' : 'var(--mantine-color-brand-filled)',
            }}
          />
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={n.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
              {!n.read && <VisuallyHidden>Nieprzeczytane: </VisuallyHidden>}
              {n.sentence}
            </Text>
            <Text size="xs" c="dimmed">
              <time
                dateTime={n.createdAt}
                title={format(at, "d MMMM yyyy 'o' HH:mm", { locale: pl })}
              >
                {formatDistanceToNow(at, { addSuffix: true, locale: pl })}
              </time>
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/**
 * Notifications as links to the thing each is about: its sentence, how long ago (with the exact
 * time as a tooltip), unread ones marked; opening one marks it read.
 */
export function NotificationList({
  items,
  onOpen,
  label,
}: {
  items: NotificationItem[];
  onOpen?: () => void;
  label: string;
}) {
  return (
    <Stack component="ul" gap={4} p={0} m={0} aria-label={label}>
      {items.map((n) => (
        <NotificationRow key={n.id} notification={n} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
