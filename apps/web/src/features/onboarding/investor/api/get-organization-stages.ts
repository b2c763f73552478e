import type { TargetedOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** C3 GET /organization-stage: the options of step 2. */
export function getOrganizationStages(): Promise<TargetedOption[]> {
  return api.get<TargetedOption[]>('/organization-stage');
}

export function organizationStagesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'organization-stages'],
    queryFn: getOrganizationStages,
  });
}

export function useOrganizationStages() {
  return useQuery(organizationStagesQueryOptions());
}
