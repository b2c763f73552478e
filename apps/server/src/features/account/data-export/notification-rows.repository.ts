import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { notificationEmailOptOuts, notifications } from '../../../db/schema/index.ts';

/** The user's notifications (issue 25), oldest first. */
export function readNotifications(db: Executor, userId: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

/** The kinds of notification the user turned off by e-mail. */
export function readNotificationEmailOptOuts(db: Executor, userId: number) {
  return db
    .select({ kind: notificationEmailOptOuts.kind, createdAt: notificationEmailOptOuts.createdAt })
    .from(notificationEmailOptOuts)
    .where(eq(notificationEmailOptOuts.userId, userId))
    .orderBy(asc(notificationEmailOptOuts.kind));
}
