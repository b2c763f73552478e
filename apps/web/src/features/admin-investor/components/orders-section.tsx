// Mantine's Tabs sheet loads with this screen (app/mantine-styles.ts holds the shared ones).
import '@mantine/core/styles/Tabs.css';
import {
  type Order,
  type OrderPreferences,
  type OrderStatus,
  orderStatus,
} from '@handlowo/contract';
import { Badge, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useId, useState } from 'react';
import { detailTexts as t } from '../lib/detail-texts.ts';
import {
  countByStatus,
  filterByNumber,
  firstNonEmptyTab,
  ORDER_TABS,
  ordersInTab,
} from '../lib/order-tabs.ts';
import { useOrdersRefetch } from '../lib/use-orders-refetch.ts';
import { type OrderActions, OrderCard } from './order-card.tsx';
import { type OrderDialog, OrderDialogs } from './order-dialogs.tsx';
import { PreferenceNotes } from './preference-notes.tsx';

/**
 * The investor's orders (F9): tabs by status with counters, a search by order number (the
 * counters count what the search finds), the cards and their modals.
 */
export function OrdersSection({
  investorId,
  orders,
  focusOrderId,
  preferences = [],
}: {
  investorId: number;
  orders: readonly Order[];
  /** Issue 27: the order the queue links to (`?order=`): its tab opens and its card is marked. */
  focusOrderId?: number | undefined;
  /** Issue 27: the orders' preference notes. */
  preferences?: readonly OrderPreferences[];
}) {
  const heading = useId();
  const [tab, setTabState] = useState<OrderStatus>(
    () =>
      orders.find((order) => order.id === focusOrderId)?.orderStatus ?? firstNonEmptyTab(orders),
  );
  const setTab = useCallback(
    (update: (tab: OrderStatus) => OrderStatus) => setTabState(update),
    [],
  );
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(0);
  useOrdersRefetch(orders, setTab);

  const open = (next: OrderDialog) => {
    setDialog(next);
    setOpening((n) => n + 1);
    setOpened(true);
  };
  const actions: OrderActions = {
    onAssignGuardian: (order) => open({ kind: 'guardian', orderId: order.id }),
    onAssignFreelancer: (order, service) =>
      open({ kind: 'freelancer', orderId: order.id, serviceId: service.id }),
    onFinish: (order) => open({ kind: 'finish', orderId: order.id }),
    onRate: (order, service) => open({ kind: 'rate', orderId: order.id, serviceId: service.id }),
  };

  const found = filterByNumber(orders, query);
  const counts = countByStatus(found);
  const searching = query.trim() !== '';

  return (
    <Stack gap="md" component="section" aria-labelledby={heading}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id={heading}>
          Zlecenia
        </Title>
        <TextInput
          type="search"
          inputMode="numeric"
          label={t.searchLabel}
          placeholder="np. 1"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => value && setTabState(value as OrderStatus)}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List mb="md">
          {ORDER_TABS.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {/* The space keeps the name 'Nowe 1' (not 'Nowe1') for screen readers. */}
              {orderStatus.labels[status]}{' '}
              <Badge
                size="sm"
                ml={4}
                variant={status === tab ? 'white' : 'light'}
                circle={counts[status] < 10}
                // Mantine's Badge is a block-level flex box: inline, it stays next to its label.
                display="inline-flex"
                style={{ verticalAlign: 'middle' }}
              >
                {counts[status]}
              </Badge>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORDER_TABS.map((status) => {
          const shown = ordersInTab(found, status);
          return (
            <Tabs.Panel key={status} value={status}>
              {shown.length === 0 ? (
                <Paper withBorder radius="md" p="lg">
                  <Text c="dimmed" ta="center">
                    {searching ? t.noOrdersFound : t.noOrdersInTab(orderStatus.labels[status])}
                  </Text>
                </Paper>
              ) : (
                <Stack gap="lg">
                  {shown.map((order, index) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      first={index === 0}
                      actions={actions}
                      focused={order.id === focusOrderId}
                      notes={
                        <PreferenceNotes
                          preferences={preferences.find((p) => p.orderId === order.id)}
                        />
                      }
                    />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <OrderDialogs
        investorId={investorId}
        orders={orders}
        dialog={dialog}
        opened={opened}
        opening={opening}
        close={() => setOpened(false)}
        onExited={() => setDialog(null)}
      />
    </Stack>
  );
}
