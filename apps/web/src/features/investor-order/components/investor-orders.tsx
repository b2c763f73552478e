import { type InvestorData, isOrderEditable } from '@handlowo/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { NewOrderButton } from './new-order-button.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';

/**
 * 'Moje zlecenia' (issue 27): every order of the investor, the current draft first and then the
 * others newest first (A10's order), with 'Nowe zlecenie'.
 */
export function InvestorOrders({ data }: { data: InvestorData }) {
  const [first] = data.orders;
  const draftId = first && isOrderEditable(first.orderStatus) ? first.id : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          Moje zlecenia
        </Title>
        <NewOrderButton />
      </Group>
      {data.orders.length === 0 ? (
        <Text>Nie masz jeszcze zleceń. Utwórz pierwsze, aby zdefiniować usługę.</Text>
      ) : (
        <Stack
          component="ul"
          aria-label="Twoje zlecenia"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.orders.map((order) => (
            <OrderSummaryCard key={order.id} order={order} isDraft={order.id === draftId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
