import type { WorkspaceGuardianWithOrders } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { workspaceKeys } from './workspace-keys.ts';

/** GET /freelancer/me/guardians (ours, issue 25): the guardians of the caller's orders. */
export function getWorkspaceGuardians(): Promise<WorkspaceGuardianWithOrders[]> {
  return api.get<WorkspaceGuardianWithOrders[]>('/freelancer/me/guardians');
}

export function workspaceGuardiansQueryOptions() {
  return queryOptions({ queryKey: workspaceKeys.guardians(), queryFn: getWorkspaceGuardians });
}
