import type { Activity } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B15 GET /activities: the service catalogue rated in step 9. */
export function getActivities(): Promise<Activity[]> {
  return api.get<Activity[]>('/activities');
}

export function activitiesQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'activities'], queryFn: getActivities });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
