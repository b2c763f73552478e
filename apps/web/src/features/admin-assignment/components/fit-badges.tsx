import { type FitScore, fitBadges } from '@handlowo/contract';
import { Badge, Group } from '@mantine/core';

/**
 * What the score alone does not say (issue 27): a freelancer with no realised order yet, and the
 * one the client asked for again. Dark outlined text (over 4.5:1 on white),
 * as written, not in capitals. Nothing when neither holds.
 */
export function FitBadges({ fit }: { fit: Pick<FitScore, 'isNew' | 'isPreferred'> }) {
  if (!fit.isNew && !fit.isPreferred) return null;
  return (
    <Group gap={6}>
      {fit.isPreferred ? <FitBadge color="grape.9">{fitBadges.isPreferred}</FitBadge> : null}
      {fit.isNew ? <FitBadge color="gray.8">{fitBadges.isNew}</FitBadge> : null}
    </Group>
  );
}

function FitBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge
      variant="outline"
      color={color}
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {children}
    </Badge>
  );
}
