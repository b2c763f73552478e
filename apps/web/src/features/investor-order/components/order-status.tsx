import { type Order, orderStatus } from '@handlowo/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { statusColors, statusExplanations } from '../lib/order-texts.ts';

/** 'Zlecenie nr 1', its status as a badge and what happens next in that status. */
export function OrderStatus({ order }: { order: Order }) {
  const status = order.orderStatus;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Zlecenie nr {order.investorOrderNumber}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Text fw={500}>Status:</Text>
        <Badge color={statusColors[status]} variant="light" size="lg">
          {orderStatus.labels[status]}
        </Badge>
      </Group>
      <Text>{statusExplanations[status]}</Text>
    </Stack>
  );
}
