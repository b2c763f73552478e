import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HintTooltip } from './hint-tooltip.tsx';
import classes from './option-card.module.css';

interface CardProps {
  title: string;
  description?: string;
  /** Shown in a tooltip over the card. */
  hint?: string;
  /** Drawn before the title (a tool logo). */
  icon?: ReactNode;
}

interface CardContentProps extends CardProps {
  /** The card's radio or checkbox indicator. */
  indicator: ReactNode;
}

/** The inside of both cards, so single- and multiple-choice answers look alike. */
function CardContent({ indicator, title, description, hint, icon }: CardContentProps) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {indicator}
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
  );
}

/** One answer of a single-choice step; place inside `Radio.Group`. */
export function OptionCard({ value, ...content }: CardProps & { value: string }) {
  const card = (
    <Radio.Card value={value} radius="md" className={classes.card}>
      <CardContent indicator={<Radio.Indicator mt={2} />} {...content} />
    </Radio.Card>
  );
  return content.hint ? <HintTooltip label={content.hint}>{card}</HintTooltip> : card;
}

interface CheckCardProps extends CardProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One answer of a multiple-choice step. */
export function CheckCard({ checked, onChange, ...content }: CheckCardProps) {
  const card = (
    <Checkbox.Card checked={checked} onChange={onChange} radius="md" className={classes.card}>
      <CardContent indicator={<Checkbox.Indicator mt={2} />} {...content} />
    </Checkbox.Card>
  );
  return content.hint ? <HintTooltip label={content.hint}>{card}</HintTooltip> : card;
}
