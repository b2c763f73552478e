import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { conversationKeys } from '../query-keys.ts';

/** POST /orders/{orderId}/messages/read `{upTo}`: everything up to that message is read (204). */
export function markRead({ orderId, upTo }: { orderId: number; upTo: number }): Promise<null> {
  return api.post<null>(`/orders/${orderId}/messages/read`, { upTo });
}

/**
 * The counters change (the nav's, the list's); the thread's own `readUpTo` is refreshed too, so
 * the same messages are not marked again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.unreadCount }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.list }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.messages(orderId) }),
      ]),
  });
}
