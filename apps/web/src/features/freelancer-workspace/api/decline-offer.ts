import { type DeclineOfferBody, offerMessages } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';
import { workspaceKeys } from './workspace-keys.ts';

/** POST /freelancer/me/assignments/{orderActivityId}/decline `{reason?}` (issue 25): 204. */
export function declineOffer({
  orderActivityId,
  body,
}: {
  orderActivityId: number;
  body: DeclineOfferBody;
}): Promise<null> {
  return api.post<null>(`/freelancer/me/assignments/${orderActivityId}/decline`, body);
}

export const declineErrorText = savingErrorText(Object.values(offerMessages));

/**
 * The declined service is no longer the caller's: its brief answers 404 from now on. The lists are
 * refetched; the brief is only marked stale (refetched when next opened), so the screen that
 * declined it does not turn into a "not found" before it leads away.
 */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: (_, { orderActivityId }) => {
      const brief = workspaceKeys.assignment(orderActivityId);
      const isBrief = (key: readonly unknown[]) => brief.every((part, i) => key[i] === part);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: brief, refetchType: 'none' }),
        queryClient.invalidateQueries({
          queryKey: workspaceKeys.all,
          predicate: (query) => !isBrief(query.queryKey),
        }),
      ]);
    },
  });
}
