import type { AdminInviteBody, AdminPage } from '@handlowo/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** One admin of F10 (AdminSummary, API.md 3.4). */
export type AdminListItem = AdminPage['content'][number];

/** Admins per request of the account page's list ('Pokaż więcej' loads the next page). */
export const ADMINS_PAGE_SIZE = 10;

/** F10 GET /admin-panel/admins?page=&size= */
export function getAdmins(page: number, size = ADMINS_PAGE_SIZE): Promise<AdminPage> {
  return api.get<AdminPage>(`/admin-panel/admins?page=${page}&size=${size}`);
}

export function adminsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKeys.admins, 'account-list'],
    queryFn: ({ pageParam }) => getAdmins(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPage) =>
      lastPage + 1 < last.totalPages ? lastPage + 1 : undefined,
  });
}

/** Ours: POST /admin-panel/admins → 201; the invited admin sets a password from the e-mail. */
export function inviteAdmin(body: AdminInviteBody) {
  return api.post<AdminListItem | null>('/admin-panel/admins', body);
}

/** Ours: DELETE /admin-panel/admins/{id} → 204; 400 for the last admin or oneself. */
export function removeAdmin(id: number) {
  return api.delete<null>(`/admin-panel/admins/${id}`);
}
