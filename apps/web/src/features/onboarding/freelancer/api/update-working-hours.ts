import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B6: the `workingHour` key as a scalar text body. */
export function updateWorkingHours(workingHour: string): Promise<null> {
  return api.patch<null>('/freelancer/me/workingHours', workingHour);
}

export function useUpdateWorkingHours() {
  return useAnswerMutation(updateWorkingHours);
}
