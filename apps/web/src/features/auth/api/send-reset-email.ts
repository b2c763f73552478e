import type { ResetPasswordForm } from '@handlowo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** A5 POST /set-password/send-email with `{email}` (the spec's form). */
export function sendResetEmail(data: ResetPasswordForm): Promise<null> {
  return api.post<null>('/set-password/send-email', { email: data.email });
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
