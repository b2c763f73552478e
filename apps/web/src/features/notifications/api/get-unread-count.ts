import type { UnreadCount } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '../query-keys.ts';

/** GET /notifications/unread-count: the bell's badge. */
export function getUnreadCount(): Promise<UnreadCount> {
  return api.get<UnreadCount>('/notifications/unread-count');
}

/** The live stream writes this query's data as counts arrive (use-notification-stream.ts). */
export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
