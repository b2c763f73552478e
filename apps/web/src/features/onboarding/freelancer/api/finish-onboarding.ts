import { api } from '@/lib/api-client.ts';

/** B19 PATCH /onboarding without a body: marks the questionnaire passed. */
export function finishOnboarding(): Promise<null> {
  return api.patch<null>('/onboarding');
}
