import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B8: the `incomeGoal` key as a scalar text body. */
export function updateIncomeGoal(incomeGoal: string): Promise<null> {
  return api.patch<null>('/freelancer/me/incomeGoal', incomeGoal);
}

export function useUpdateIncomeGoal() {
  return useAnswerMutation(updateIncomeGoal);
}
