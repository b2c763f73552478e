import type { InvestorPage, InvestorSortKey } from '@handlowo/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import type { TableParams } from '../lib/table-params.ts';
import { listPath } from './list-path.ts';

export type InvestorTableParams = TableParams<InvestorSortKey>;

/** F2 GET /admin-panel/investors, or F3 …/search/{query} with a phrase. */
export function getInvestors(params: InvestorTableParams): Promise<InvestorPage> {
  return api.get<InvestorPage>(listPath('/admin-panel/investors', params));
}

export function investorsQueryOptions(params: InvestorTableParams) {
  return queryOptions({
    queryKey: [...adminQueryKeys.investors, params] as const,
    queryFn: () => getInvestors(params),
    // The previous page stays on screen (dimmed) while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
  });
}
