import type { AssignmentSummary } from '@handlowo/contract';
import { SimpleGrid } from '@mantine/core';
import { AssignmentCard } from './assignment-card.tsx';

/** Services as cards: one column on a phone, two from `sm` up. */
export function AssignmentList({ assignments }: { assignments: readonly AssignmentSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {assignments.map((assignment) => (
        <AssignmentCard key={assignment.orderActivityId} assignment={assignment} />
      ))}
    </SimpleGrid>
  );
}
