import type { Order } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** F9 GET /admin-panel/investors/{id}/orders */
export function getInvestorOrders(id: number): Promise<Order[]> {
  return api.get<Order[]>(`/admin-panel/investors/${id}/orders`);
}

export function investorOrdersQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminQueryKeys.investorOrders(id),
    queryFn: () => getInvestorOrders(id),
  });
}

export function useInvestorOrders(id: number) {
  return useQuery(investorOrdersQueryOptions(id));
}
