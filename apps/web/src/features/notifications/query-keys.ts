/** Query keys of the notifications; the live stream invalidates `all` (but the settings). */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (page: number, size: number) => ['notifications', 'list', page, size] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  settings: ['notification-settings'] as const,
};
