import type { MessageUnreadCount } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { conversationKeys } from '../query-keys.ts';

/** GET /conversations/unread-count: the nav's counter of 'Wiadomości'. */
export function getMessageUnreadCount(): Promise<MessageUnreadCount> {
  return api.get<MessageUnreadCount>('/conversations/unread-count');
}

/** The live stream writes this query's data as its `messages` events arrive (stream-event.ts). */
export function messageUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: conversationKeys.unreadCount,
    queryFn: getMessageUnreadCount,
  });
}

export function useMessageUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...messageUnreadCountQueryOptions(), enabled });
}
