import type { AdminPage } from '@handlowo/contract';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKeys } from '../../admin-shell/query-keys.ts';
import { nextPageOf, pagedPath } from '../lib/paged-path.ts';

/** F10 `GET /admin-panel/admins` or, with a phrase, F11 `…/admins/search/{phrase}`: page by page. */
export function adminsInfiniteQueryOptions(phrase: string) {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.admins, 'pages', phrase] as const,
    queryFn: ({ pageParam }) =>
      api.get<AdminPage>(pagedPath('/admin-panel/admins', phrase, pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    // The previous phrase's rows stay while the new phrase loads: the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
