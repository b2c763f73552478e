import type { WorkspaceProduct } from '@handlowo/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { workspaceKeys } from './workspace-keys.ts';

/** GET /freelancer/me/products?search= (ours, issue 25). */
export function getWorkspaceProducts(search: string): Promise<WorkspaceProduct[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return api.get<WorkspaceProduct[]>(`/freelancer/me/products${query}`);
}

export function workspaceProductsQueryOptions(search: string) {
  return queryOptions({
    queryKey: workspaceKeys.products(search),
    queryFn: () => getWorkspaceProducts(search),
    // Typing keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
