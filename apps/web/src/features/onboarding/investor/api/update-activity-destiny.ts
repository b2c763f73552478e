import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C2: the chosen option `name` as a scalar text body. */
export function updateActivityDestiny(name: string): Promise<null> {
  return api.patch<null>('/investor/me/activityDestiny', name);
}

export function useUpdateActivityDestiny() {
  return useAnswerMutation(updateActivityDestiny);
}
