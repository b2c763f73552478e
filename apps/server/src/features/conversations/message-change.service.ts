import { conversationMessages as m, type OrderMessage } from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { deleteMedia } from '../media/deletion.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  assertWritable,
  isVisibleTo,
  lockConversation,
  messageNotFound,
} from './conversation-access.ts';
import {
  type ConversationAccess,
  findSignalRecipients,
  type Viewer,
} from './conversation-membership.repository.ts';
import { signalConversation } from './conversation-signal.ts';
import { findMessage } from './message-rows.repository.ts';
import { editDeadline, toOrderMessage } from './message-view.ts';
import {
  findMessageForChange,
  findOrderIdOfMessage,
  markMessageDeleted,
  markMessageHidden,
  markRead,
  setMessageText,
} from './message-write.repository.ts';

export interface MessageKey {
  orderId: number;
  messageId: number;
}

/** The message of this conversation the viewer may see, read under the order's lock; or 404. */
async function messageOf(tx: Transaction, access: ConversationAccess, messageId: number) {
  const message = await findMessageForChange(tx, messageId);
  if (!message || message.orderId !== access.order.id || !isVisibleTo(message, access)) {
    throw messageNotFound();
  }
  return message;
}

/**
 * The author's own message, still theirs to change: a member now, the author, neither deleted
 * nor hidden, within MESSAGE_EDIT_MINUTES. Locks the order first.
 */
async function ownChangeableMessage(tx: Transaction, viewer: Viewer, key: MessageKey) {
  const access = await lockConversation(tx, key.orderId, viewer);
  const message = await messageOf(tx, access, key.messageId);
  assertWritable(access);
  if (message.authorId !== viewer.userId) throw badRequest(m.notAuthor, 'MESSAGE_NOT_AUTHOR');
  if (message.deletedAt) throw badRequest(m.alreadyDeleted, 'MESSAGE_DELETED');
  if (message.hiddenAt) throw badRequest(m.hidden, 'MESSAGE_HIDDEN');
  if (new Date() >= editDeadline(message.createdAt)) {
    throw badRequest(m.editWindow, 'MESSAGE_EDIT_WINDOW');
  }
  return access;
}

async function signalChange(tx: Transaction, orderId: number, also: readonly number[] = []) {
  await signalConversation(tx, orderId, [...(await findSignalRecipients(tx, orderId)), ...also]);
}

/** PATCH /orders/{orderId}/messages/{messageId}: the author replaces the text. */
export async function editMessage(
  db: Database,
  viewer: Viewer,
  key: MessageKey,
  text: string,
): Promise<OrderMessage> {
  return db.transaction(async (tx) => {
    await ownChangeableMessage(tx, viewer, key);
    await setMessageText(tx, key.messageId, text);
    await signalChange(tx, key.orderId);
    const row = await findMessage(tx, { ...key, visibleUntil: null });
    if (!row) throw messageNotFound();
    return toOrderMessage(row, viewer, { canWrite: true });
  });
}

/**
 * DELETE /orders/{orderId}/messages/{messageId}: the author deletes; the row stays without its
 * text and files, whose stored objects go after the commit (a failure there is only logged).
 */
export async function deleteMessage(
  { db, media, log }: { db: Database; media: MediaStorage; log: FastifyBaseLogger },
  viewer: Viewer,
  key: MessageKey,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    await ownChangeableMessage(tx, viewer, key);
    const removed = await markMessageDeleted(tx, key.messageId);
    await signalChange(tx, key.orderId);
    return removed;
  });
  await deleteMedia(media, keys, log);
}

/**
 * POST /admin-panel/messages/{messageId}/hide: an admin hides a message from the members (who
 * and when recorded). Any admin may, in any conversation the admins see.
 */
export async function hideMessage(db: Database, adminId: number, messageId: number) {
  await db.transaction(async (tx) => {
    const orderId = await findOrderIdOfMessage(tx, messageId);
    if (orderId === undefined) throw messageNotFound();
    const access = await lockConversation(tx, orderId, { userId: adminId, role: 'ADMIN' });
    const message = await messageOf(tx, access, messageId);
    if (message.hiddenAt) throw badRequest(m.alreadyHidden, 'MESSAGE_ALREADY_HIDDEN');
    if (message.deletedAt) throw badRequest(m.alreadyDeleted, 'MESSAGE_DELETED');
    await markMessageHidden(tx, messageId, adminId);
    await signalChange(tx, orderId);
  });
}

/**
 * POST /orders/{orderId}/messages/read: the viewer has read up to `upTo` (a message of this
 * conversation they may see). The mark only moves forward. The viewer's own streams (their
 * count) and the others' ('przeczytane') are signalled.
 */
export async function readUpTo(db: Database, viewer: Viewer, orderId: number, upTo: number) {
  await db.transaction(async (tx) => {
    const access = await lockConversation(tx, orderId, viewer);
    await messageOf(tx, access, upTo);
    await markRead(tx, { orderId, userId: viewer.userId, upTo });
    await signalChange(tx, orderId, [viewer.userId]);
  });
}
