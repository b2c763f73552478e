import type { TargetedOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** C1 GET /activity-destiny: the sales goals of step 1. */
export function getActivityDestinies(): Promise<TargetedOption[]> {
  return api.get<TargetedOption[]>('/activity-destiny');
}

export function activityDestiniesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'activity-destinies'],
    queryFn: getActivityDestinies,
  });
}

export function useActivityDestinies() {
  return useQuery(activityDestiniesQueryOptions());
}
