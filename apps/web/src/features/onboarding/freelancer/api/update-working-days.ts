import type { Weekday } from '@handlowo/contract';
import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B4: a JSON list of weekday keys, at least one. */
export function updateWorkingDays(days: Weekday[]): Promise<null> {
  return api.patch<null>('/freelancer/me/workingDays', days);
}

export function useUpdateWorkingDays() {
  return useAnswerMutation(updateWorkingDays);
}
