// What other features use of the notifications (issue 25).
export { notificationsQueryOptions, useNotifications } from './api/get-notifications.ts';
export { unreadCountQueryOptions } from './api/get-unread-count.ts';
export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationList } from './components/notification-list.tsx';
export { notificationKeys } from './query-keys.ts';
