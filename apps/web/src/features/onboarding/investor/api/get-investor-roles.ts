import type { PlainOption } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** C11 GET /investor-role: the options of step 6. */
export function getInvestorRoles(): Promise<PlainOption[]> {
  return api.get<PlainOption[]>('/investor-role');
}

export function investorRolesQueryOptions() {
  return queryOptions({ queryKey: ['dictionary', 'investor-roles'], queryFn: getInvestorRoles });
}

export function useInvestorRoles() {
  return useQuery(investorRolesQueryOptions());
}
