import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { NOTIFICATIONS_CHANNEL } from './notify.ts';

/** One page of a user's notifications, newest first (the index on user, created, id). */
export async function findNotificationPage(
  db: Executor,
  userId: number,
  { page, size }: { page: number; size: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The unread ones of a user (the partial index on unread rows). */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read; the number marked. */
export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Tells every instance's open streams of the user that their unread count changed (a read on
 * one device updates the bell on the others); delivered when the transaction commits.
 */
export async function announceChange(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(userId)})`);
}
