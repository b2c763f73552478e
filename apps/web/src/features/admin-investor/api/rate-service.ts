import { adminMessages, type OpinionBody, type Review } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';

/** F16 POST /investor/{investorId}/opinions: rates one service of a realised order. */
export function rateService(investorId: number, body: OpinionBody): Promise<Review> {
  return api.post<Review>(`/investor/${investorId}/opinions`, body);
}

export const rateErrorText = savingErrorText([
  adminMessages.opinionOrderNotRealized,
  adminMessages.opinionAlreadyRated,
  adminMessages.opinionFreelancerMismatch,
  adminMessages.opinionTextRequired,
  adminMessages.opinionTextMax,
  adminMessages.categoriesIncomplete,
  adminMessages.scoreRange,
]);

/** Resolves once F9 is refetched: the service's score and the order's average are then shown. */
export function useRateService(investorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpinionBody) => rateService(investorId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.investorOrders(investorId) }),
  });
}
