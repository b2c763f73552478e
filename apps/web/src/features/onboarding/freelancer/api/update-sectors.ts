import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B14 (singular `sector`): sector ids in display order. */
export function updateSectors(sectorIds: number[]): Promise<null> {
  return api.patch<null>('/sector/freelancer', sectorIds);
}

export function useUpdateSectors() {
  return useAnswerMutation(updateSectors);
}
