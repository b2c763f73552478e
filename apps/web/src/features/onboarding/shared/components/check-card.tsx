import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HintTooltip } from './hint-tooltip.tsx';
import classes from './option-card.module.css';

interface CheckCardProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  description?: string;
  /** Shown in a tooltip over the card. */
  hint?: string;
  /** Drawn before the title (a tool logo). */
  icon?: ReactNode;
}

/** One answer of a multiple-choice step. */
export function CheckCard({ checked, onChange, title, description, hint, icon }: CheckCardProps) {
  const card = (
    <Checkbox.Card checked={checked} onChange={onChange} radius="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox.Indicator mt={2} />
        {icon}
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
    </Checkbox.Card>
  );
  return hint ? <HintTooltip label={hint}>{card}</HintTooltip> : card;
}
