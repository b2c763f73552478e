import type { FitReason } from '@handlowo/contract';
import { Group, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { fitColor, fitScoreLabel, formatPoints } from '../lib/fit-texts.ts';
// Only this admin modal draws a ring: its stylesheet loads with it, not on every page.
import '@mantine/core/styles/RingProgress.css';

/** The score 0–100 as a ring with the number inside; read as 'Dopasowanie: 82 na 100'. */
export function FitScoreRing({ score }: { score: number }) {
  return (
    <div role="img" aria-label={fitScoreLabel(score)} style={{ flexShrink: 0 }}>
      <RingProgress
        size={64}
        thickness={6}
        roundCaps
        aria-hidden
        sections={[{ value: score, color: fitColor(score) }]}
        label={
          <Text ta="center" fw={700} size="sm" lh={1}>
            {score}
            <Text span size="xs" c="dimmed" display="block" lh={1.2}>
              / 100
            </Text>
          </Text>
        }
      />
    </div>
  );
}

/** Why the score is what it is: each factor with its points of the maximum and the sentence. */
export function FitReasons({
  reasons,
  labelledBy,
}: {
  reasons: readonly FitReason[];
  /** The id of a heading that names the list. */
  labelledBy?: string;
}) {
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={labelledBy}
    >
      {reasons.map((reason) => (
        <li key={reason.factor}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={500}>
              {reason.label}
            </Text>
            <Text size="sm" fw={500} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {formatPoints(reason.points)} / {formatPoints(reason.maxPoints)} pkt
            </Text>
          </Group>
          <Progress
            value={reason.maxPoints > 0 ? (reason.points / reason.maxPoints) * 100 : 0}
            size="xs"
            my={4}
            aria-hidden
          />
          <Text size="sm" c="dimmed">
            {reason.detail}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
