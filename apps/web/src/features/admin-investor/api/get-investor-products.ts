import type { Product } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** F7 GET /admin-panel/investors/{id}/products */
export function getInvestorProducts(id: number): Promise<Product[]> {
  return api.get<Product[]>(`/admin-panel/investors/${id}/products`);
}

export function investorProductsQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminQueryKeys.investorProducts(id),
    queryFn: () => getInvestorProducts(id),
  });
}

export function useInvestorProducts(id: number) {
  return useQuery(investorProductsQueryOptions(id));
}
