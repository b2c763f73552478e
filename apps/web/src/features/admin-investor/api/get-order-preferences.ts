import type { OrderPreferences } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** GET /admin-panel/investors/{id}/order-preferences (issue 27): the orders' preference notes. */
export function getOrderPreferences(id: number): Promise<OrderPreferences[]> {
  return api.get<OrderPreferences[]>(`/admin-panel/investors/${id}/order-preferences`);
}

export function orderPreferencesQueryOptions(id: number) {
  return queryOptions({
    // Under the orders' key: whatever refreshes the orders refreshes their notes.
    queryKey: [...adminQueryKeys.investorOrders(id), 'preferences'] as const,
    queryFn: () => getOrderPreferences(id),
  });
}

export function useOrderPreferences(id: number) {
  return useQuery(orderPreferencesQueryOptions(id));
}
