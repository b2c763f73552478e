import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { HintTooltip } from './hint-tooltip.tsx';
import classes from './option-card.module.css';

interface OptionCardProps {
  value: string;
  title: string;
  description?: string;
  /** Shown in a tooltip over the card. */
  hint?: string;
}

/** One answer of a single-choice step; place inside `Radio.Group`. */
export function OptionCard({ value, title, description, hint }: OptionCardProps) {
  const card = (
    <Radio.Card value={value} radius="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={600} lh={1.3}>
            {title}
          </Text>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {hint ? <IconInfoCircle size={18} color="var(--mantine-color-dimmed)" aria-hidden /> : null}
      </Group>
    </Radio.Card>
  );
  return hint ? <HintTooltip label={hint}>{card}</HintTooltip> : card;
}
