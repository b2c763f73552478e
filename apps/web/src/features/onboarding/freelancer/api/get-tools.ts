import type { SalesTool } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B17 GET /tools: the sales tools of step 10. */
export function getTools(): Promise<SalesTool[]> {
  return api.get<SalesTool[]>('/tools');
}

export function toolsQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'tools'], queryFn: getTools });
}

export function useTools() {
  return useQuery(toolsQueryOptions());
}
