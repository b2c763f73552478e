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
      {fit.isPreferred ? (
        <Badge
          variant="outline"
          color="grape.9"
          tt="none"
          style={{ whiteSpace: 'normal', height: 'auto' }}
        >
          {fitBadges.isPreferred}
        </Badge>
      ) : null}
      {fit.isNew ? (
        <Badge
          variant="outline"
          color="gray.8"
          tt="none"
          style={{ whiteSpace: 'normal', height: 'auto' }}
        >
          {fitBadges.isNew}
        </Badge>
      ) : null}
    </Group>
  );
}
