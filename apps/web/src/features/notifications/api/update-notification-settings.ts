import type { NotificationSettingsPatch } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '../query-keys.ts';

/** PATCH /account/notification-settings: turns the e-mails of kinds on or off. */
export function updateNotificationSettings(patch: NotificationSettingsPatch): Promise<null> {
  return api.patch<null>('/account/notification-settings', patch);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings }),
  });
}
