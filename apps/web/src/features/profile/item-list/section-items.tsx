import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * A section's list of cards, its loading placeholder or its empty-state text (owner's or
 * visitor's, chosen by the caller). A failed read shows nothing (it is logged).
 */
export function SectionItems<T>({
  items,
  pending,
  empty,
  label,
  keyOf,
  render,
}: {
  items: readonly T[] | undefined;
  pending: boolean;
  empty: string;
  /** The list's accessible name. */
  label: string;
  keyOf: (item: T) => number;
  render: (item: T) => ReactNode;
}) {
  if (pending) return <Skeleton h={72} radius="md" />;
  if (!items) return null;
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Paper component="li" key={keyOf(item)} withBorder radius="md" p="md">
          {render(item)}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** An experience or education card: title, organisation, period, 'City, State'. */
export function HistoryCard({
  title,
  organisation,
  period,
  location,
}: {
  title: string;
  organisation: string;
  period: string;
  location: string;
}) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" style={wrap}>
        {title}
      </Title>
      <Text size="sm" style={wrap}>
        {organisation}
      </Text>
      <Text size="sm" c="dimmed">
        {period}
      </Text>
      <Text size="sm" c="dimmed" style={wrap}>
        {location}
      </Text>
    </Stack>
  );
}
