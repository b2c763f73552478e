import type { TargetedOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** C7 GET /strategies: go-to-market strategies of step 4. */
export function getStrategies(): Promise<TargetedOption[]> {
  return api.get<TargetedOption[]>('/strategies');
}

export function strategiesQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'strategies'], queryFn: getStrategies });
}

export function useStrategies() {
  return useQuery(strategiesQueryOptions());
}
