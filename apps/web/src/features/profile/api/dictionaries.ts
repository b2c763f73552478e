import type { IncomeGoalOption, TypeOfSalesOption, WorkingHourOption } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The dictionaries that turn FreelancerData's option keys into text (B5, B7, B11). Same keys as
 * the onboarding's reads of them, so the two share the cache.
 */
export function workingHoursQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'working-hours'],
    queryFn: () => api.get<WorkingHourOption[]>('/workingHours'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function incomeGoalsQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'income-goals'],
    queryFn: () => api.get<IncomeGoalOption[]>('/incomeGoals'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function typesOfSalesQueryOptions() {
  return queryOptions({
    queryKey: ['dictionary', 'types-of-sales'],
    queryFn: () => api.get<TypeOfSalesOption[]>('/typeOfSales'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
