import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /auth/verify-email/{token} (ours, ADR 017): confirms the address the link was mailed to. */
export function verifyEmail(token: string): Promise<null> {
  return api.post<null>(`/auth/verify-email/${encodeURIComponent(token)}`);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
