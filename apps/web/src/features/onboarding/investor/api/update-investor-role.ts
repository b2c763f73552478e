import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C12: the chosen option `name` as a scalar text body. */
export function updateInvestorRole(name: string): Promise<null> {
  return api.patch<null>('/investor/me/investorRole', name);
}

export function useUpdateInvestorRole() {
  return useAnswerMutation(updateInvestorRole);
}
