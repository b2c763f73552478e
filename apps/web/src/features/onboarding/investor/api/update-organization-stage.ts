import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C4: the chosen option `name` as a scalar text body. */
export function updateOrganizationStage(name: string): Promise<null> {
  return api.patch<null>('/investor/me/organizationStage', name);
}

export function useUpdateOrganizationStage() {
  return useAnswerMutation(updateOrganizationStage);
}
