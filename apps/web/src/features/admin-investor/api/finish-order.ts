import { adminMessages } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';

/** G2 PATCH /admin-panel/orders/{orderId}/status: ACTIVE → REALIZED. */
export function finishOrder(orderId: number): Promise<null> {
  return api.patch<null>(`/admin-panel/orders/${orderId}/status`, { orderStatus: 'REALIZED' });
}

export const finishErrorText = savingErrorText([
  adminMessages.orderFinishNotActive,
  adminMessages.orderStatusOnlyRealized,
]);

/** Resolves once F9 is refetched, so the modal closes on the order already in Zrealizowane. */
export function useFinishOrder(investorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishOrder,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.investorOrders(investorId) }),
  });
}
