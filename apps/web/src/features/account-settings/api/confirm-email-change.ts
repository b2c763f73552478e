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
    onSuccess: async () => {
      // A read of the user that started before the confirmation (the page's own load) would
      // otherwise land after it and be taken as fresh: the old address on 'Edycja danych'.
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
    },
  });
}
