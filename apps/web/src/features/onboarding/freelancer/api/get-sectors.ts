import type { Sector } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B13 GET /sectors: the sectors of step 8. */
export function getSectors(): Promise<Sector[]> {
  return api.get<Sector[]>('/sectors');
}

export function sectorsQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'sectors'], queryFn: getSectors });
}

export function useSectors() {
  return useQuery(sectorsQueryOptions());
}
