import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C8: the chosen option `name` as a scalar text body. */
export function updateGoToMarketStrategy(name: string): Promise<null> {
  return api.patch<null>('/investor/me/goToMarketStrategy', name);
}

export function useUpdateGoToMarketStrategy() {
  return useAnswerMutation(updateGoToMarketStrategy);
}
