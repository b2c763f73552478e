import type { VerificationEmailRequest } from '@handlowo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * POST /auth/verification-email (ours, ADR 017): a new verification link for the address. The
 * answer is 204 whether or not such an account exists.
 */
export function resendVerificationEmail(data: VerificationEmailRequest): Promise<null> {
  return api.post<null>('/auth/verification-email', { email: data.email });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
