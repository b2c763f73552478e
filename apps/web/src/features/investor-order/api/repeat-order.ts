import type { Order } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /investor/orders/{orderId}/repeat (issue 27, 'Zamów ponownie'): a new draft with the
 * realised order's stage and services, their start dates to choose again.
 */
export function repeatOrder(orderId: number): Promise<Order> {
  return api.post<Order>(`/investor/orders/${orderId}/repeat`);
}

/** Resolves once A10 is fetched again, so the wizard opens on the new draft (`orders[0]`). */
export function useRepeatOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repeatOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
