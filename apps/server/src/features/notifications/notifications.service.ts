import {
  notificationMessages as m,
  type NotificationPage,
  type NotificationPageQuery,
  notificationSentence,
  totalPagesOf,
} from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  announceChange,
  countUnread,
  findNotificationPage,
  markAllRead,
  markRead,
} from './notifications.repository.ts';

/** The caller's notifications, newest first, each with its Polish sentence. */
export async function listNotifications(
  db: Database,
  userId: number,
  query: NotificationPageQuery,
): Promise<NotificationPage> {
  const { rows, total } = await findNotificationPage(db, userId, query);
  return {
    content: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      sentence: notificationSentence(row.kind, row.params),
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    totalPages: totalPagesOf(total, query.size),
    totalElements: total,
    page: query.page,
    size: query.size,
  };
}

export async function unreadCount(db: Database, userId: number): Promise<{ count: number }> {
  return { count: await countUnread(db, userId) };
}

/** Marks one read: someone else's or an unknown id is 404 (not telling which). */
export async function readNotification(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markRead(tx, userId, id))) throw notFound(m.notFound, 'NOT_FOUND');
    await announceChange(tx, userId);
  });
}

export async function readAllNotifications(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await markAllRead(tx, userId)) > 0) await announceChange(tx, userId);
  });
}
