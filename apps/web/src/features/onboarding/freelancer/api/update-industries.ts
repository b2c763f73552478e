import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B10: sub-industry ids in the order the user picked them. */
export function updateIndustries(subIndustryIds: number[]): Promise<null> {
  return api.patch<null>('/freelancer/me/industries', subIndustryIds);
}

export function useUpdateIndustries() {
  return useAnswerMutation(updateIndustries);
}
