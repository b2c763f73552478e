import { notificationKind } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What happened that a user should know of (issue 25): written in the transaction of its cause,
 * shown by the bell and /notifications. `params` holds what the sentence needs (order number,
 * service, names) as they were then, so a later rename does not rewrite history; `link` is the
 * web path of the thing it is about.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKind.keys }).notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list (newest first, id breaks ties) and the unread count of one user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The kinds of notification a user does not want by e-mail ('Ustawienia'). Absent: the e-mail is
 * sent, as before issue 25 for the milestone mails.
 */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKind.keys }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
