import type { AccountDeletionRequest } from '@handlowo/contract';
import { api } from '@/lib/api-client.ts';

/** POST /account/deletion: deletes the caller's account at once (204), confirmed by password. */
export function deleteOwnAccount(body: AccountDeletionRequest): Promise<null> {
  return api.post<null>('/account/deletion', body);
}
