import { type Order, type OrderActivity, orderStatus } from '@handlowo/contract';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { OrderConversationToggle } from '@/features/messages/index.ts';
import { assignedCount, formatScore, fullName, detailTexts as t } from '../lib/detail-texts.ts';
import { PersonLine } from './person-line.tsx';
import { ScoreStars } from './score-stars.tsx';
import { ServiceItem } from './service-item.tsx';

/* A dot badge: the label keeps the text colour (coloured light badges miss 4.5:1). */
const statusColor = { NEW: 'gray', VERYFICATION: 'yellow', ACTIVE: 'green', REALIZED: 'brand' };

export interface OrderActions {
  onAssignGuardian: (order: Order) => void;
  onAssignFreelancer: (order: Order, service: OrderActivity) => void;
  onFinish: (order: Order) => void;
  onRate: (order: Order, service: OrderActivity) => void;
}

function Hint({ children, id }: { children: string; id?: string }) {
  return (
    <Alert
      id={id}
      variant="light"
      color="brand"
      p="xs"
      icon={<IconInfoCircle size={18} aria-hidden />}
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}

/**
 * One order of the investor: number, status and stage, the guardian, every service with its
 * freelancer and the 'assigned / total' counter, and the next step in its status (the hints of
 * the spec, 'Zakończ zlecenie' when active, the average score when realised), and its
 * conversation (issue 26).
 */
export function OrderCard({
  order,
  first,
  actions,
  notes,
  focused = false,
}: {
  order: Order;
  /** The first card of the list carries the hint about freelancers (spec). */
  first: boolean;
  actions: OrderActions;
  /** Issue 27: what a repeated order asks for, below the heading. */
  notes?: ReactNode;
  /** Issue 27: the order the queue opened the detail on: scrolled to and outlined. */
  focused?: boolean;
}) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView({ block: 'start' });
  }, [focused]);
  const heading = useId();
  const servicesHeading = useId();
  const lockedHint = useId();
  const status = order.orderStatus;
  const guardian = order.orderAdminDTO;
  const { assigned, total } = assignedCount(order);
  const open = status === 'NEW' || status === 'VERYFICATION';
  return (
    <Paper
      ref={card}
      component="article"
      aria-labelledby={heading}
      aria-current={focused ? 'true' : undefined}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={focused ? { outline: '2px solid var(--mantine-color-brand-6)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={heading}>
            {`Zlecenie nr ${order.investorOrderNumber}`}
          </Title>
          <Badge color={statusColor[status]} variant="dot" tt="none">
            {orderStatus.labels[status]}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            Etap lejka sprzedażowego:
          </Text>{' '}
          {order.pipeline?.name ?? t.noPipeline}
        </Text>
        {notes}

        <Stack gap="xs">
          <Text fw={600} size="sm">
            Opiekun zlecenia
          </Text>
          {guardian ? (
            <PersonLine fullName={fullName(guardian)} pictureData={guardian.pictureData}>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {guardian.email}
              </Text>
            </PersonLine>
          ) : (
            <Text size="sm" c="dimmed">
              {t.noGuardian}
            </Text>
          )}
          {status === 'NEW' && !guardian ? <Hint>{t.guardianHint}</Hint> : null}
          {status !== 'REALIZED' ? (
            <Group>
              <Button
                variant={guardian ? 'light' : 'filled'}
                size="sm"
                aria-label={`${guardian ? 'Zmień opiekuna' : 'Przypisz opiekuna'}: zlecenie nr ${order.investorOrderNumber}`}
                aria-haspopup="dialog"
                onClick={() => actions.onAssignGuardian(order)}
              >
                {guardian ? 'Zmień opiekuna' : 'Przypisz opiekuna'}
              </Button>
            </Group>
          ) : null}
        </Stack>

        <Divider />

        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={4} size="h5" id={servicesHeading}>
              Usługi
            </Title>
            <Text size="sm">{`Przypisane usługi: ${assigned} / ${total}`}</Text>
          </Group>
          {first && open ? <Hint>{t.freelancersHint}</Hint> : null}
          {status === 'NEW' && total > 0 ? (
            <Text size="sm" c="dimmed" id={lockedHint}>
              {t.freelancerLocked}
            </Text>
          ) : null}
          {total === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noServices}
            </Text>
          ) : (
            <Stack
              component="ul"
              aria-labelledby={servicesHeading}
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {order.orderActivities.map((service) => (
                <ServiceItem
                  key={service.id}
                  order={order}
                  service={service}
                  lockedHintId={lockedHint}
                  onAssign={() => actions.onAssignFreelancer(order, service)}
                  onRate={() => actions.onRate(order, service)}
                />
              ))}
            </Stack>
          )}
        </Stack>

        {status === 'ACTIVE' ? (
          <>
            <Divider />
            <Group justify="flex-end">
              <Button
                aria-haspopup="dialog"
                aria-label={`Zakończ zlecenie nr ${order.investorOrderNumber}`}
                onClick={() => actions.onFinish(order)}
              >
                Zakończ zlecenie
              </Button>
            </Group>
          </>
        ) : null}
        {status === 'REALIZED' ? (
          <>
            <Divider />
            {order.averageScore === null ? (
              <Text size="sm" c="dimmed">
                Zlecenie nie zostało jeszcze ocenione
              </Text>
            ) : (
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  Średnia ocena zlecenia:
                </Text>
                <ScoreStars value={order.averageScore} />
                <Text size="sm" fw={600}>
                  {formatScore(order.averageScore)}
                </Text>
              </Group>
            )}
          </>
        ) : null}

        {/* Issue 26: the guardian runs the order in its conversation, opened in place. */}
        <Divider />
        <OrderConversationToggle orderId={order.id} orderNumber={order.investorOrderNumber} />
      </Stack>
    </Paper>
  );
}
