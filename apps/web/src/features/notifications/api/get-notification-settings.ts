import type { NotificationSettings } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '../query-keys.ts';

/** GET /account/notification-settings: which kinds of notification also come by e-mail. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return api.get<NotificationSettings>('/account/notification-settings');
}

export function notificationSettingsQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.settings, queryFn: getNotificationSettings });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
