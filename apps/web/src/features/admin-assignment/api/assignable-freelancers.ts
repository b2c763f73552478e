import type { AssignableFreelancerPage } from '@handlowo/contract';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKeys } from '../../admin-shell/query-keys.ts';
import { nextPageOf, pagedPath } from '../lib/paged-path.ts';

/**
 * F13 `GET /admin-panel/freelancers/assignable` or, with a phrase, F14 `…/assignable/search/{phrase}`,
 * scored against the service (`orderActivityId`): the server sorts by the fit score.
 */
export function assignableFreelancersInfiniteQueryOptions(orderActivityId: number, phrase: string) {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.assignable, orderActivityId, phrase] as const,
    queryFn: ({ pageParam }) =>
      api.get<AssignableFreelancerPage>(
        pagedPath('/admin-panel/freelancers/assignable', phrase, pageParam, { orderActivityId }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}
