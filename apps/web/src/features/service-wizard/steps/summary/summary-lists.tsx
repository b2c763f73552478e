import type { Order, Product } from '@handlowo/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { productArea, serviceAmount, serviceDateRange, servicePeriod } from '@/lib/order-texts.ts';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span size="sm" fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

export function StageSummary({ order }: { order: Order }) {
  if (!order.pipeline) return <Text c="dimmed">Nie wybrano jeszcze etapu lejka.</Text>;
  return (
    <Stack gap={4}>
      <Text fw={700}>{order.pipeline.name}</Text>
      <Detail label="Cel">{order.pipeline.goal}</Detail>
    </Stack>
  );
}

export function ServicesSummary({ order }: { order: Order }) {
  if (order.orderActivities.length === 0) {
    return <Text c="dimmed">Nie dodano jeszcze usług.</Text>;
  }
  return (
    <Stack gap="md">
      {order.orderActivities.map((activity) => (
        <Stack key={activity.id} gap={2}>
          <Title order={3} size="h5">
            {activity.name}
          </Title>
          <Detail label="Ilość">{serviceAmount(activity.amount)}</Detail>
          <Detail label="Okres">{servicePeriod(activity.period)}</Detail>
          <Detail label="Termin">{serviceDateRange(activity)}</Detail>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {activity.description}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

export function ProductsSummary({ products }: { products: Product[] }) {
  if (products.length === 0) return <Text c="dimmed">Nie dodano jeszcze produktów.</Text>;
  return (
    <Stack gap="md">
      {products.map((product) => (
        <Stack key={product.id} gap={2}>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Badge variant="light" tt="none" flex="none">
              {`nr ${product.investorProductNumber}`}
            </Badge>
            <Title order={3} size="h5" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Title>
          </Group>
          <Detail label="Branża">{product.subIndustry.name}</Detail>
          <Detail label="Obszar sprzedaży">{productArea(product)}</Detail>
        </Stack>
      ))}
    </Stack>
  );
}
