import { type Conversation, orderStatus } from '@handlowo/contract';
import {
  Alert,
  Badge,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { pl } from 'date-fns/locale/pl';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useConversations } from '../api/get-conversations.ts';
import { messageErrorText } from '../lib/error-text.ts';
import { messageFullTime } from '../lib/message-time.ts';
import { messagesTexts as t, unreadText } from '../lib/texts.ts';

function LastMessageLine({ conversation }: { conversation: Conversation }) {
  const last = conversation.lastMessage;
  if (!last) {
    return (
      <Text size="sm" c="dimmed">
        {t.noMessagesYet}
      </Text>
    );
  }
  const at = new Date(last.createdAt);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" align="baseline" miw={0}>
      <Text size="sm" lineClamp={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
        <Text span size="sm" fw={500}>
          {`${last.mine ? t.you : last.authorName}: `}
        </Text>
        {last.preview}
      </Text>
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={last.createdAt} title={messageFullTime(at)}>
          {formatDistanceToNow(at, { addSuffix: true, locale: pl })}
        </time>
      </Text>
    </Group>
  );
}

function ConversationRow({
  conversation,
  current,
}: {
  conversation: Conversation;
  current: boolean;
}) {
  const { order, unreadCount } = conversation;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton
        component={Link}
        to={paths.messages.thread.to(order.id)}
        aria-current={current ? 'page' : undefined}
        display="block"
        w="100%"
        p="sm"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: current ? 'var(--mantine-color-brand-0)' : undefined,
          border: `1px solid ${current ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-default-border)'}`,
        }}
      >
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={unreadCount > 0 ? 700 : 600} size="sm" miw={0} truncate="end">
              {`${t.orderLine(order.number)} · ${order.company ?? t.noCompany}`}
            </Text>
            {unreadCount > 0 ? (
              <>
                <Badge size="sm" color="red" circle={unreadCount < 10} aria-hidden>
                  {unreadCount > 99 ? '99+' : unreadCount}
                </Badge>
                <VisuallyHidden>{unreadText(unreadCount)}</VisuallyHidden>
              </>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {orderStatus.labels[order.status]}
          </Text>
          <LastMessageLine conversation={conversation} />
        </Stack>
      </UnstyledButton>
    </Box>
  );
}

/** The caller's conversations, the latest message first, the open one marked current. */
export function ConversationList({ currentOrderId }: { currentOrderId: number | null }) {
  const { data, isPending, isError, error } = useConversations();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t.loadingList} />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageErrorText(error)}
      </Alert>
    );
  }
  if (data.items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {t.empty}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} aria-label={t.listLabel}>
      {data.items.map((conversation) => (
        <ConversationRow
          key={conversation.order.id}
          conversation={conversation}
          current={conversation.order.id === currentOrderId}
        />
      ))}
    </Stack>
  );
}
