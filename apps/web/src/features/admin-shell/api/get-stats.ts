import type { Stats } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKeys } from '../query-keys.ts';

/** F1 GET /admin-panel/stats: the navigation's counters (temporary investors not counted). */
export function getStats(): Promise<Stats> {
  return api.get<Stats>('/admin-panel/stats');
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: adminQueryKeys.stats, queryFn: getStats });
}

/** The counters, shared by the navigation and the overview screens (one request, one cache). */
export function useStats() {
  return useQuery(statsQueryOptions());
}
