import type { Pipeline } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { wizardKeys } from './wizard-keys.ts';

/** E1 GET /pipeline: the five funnel stages (ids 1–5) with their main tasks. */
export function getPipelines(): Promise<Pipeline[]> {
  return api.get<Pipeline[]>('/pipeline');
}

export function pipelinesQueryOptions() {
  // A fixed dictionary (seeded): no need to fetch it again during the visit.
  return queryOptions({
    queryKey: wizardKeys.pipelines,
    queryFn: getPipelines,
    staleTime: Infinity,
  });
}

export function usePipelines() {
  return useQuery(pipelinesQueryOptions());
}
