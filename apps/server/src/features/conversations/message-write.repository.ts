import type { Role } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  orderMessageAttachments as files,
  orderMessages,
  orderConversationReads as reads,
} from '../../db/schema/index.ts';
import type { StoredAttachment } from './attachments/message-upload.ts';

/*
 * The writes of a conversation (issue 26). Each runs under the order's row lock, taken by the
 * service first (ARCHITECTURE.md: every order write locks the order row first).
 */

/**
 * Stores a message. `created_at` is clock_timestamp(), the moment under the lock, not the
 * transaction's start: a freelancer who left in a transaction this one waited for has a
 * `left_at` earlier than the message, so they never see it (conversation-membership).
 */
export async function insertMessage(
  tx: Transaction,
  values: { orderId: number; authorId: number; authorRole: Role; text: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(orderMessages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning({ id: orderMessages.id, createdAt: orderMessages.createdAt });
  if (!row) throw new Error('message insert returned no row');
  return row;
}

export async function insertAttachments(
  tx: Transaction,
  { messageId, orderId }: { messageId: number; orderId: number },
  stored: readonly StoredAttachment[],
): Promise<void> {
  if (stored.length === 0) return;
  await tx.insert(files).values(stored.map((file) => ({ ...file, messageId, orderId })));
}

/** The order of a message, read before its lock is taken (a message never changes order). */
export async function findOrderIdOfMessage(
  db: Executor,
  messageId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderMessages.orderId })
    .from(orderMessages)
    .where(eq(orderMessages.id, messageId));
  return row?.orderId;
}

/** What the author's and the moderator's changes check, read under the order's lock. */
export async function findMessageForChange(tx: Transaction, messageId: number) {
  const [row] = await tx
    .select({
      id: orderMessages.id,
      orderId: orderMessages.orderId,
      authorId: orderMessages.authorId,
      createdAt: orderMessages.createdAt,
      deletedAt: orderMessages.deletedAt,
      hiddenAt: orderMessages.hiddenAt,
    })
    .from(orderMessages)
    .where(eq(orderMessages.id, messageId));
  return row;
}

export async function setMessageText(tx: Transaction, messageId: number, text: string) {
  await tx
    .update(orderMessages)
    .set({ text, editedAt: sql`clock_timestamp()` })
    .where(eq(orderMessages.id, messageId));
}

/**
 * The author deletes: the row stays ('usunięto wiadomość' in place) without its text and files.
 * Returns the storage keys of the files, to be deleted after the commit.
 */
export async function markMessageDeleted(tx: Transaction, messageId: number): Promise<string[]> {
  await tx
    .update(orderMessages)
    .set({ text: null, deletedAt: sql`clock_timestamp()` })
    .where(eq(orderMessages.id, messageId));
  const removed = await tx
    .delete(files)
    .where(eq(files.messageId, messageId))
    .returning({ key: files.storageKey });
  return removed.map((file) => file.key);
}

export async function markMessageHidden(tx: Transaction, messageId: number, adminId: number) {
  await tx
    .update(orderMessages)
    .set({ hiddenAt: sql`clock_timestamp()`, hiddenById: adminId })
    .where(eq(orderMessages.id, messageId));
}

/** Moves the member's read mark forward to `upTo` (never back: a late request changes nothing). */
export async function markRead(
  tx: Transaction,
  { orderId, userId, upTo }: { orderId: number; userId: number; upTo: number },
): Promise<void> {
  await tx
    .insert(reads)
    .values({ orderId, userId, lastReadMessageId: upTo, readAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [reads.orderId, reads.userId],
      set: {
        lastReadMessageId: sql`greatest(${reads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: sql`clock_timestamp()`,
      },
    });
}
