import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateConversation } from './invalidate.ts';

/** POST /admin-panel/messages/{messageId}/hide: an admin hides someone's message (204). */
export function hideMessage({ messageId }: { orderId: number; messageId: number }): Promise<null> {
  return api.post<null>(`/admin-panel/messages/${messageId}/hide`);
}

export function useHideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideMessage,
    onSuccess: (_, { orderId }) => invalidateConversation(queryClient, orderId),
  });
}
