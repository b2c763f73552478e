import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C14: the chosen option `name` as a scalar text body. */
export function updateEmployeeCountRange(name: string): Promise<null> {
  return api.patch<null>('/investor/me/employeeCountRange', name);
}

export function useUpdateEmployeeCountRange() {
  return useAnswerMutation(updateEmployeeCountRange);
}
