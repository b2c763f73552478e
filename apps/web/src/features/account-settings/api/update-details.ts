import type { AccountDetailsBody } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';

/** PATCH /account/details (ours, issue 25): names, company and the investor's phone. */
export function updateDetails(body: AccountDetailsBody): Promise<null> {
  return api.patch<null>('/account/details', body);
}

/** Saves the details; the logged user ("me": greeting, user menu) is read again. */
export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
