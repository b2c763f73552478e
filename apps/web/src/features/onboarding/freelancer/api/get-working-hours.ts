import type { WorkingHourOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B5 GET /workingHours: the options of step 4. */
export function getWorkingHours(): Promise<WorkingHourOption[]> {
  return api.get<WorkingHourOption[]>('/workingHours');
}

export function workingHoursQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'working-hours'], queryFn: getWorkingHours });
}

export function useWorkingHours() {
  return useQuery(workingHoursQueryOptions());
}
