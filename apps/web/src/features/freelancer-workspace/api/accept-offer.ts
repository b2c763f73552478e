import { offerMessages } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';
import { workspaceKeys } from './workspace-keys.ts';

/** POST /freelancer/me/assignments/{orderActivityId}/accept (issue 25): 204. */
export function acceptOffer(orderActivityId: number): Promise<null> {
  return api.post<null>(`/freelancer/me/assignments/${orderActivityId}/accept`);
}

export const acceptErrorText = savingErrorText(Object.values(offerMessages));

/** Resolves once the workspace is refetched: the offer moves to 'W realizacji' on screen. */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
