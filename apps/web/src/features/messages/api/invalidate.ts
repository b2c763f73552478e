import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../query-keys.ts';

/** After a change of a thread: the thread itself, the list (its last message) and the counter. */
export function invalidateConversation(queryClient: QueryClient, orderId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationKeys.messages(orderId) }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.list }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.unreadCount }),
  ]);
}
