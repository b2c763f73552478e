import { type Order, orderStatus } from '@handlowo/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { fullName, NO_FREELANCER, statusColors } from '../lib/order-texts.ts';
import { RepeatOrderButton } from './repeat-order-button.tsx';

/**
 * One order of 'Moje zlecenia' (issue 27): its number (the link to its page), status, stage and
 * each service with its freelancer. The current draft continues in the wizard; a realised order
 * can be ordered again.
 */
export function OrderSummaryCard({ order, isDraft }: { order: Order; isDraft: boolean }) {
  const heading = useId();
  const status = order.orderStatus;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="li"
      aria-labelledby={heading}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={heading}>
            <Anchor component={Link} to={paths.investor.orderById.to(order.id)} inherit>
              Zlecenie nr {order.investorOrderNumber}
            </Anchor>
          </Title>
          <Badge color={statusColors[status]} variant="light" size="lg">
            {orderStatus.labels[status]}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={500}>
            Etap lejka:
          </Text>{' '}
          {order.pipeline?.name ?? 'jeszcze niewybrany'}
        </Text>
        {order.orderActivities.length > 0 ? (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {order.orderActivities.map((activity) => (
              <Text component="li" size="sm" key={activity.id}>
                <Text span fw={500}>
                  {activity.name}
                </Text>
                {' – '}
                <Text span c={activity.freelancer ? undefined : 'dimmed'}>
                  {activity.freelancer ? fullName(activity.freelancer) : NO_FREELANCER}
                </Text>
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Brak usług.
          </Text>
        )}
        {isDraft || status === 'REALIZED' ? (
          <Group gap="sm">
            {isDraft ? (
              <Anchor component={Link} to={paths.investor.service} fw={500}>
                Kontynuuj definiowanie usługi
              </Anchor>
            ) : null}
            {status === 'REALIZED' ? <RepeatOrderButton order={order} /> : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
