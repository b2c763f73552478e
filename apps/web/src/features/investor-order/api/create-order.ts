import type { Order } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';

/** POST /investor/orders (issue 27): a new, empty draft; the wizard then works on it. */
export function createOrder(): Promise<Order> {
  return api.post<Order>('/investor/orders');
}

/** Resolves once A10 is fetched again, so the wizard opens on the new draft (`orders[0]`). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
