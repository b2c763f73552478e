import type { FreelancerActivity } from '@handlowo/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { orderCountText, pointsText, serviceLevelLabel } from '../lib/service-list.ts';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** One service of the section: its name, 'N pkt', '(N zleceń)' and its level (1–5). */
export function ServiceRow({ service }: { service: FreelancerActivity }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {service.name}
        </Text>
        <Group gap="xs" justify="space-between" style={{ rowGap: 2 }}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {pointsText(service.points)}
            </Text>
            <Text size="sm" c="dimmed">
              {orderCountText(service.orderCount)}
            </Text>
          </Group>
          <Group gap={6}>
            {/* The stars repeat the level's name, which is what assistive technology reads. */}
            <Group gap={1} aria-hidden>
              {LEVELS.map((level) =>
                service.level >= level ? (
                  <IconStarFilled key={level} size={16} color="var(--mantine-color-yellow-6)" />
                ) : (
                  <IconStar key={level} size={16} color="var(--mantine-color-gray-5)" />
                ),
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Poziom: {serviceLevelLabel(service.level)}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
