import { role } from '@handlowo/contract';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/*
 * Conversations per order (issue 26, ADR 021). The conversation is the order itself; its members
 * are the order's investor and guardian (read from `orders`), the freelancers of its services
 * (`order_conversation_freelancers`, so a former one keeps what was said while a member) and,
 * to read and write as 'Zespół Handlowo', every admin.
 */

/** A message of an order's conversation. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account: the message stays, signed 'Konto usunięte'. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's role when they wrote it: an admin's message stays the team's after deletion. */
    authorRole: text('author_role', { enum: role.keys }).notNull(),
    /** Null once deleted by its author (the row stays: 'usunięto wiadomość'). */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Moderation: when and by which admin the message was hidden from the members. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A thread's pages (newest last, `before` cursor) and the unread counts after a read mark.
    index('order_messages_order_id_idx').on(t.orderId, t.id),
    // The data export and the account deletion find a user's messages.
    index('order_messages_author_id_idx').on(t.authorId),
  ],
);

export type OrderMessageRow = typeof orderMessages.$inferSelect;

/** A file attached to a message; the bytes live in the media storage under `storageKey`. */
export const orderMessageAttachments = pgTable(
  'order_message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => orderMessages.id, { onDelete: 'cascade' }),
    /** The message's order, so a download checks membership with one lookup. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The name the sender's device gave it, cleaned; sent back in Content-Disposition. */
    fileName: text('file_name').notNull(),
    /** Decided from the content, never from the name or the client's header. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_message_attachments_message_id_idx').on(t.messageId),
    index('order_message_attachments_order_id_idx').on(t.orderId),
    // The hourly sweep of media no row names looks keys up (features/media/orphan-media.ts).
    index('order_message_attachments_storage_key_idx').on(t.storageKey),
  ],
);

export type OrderMessageAttachmentRow = typeof orderMessageAttachments.$inferSelect;

/**
 * The freelancers of an order's conversation: one row per freelancer who ever held an offer or
 * an assignment in the order. `leftAt` null: a member now (reads and writes); set: they declined
 * or were replaced, and read what was written up to then. Kept by `syncOrderFreelancers` in every
 * transaction that changes a service's freelancer.
 */
export const orderConversationFreelancers = pgTable(
  'order_conversation_freelancers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.freelancerId] }),
    // A freelancer's conversations (the list and the unread count).
    index('order_conversation_freelancers_freelancer_idx').on(t.freelancerId),
  ],
);

/**
 * A member's read state of one conversation: the last message they marked read, and the last
 * message a digest e-mail already told them about (one e-mail per unread stretch, issue 26).
 */
export const orderConversationReads = pgTable(
  'order_conversation_reads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The newest message a digest e-mail covered; later unread messages may get another. */
    digestedUpToMessageId: integer('digested_up_to_message_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.userId] }),
    // The unread count of one user over all their conversations.
    index('order_conversation_reads_user_idx').on(t.userId),
  ],
);
