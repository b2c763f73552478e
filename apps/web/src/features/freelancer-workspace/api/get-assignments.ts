import type { AssignmentGroup, AssignmentSummary } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { workspaceKeys } from './workspace-keys.ts';

/** GET /freelancer/me/assignments (ours, issue 25): the caller's services, one group or all. */
export function getAssignments(group?: AssignmentGroup): Promise<AssignmentSummary[]> {
  return api.get<AssignmentSummary[]>(
    group ? `/freelancer/me/assignments?state=${group}` : '/freelancer/me/assignments',
  );
}

export function assignmentsQueryOptions(group?: AssignmentGroup) {
  return queryOptions({
    queryKey: workspaceKeys.assignments(group ?? 'ALL'),
    queryFn: () => getAssignments(group),
  });
}
