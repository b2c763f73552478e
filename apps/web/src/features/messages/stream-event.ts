import type { MessageStreamEvent, MessageUnreadCount } from '@handlowo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './query-keys.ts';

/**
 * The live stream's `messages` event (`{count, orderId}`): the nav's counter takes the new total,
 * and the list and the changed thread are refetched where they are on screen (marked stale
 * elsewhere), so a new, edited, deleted or hidden message and a read mark show without a reload.
 * An `orderId` of 0 names no one conversation (the stream's first event, or the first after its
 * listener was away): every thread shown is read again then.
 */
export function applyMessageStreamEvent(
  queryClient: QueryClient,
  { count, orderId }: MessageStreamEvent,
): void {
  queryClient.setQueryData<MessageUnreadCount>(conversationKeys.unreadCount, { count });
  void queryClient.invalidateQueries({ queryKey: conversationKeys.list });
  void queryClient.invalidateQueries({
    queryKey: orderId > 0 ? conversationKeys.messages(orderId) : conversationKeys.threads,
  });
}
