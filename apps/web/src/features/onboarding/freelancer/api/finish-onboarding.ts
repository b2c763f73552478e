import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B19 PATCH /onboarding without a body: marks the questionnaire passed. */
export function finishOnboarding(): Promise<null> {
  return api.patch<null>('/onboarding');
}

/** Resolves after ['me'] is refetched, so the guard already sees `isOnboardingPassed`. */
export function useFinishOnboarding() {
  return useAnswerMutation(finishOnboarding);
}
