import type { Industry } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B9 GET /industries: industries with their sub-industries (step 6). */
export function getIndustries(): Promise<Industry[]> {
  return api.get<Industry[]>('/industries');
}

export function industriesQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'industries'], queryFn: getIndustries });
}

export function useIndustries() {
  return useQuery(industriesQueryOptions());
}
