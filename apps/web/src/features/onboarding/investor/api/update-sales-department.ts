import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

/** C5: a JSON boolean. */
export function updateSalesDepartment(hasSalesDepartment: boolean): Promise<null> {
  return api.patch<null>('/investor/me/salesDepartment', hasSalesDepartment);
}

export function useUpdateSalesDepartment() {
  return useAnswerMutation(updateSalesDepartment);
}
