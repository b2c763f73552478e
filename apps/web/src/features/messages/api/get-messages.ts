import { MESSAGE_PAGE_DEFAULT, type MessagePage } from '@handlowo/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { conversationKeys } from '../query-keys.ts';

/** GET /orders/{orderId}/messages?before=&limit=: a page of the thread, oldest first. */
export function getMessages(orderId: number, before: number | undefined): Promise<MessagePage> {
  const query = before === undefined ? '' : `&before=${before}`;
  return api.get<MessagePage>(`/orders/${orderId}/messages?limit=${MESSAGE_PAGE_DEFAULT}${query}`);
}

/**
 * The thread as pages going back in time: the first page is the newest one, each next page the
 * one before its first message ('Wczytaj starsze'). A refetch (the live stream, a send) starts
 * again from the newest page and recomputes the cursors, so no message is shown twice or lost.
 */
export function messagesQueryOptions(orderId: number) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(orderId),
    queryFn: ({ pageParam }) => getMessages(orderId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: MessagePage) => (page.hasMore ? page.items[0]?.id : undefined),
  });
}

export function useMessages(orderId: number) {
  return useInfiniteQuery(messagesQueryOptions(orderId));
}
