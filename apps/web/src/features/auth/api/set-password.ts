import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type SetPasswordInput = { token: string; password: string };

/** A6 PATCH /set-password/{token}: the new password as a text/plain scalar body. */
export function setPassword({ token, password }: SetPasswordInput): Promise<null> {
  return api.patch<null>(`/set-password/${encodeURIComponent(token)}`, password);
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
