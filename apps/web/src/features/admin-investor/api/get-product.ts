import type { Product } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** F8 GET /admin-panel/products/{id}: the product preview modal. */
export function getProduct(id: number): Promise<Product> {
  return api.get<Product>(`/admin-panel/products/${id}`);
}

export function productQueryOptions(id: number) {
  return queryOptions({ queryKey: adminQueryKeys.product(id), queryFn: () => getProduct(id) });
}

/** The preview reads F8; the list's copy of the product shows meanwhile. */
export function useProduct(id: number, fromList: Product | undefined) {
  return useQuery({ ...productQueryOptions(id), placeholderData: fromList });
}
