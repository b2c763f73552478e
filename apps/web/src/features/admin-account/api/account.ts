import type { AdminPasswordBody, AdminPrimaryDataBody } from '@handlowo/contract';
import { api } from '@/lib/api-client.ts';

/** F20 PATCH /admin/primary-data: only the given fields change; 409 when the e-mail is taken. */
export function updatePrimaryData(body: AdminPrimaryDataBody) {
  return api.patch<null>('/admin/primary-data', body);
}

/** F21 PATCH /admin/password: a wrong old password is 400 with the server's message. */
export function changePassword(body: AdminPasswordBody) {
  return api.patch<null>('/admin/password', body);
}
