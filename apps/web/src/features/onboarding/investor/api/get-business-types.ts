import type { TargetedOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** C9 GET /business-type: the options of step 5. */
export function getBusinessTypes(): Promise<TargetedOption[]> {
  return api.get<TargetedOption[]>('/business-type');
}

export function businessTypesQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'business-types'], queryFn: getBusinessTypes });
}

export function useBusinessTypes() {
  return useQuery(businessTypesQueryOptions());
}
