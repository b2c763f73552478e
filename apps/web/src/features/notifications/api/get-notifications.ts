import { NOTIFICATION_PANEL_SIZE, type NotificationPage } from '@handlowo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '../query-keys.ts';

/** GET /notifications?page=&size=: the caller's notifications, newest first. */
export function getNotifications(page: number, size: number): Promise<NotificationPage> {
  return api.get<NotificationPage>(`/notifications?page=${page}&size=${size}`);
}

/**
 * One page of the caller's notifications (the bell's panel: the first 20). Other features may
 * show them too (the freelancer's Pulpit lists the unread ones): the live stream keeps every
 * page of this key fresh.
 */
export function notificationsQueryOptions({
  page = 0,
  size = NOTIFICATION_PANEL_SIZE,
}: {
  page?: number;
  size?: number;
} = {}) {
  return queryOptions({
    queryKey: notificationKeys.list(page, size),
    queryFn: () => getNotifications(page, size),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(options: { page?: number; size?: number } = {}) {
  return useQuery(notificationsQueryOptions(options));
}
