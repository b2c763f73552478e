import { api } from '@/lib/api-client.ts';

/** B18: tool ids in the order the user picked them, at least one. */
export function updateTools(toolIds: number[]): Promise<null> {
  return api.patch<null>('/freelancer/tools', toolIds);
}
