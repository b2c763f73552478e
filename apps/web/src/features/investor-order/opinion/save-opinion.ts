import {
  adminMessages,
  type ClientOpinionBody,
  clientOpinionMessages,
  type Review,
} from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';

const opinionPath = (orderActivityId: number) =>
  `/investor/order-activities/${orderActivityId}/opinion`;

/**
 * POST (a new opinion) or PUT (the investor's edit within 14 days) of
 * /investor/order-activities/{orderActivityId}/opinion (issue 27).
 */
export function saveOpinion(
  orderActivityId: number,
  body: ClientOpinionBody,
  mode: 'create' | 'edit',
): Promise<Review> {
  return mode === 'create'
    ? api.post<Review>(opinionPath(orderActivityId), body)
    : api.put<Review>(opinionPath(orderActivityId), body);
}

export const opinionErrorText = savingErrorText([
  ...Object.values(clientOpinionMessages),
  adminMessages.opinionTextRequired,
  adminMessages.opinionTextMax,
  adminMessages.categoriesIncomplete,
  adminMessages.scoreRange,
]);

/** Resolves once A10 is fetched again: the order then shows the service's opinion and score. */
export function useSaveOpinion(orderActivityId: number, mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientOpinionBody) => saveOpinion(orderActivityId, body, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
