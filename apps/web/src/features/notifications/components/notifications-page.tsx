import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { texts } from '../texts.ts';
import { NotificationList } from './notification-list.tsx';

const PAGE_SIZE = 20;

/** /notifications: every notification of the user, 20 a page, newest first. */
export function NotificationsPage() {
  const [page, setPage] = useState(0);
  const list = useNotifications({ page, size: PAGE_SIZE });
  const { data: unread } = useUnreadCount();
  const readAll = useReadAllNotifications();
  const totalPages = list.data?.totalPages ?? 0;
  const items = list.data?.content ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Button
          variant="light"
          disabled={!unread?.count}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {texts.readAll}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label={texts.loading} role="status" />
          </Center>
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessageOf(list.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            {texts.empty}
          </Text>
        ) : (
          <NotificationList items={items} label={texts.all} />
        )}
      </Paper>
      {totalPages > 1 && (
        <Group justify="center" gap="sm" component="nav" aria-label="Strony powiadomień">
          <Button
            variant="default"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            {texts.previous}
          </Button>
          <Text size="sm" aria-live="polite">
            {texts.page(page + 1, totalPages)}
          </Text>
          <Button
            variant="default"
            size="sm"
            disabled={page + 1 >= totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            {texts.next}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
