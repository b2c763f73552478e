import type { AccountPasswordBody } from '@handlowo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * PATCH /account/password (ours, issue 25): every other session ends; the answer's
 * `X-Session-Token` keeps this one (stored by the API client, ADR 019).
 */
export function changePassword(body: AccountPasswordBody): Promise<null> {
  return api.patch<null>('/account/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
