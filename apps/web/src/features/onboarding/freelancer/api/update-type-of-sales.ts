import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** B12: the `typeOfSales` key as a scalar text body. */
export function updateTypeOfSales(typeOfSales: string): Promise<null> {
  return api.patch<null>('/freelancer/me/typeOfSales', typeOfSales);
}

export function useUpdateTypeOfSales() {
  return useAnswerMutation(updateTypeOfSales);
}
