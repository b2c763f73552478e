import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C10: the chosen option `name` as a scalar text body. */
export function updateBusinessType(name: string): Promise<null> {
  return api.patch<null>('/investor/me/businessType', name);
}

export function useUpdateBusinessType() {
  return useAnswerMutation(updateBusinessType);
}
