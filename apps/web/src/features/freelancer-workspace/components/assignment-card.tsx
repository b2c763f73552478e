import type { AssignmentGroup, AssignmentSummary } from '@handlowo/contract';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { serviceAmount, serviceDateRange, servicePeriod } from '@/lib/order-texts.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { OfferActions } from './offer-actions.tsx';

/**
 * The badge of a service's group, as the freelancer reads it. Plain colours: Mantine paints a
 * light badge of a shade ('orange.9') in that shade with text of the same hue, 1:1; a plain one
 * gets its tint and the theme's AA text colour (app/theme.ts, issue 28).
 */
export const groupBadge: Record<AssignmentGroup, { label: string; color: string }> = {
  OFFERED: { label: 'Oferta', color: 'orange' },
  ACCEPTED: { label: 'W realizacji', color: 'blue' },
  DONE: { label: 'Zakończone', color: 'gray' },
};

/** One of the caller's services: its name linking to the brief, the terms and, for an offer, the answer. */
export function AssignmentCard({ assignment }: { assignment: AssignmentSummary }) {
  const titleId = useId();
  const badge = groupBadge[assignment.group];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={paths.freelancer.orderById.to(assignment.orderActivityId)}
            fw={600}
            id={titleId}
            style={{ overflowWrap: 'anywhere' }}
          >
            {assignment.name}
          </Anchor>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.orderLine(assignment.order.investorOrderNumber, assignment.investorCompany)}
        </Text>
        <Text size="sm">
          {`${serviceAmount(assignment.amount)} · ${servicePeriod(assignment.period)}`}
        </Text>
        <Text size="sm">{serviceDateRange(assignment)}</Text>
        {assignment.group === 'OFFERED' ? (
          <OfferActions assignment={assignment} describedBy={titleId} />
        ) : null}
      </Stack>
    </Paper>
  );
}
