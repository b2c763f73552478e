import { type Weekday, weekday } from '@handlowo/contract';
import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/**
 * B4: a JSON list of weekday keys, at least one, sent in calendar order whatever order the days
 * were ticked in.
 */
export function updateWorkingDays(days: Weekday[]): Promise<null> {
  const ordered = weekday.keys.filter((day) => days.includes(day));
  return api.patch<null>('/freelancer/me/workingDays', ordered);
}

export function useUpdateWorkingDays() {
  return useAnswerMutation(updateWorkingDays);
}
