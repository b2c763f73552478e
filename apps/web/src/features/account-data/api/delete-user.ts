import type { AdminUserDeletionRequest } from '@handlowo/contract';
import { api } from '@/lib/api-client.ts';

/** POST /admin-panel/users/{id}/deletion: an admin deletes a freelancer or an investor (204). */
export function deleteUser(userId: number, body: AdminUserDeletionRequest): Promise<null> {
  return api.post<null>(`/admin-panel/users/${userId}/deletion`, body);
}
