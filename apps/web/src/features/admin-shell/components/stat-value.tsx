import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { useStats } from '../api/get-stats.ts';

/** A counter of F1 in large type, a skeleton while it loads, a retry after a failure. */
export function StatValue({
  stats,
  value,
}: {
  stats: ReturnType<typeof useStats>;
  value: number | undefined;
}) {
  if (value !== undefined) {
    return (
      <Text fz={36} fw={700} lh={1.1}>
        {value}
      </Text>
    );
  }
  if (stats.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Nie udało się wczytać liczby.
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void stats.refetch()}
        >
          Spróbuj ponownie
        </Button>
      </Group>
    );
  }
  return <Skeleton h={40} w={72} aria-hidden />;
}
