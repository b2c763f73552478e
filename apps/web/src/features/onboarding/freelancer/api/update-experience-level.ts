import type { ExperienceLevel } from '@handlowo/contract';
import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B3: the level key as a scalar text body. */
export function updateExperienceLevel(level: ExperienceLevel): Promise<null> {
  return api.patch<null>('/freelancer/me/experienceLevel', level);
}

export function useUpdateExperienceLevel() {
  return useAnswerMutation(updateExperienceLevel);
}
