import type { IncomeGoalOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** B7 GET /incomeGoals: the options of step 5. */
export function getIncomeGoals(): Promise<IncomeGoalOption[]> {
  return api.get<IncomeGoalOption[]>('/incomeGoals');
}

export function incomeGoalsQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'income-goals'], queryFn: getIncomeGoals });
}

export function useIncomeGoals() {
  return useQuery(incomeGoalsQueryOptions());
}
