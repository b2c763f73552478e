import type { FreelancerPage, FreelancerSortKey } from '@handlowo/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import type { TableParams } from '../lib/table-params.ts';
import { listPath } from './list-path.ts';

export type FreelancerTableParams = TableParams<FreelancerSortKey>;

/**
 * F4 GET /admin-panel/freelancers, or F5 …/search/{query} with a phrase. Avatars come by URL
 * (`?pictures=url`): the browser caches the immutable files, the page carries no picture bytes.
 */
export function getFreelancers(params: FreelancerTableParams): Promise<FreelancerPage> {
  return api.get<FreelancerPage>(listPath('/admin-panel/freelancers', params, { pictures: 'url' }));
}

export function freelancersQueryOptions(params: FreelancerTableParams) {
  return queryOptions({
    queryKey: [...adminQueryKeys.freelancers, params] as const,
    queryFn: () => getFreelancers(params),
    placeholderData: keepPreviousData,
  });
}
