import type { InvestorPrimaryData } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** F6 GET /admin-panel/investors/{id}: the detail's frame. 404 for an unknown or temporary id. */
export function getInvestor(id: number): Promise<InvestorPrimaryData> {
  return api.get<InvestorPrimaryData>(`/admin-panel/investors/${id}`);
}

export function investorQueryOptions(id: number) {
  return queryOptions({ queryKey: adminQueryKeys.investor(id), queryFn: () => getInvestor(id) });
}

export function useInvestor(id: number) {
  return useQuery(investorQueryOptions(id));
}
