import type { EmailChangeBody } from '@handlowo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /account/email-change (ours, issue 25): mails a confirmation link to the new address. */
export function requestEmailChange(body: EmailChangeBody): Promise<null> {
  return api.post<null>('/account/email-change', body);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
