import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

export interface UpdateSpecializationInput {
  freelancerId: number;
  specializationId: number;
}

/** B2: the specialization id as the (JSON number) body, the freelancer's own id in the path. */
export function updateSpecialization({
  freelancerId,
  specializationId,
}: UpdateSpecializationInput): Promise<null> {
  return api.patch<null>(`/specialization/freelancer/${freelancerId}`, specializationId);
}

/** The save of `freelancerId`'s step 2; it takes the id as the option card holds it, in text. */
export function useUpdateSpecialization(freelancerId: number) {
  return useAnswerMutation((specializationId: string) =>
    updateSpecialization({ freelancerId, specializationId: Number(specializationId) }),
  );
}
