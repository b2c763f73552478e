import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';

/** POST /account/email-change/{token} (ours, issue 25): the mailed link sets the new address. */
export function confirmEmailChange(token: string): Promise<null> {
  return api.post<null>(`/account/email-change/${encodeURIComponent(token)}`);
}

/** Confirms; a session in this browser reads its user again (the menu shows the address). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
