import type { AssignmentBrief } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { workspaceKeys } from './workspace-keys.ts';

/** GET /freelancer/me/assignments/{orderActivityId} (ours, issue 25): the brief of a service. */
export function getAssignment(id: number): Promise<AssignmentBrief> {
  return api.get<AssignmentBrief>(`/freelancer/me/assignments/${id}`);
}

export function assignmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: workspaceKeys.assignment(id),
    queryFn: () => getAssignment(id),
    // A 404 (not the caller's service) is an answer, not a blip.
    retry: false,
  });
}
