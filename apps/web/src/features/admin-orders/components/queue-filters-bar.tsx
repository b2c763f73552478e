import { type OrderStatusCounts, orderStatus } from '@handlowo/contract';
import { Badge, Button, Group, Stack } from '@mantine/core';
import type { QueueFilters } from '../lib/queue-filters.ts';
import { queueTexts as t } from '../lib/queue-texts.ts';

function Counter({ value, active }: { value: number | undefined; active: boolean }) {
  if (value === undefined) return null;
  return (
    <Badge
      size="sm"
      ml={6}
      variant={active ? 'white' : 'light'}
      circle={value < 10}
      // Inline next to the label (Mantine's Badge is a block-level flex box).
      display="inline-flex"
      style={{ verticalAlign: 'middle' }}
    >
      {value}
    </Badge>
  );
}

/** A toggle: pressed shows as filled (aria-pressed tells assistive technology). */
function Toggle({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      size="xs"
      radius="xl"
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The status tabs with their counters (every filter applied but the status) and the filters:
 * 'Moje' and 'Bez opiekuna' exclude each other; the others combine.
 */
export function QueueFiltersBar({
  filters,
  counts,
  onChange,
}: {
  filters: QueueFilters;
  counts: OrderStatusCounts | undefined;
  onChange: (change: Partial<QueueFilters>) => void;
}) {
  const total = counts ? orderStatus.keys.reduce((sum, key) => sum + counts[key], 0) : undefined;
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label={t.statusGroup}>
        <Toggle
          pressed={filters.status === undefined}
          onClick={() => onChange({ status: undefined })}
        >
          {t.allStatuses}
          <Counter value={total} active={filters.status === undefined} />
        </Toggle>
        {orderStatus.keys.map((status) => (
          <Toggle
            key={status}
            pressed={filters.status === status}
            onClick={() => onChange({ status })}
          >
            {/* The space keeps the name 'Nowe 3' (not 'Nowe3') for screen readers. */}
            {orderStatus.labels[status]}{' '}
            <Counter value={counts?.[status]} active={filters.status === status} />
          </Toggle>
        ))}
      </Group>
      <Group gap="xs" role="group" aria-label={t.filterGroup}>
        <Toggle
          pressed={filters.guardian === 'me'}
          onClick={() => onChange({ guardian: filters.guardian === 'me' ? undefined : 'me' })}
        >
          {t.mine}
        </Toggle>
        <Toggle
          pressed={filters.guardian === 'none'}
          onClick={() => onChange({ guardian: filters.guardian === 'none' ? undefined : 'none' })}
        >
          {t.unguarded}
        </Toggle>
        <Toggle
          pressed={filters.awaiting}
          onClick={() => onChange({ awaiting: !filters.awaiting })}
        >
          {t.awaiting}
        </Toggle>
        <Toggle pressed={filters.stale} onClick={() => onChange({ stale: !filters.stale })}>
          {t.stale}
        </Toggle>
      </Group>
    </Stack>
  );
}
