import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B18: tool ids in the order the user picked them, at least one. */
export function updateTools(toolIds: number[]): Promise<null> {
  return api.patch<null>('/freelancer/tools', toolIds);
}

export function useUpdateTools() {
  return useAnswerMutation(updateTools);
}
