import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { texts } from '../texts.ts';
import { NotificationList } from './notification-list.tsx';

/** The bell's panel: the latest 20, 'Oznacz wszystkie jako przeczytane', the link to all. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotifications();
  const { data: unread } = useUnreadCount();
  const readAll = useReadAllNotifications();
  const items = list.data?.content ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} component="h2" size="md" m={0}>
          {texts.title}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          disabled={!unread?.count}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {texts.readAll}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={texts.loading} role="status" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {errorMessageOf(list.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {texts.empty}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <NotificationList items={items} onOpen={onNavigate} label={texts.latest} />
        </ScrollArea.Autosize>
      )}
      <Anchor component={Link} to={paths.notifications} size="sm" onClick={onNavigate}>
        {texts.seeAll}
      </Anchor>
    </Stack>
  );
}
