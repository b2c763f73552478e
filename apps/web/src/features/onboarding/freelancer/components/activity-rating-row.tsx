import { type Activity, skillLevelLabels } from '@handlowo/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { HintTooltip } from '@/features/onboarding/shared/components/hint-tooltip.tsx';
import { SkillLevelStars } from './skill-level-stars.tsx';

export function skillLevelLabel(level: number): string {
  return (skillLevelLabels as Record<number, string>)[level] ?? 'Nie świadczę';
}

interface ActivityRatingRowProps {
  activity: Activity;
  /** 0 = not rated. */
  level: number;
  onChange: (level: number) => void;
}

/** One service of the catalogue with its 1–5 skill level. */
export function ActivityRatingRow({ activity, level, onChange }: ActivityRatingRowProps) {
  const [preview, setPreview] = useState(0);
  const shown = preview || level;

  return (
    <Paper withBorder radius="md" p="md" data-rated={level > 0 || undefined}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{activity.name}</Text>
          {activity.info ? (
            <HintTooltip label={activity.info}>
              <IconInfoCircle size={18} color="var(--mantine-color-dimmed)" aria-hidden />
            </HintTooltip>
          ) : null}
        </Group>
        <Stack gap={2} align="flex-end">
          <SkillLevelStars
            name={activity.name}
            value={level}
            onChange={onChange}
            levelLabel={skillLevelLabel}
            onPreview={setPreview}
          />
          <Text size="xs" c={shown > 0 ? undefined : 'dimmed'} aria-live="polite">
            {skillLevelLabel(shown)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
