import { type ConversationOrder, orderStatus } from '@handlowo/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { messagesTexts as t } from '../lib/texts.ts';

/** Which order the thread is about: its number, the company and the status. */
export function ThreadHeader({ order }: { order: ConversationOrder }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
      <Stack gap={0} miw={0}>
        <Title order={2} size="h4">
          {t.orderLine(order.number)}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {order.company ?? t.noCompany}
        </Text>
      </Stack>
      <Badge variant="dot" color="gray" tt="none">
        {orderStatus.labels[order.status]}
      </Badge>
    </Group>
  );
}
