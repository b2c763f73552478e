import type { Specialization } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B1 GET /specialization: the specializations of step 2. */
export function getSpecializations(): Promise<Specialization[]> {
  return api.get<Specialization[]>('/specialization');
}

export function specializationsQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'specializations'], queryFn: getSpecializations });
}

export function useSpecializations() {
  return useQuery(specializationsQueryOptions());
}
