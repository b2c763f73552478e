import { conversationMessages as m } from '@handlowo/contract';
import type { Executor, Transaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { lockOrder } from '../orders/order-lock.repository.ts';
import {
  type ConversationAccess,
  findConversationAccess,
  type Viewer,
} from './conversation-membership.repository.ts';

/*
 * The checks every conversation route starts with. A logged-in non-member gets 404, never 403:
 * the web client ends the session on a 403, and a 404 does not tell whether the order exists.
 */

export const conversationNotFound = () => notFound(m.notFound, 'CONVERSATION_NOT_FOUND');
export const messageNotFound = () => notFound(m.messageNotFound, 'MESSAGE_NOT_FOUND');

/** The viewer's access to the conversation, or 404. */
export async function readableConversation(
  db: Executor,
  orderId: number,
  viewer: Viewer,
): Promise<ConversationAccess> {
  const access = await findConversationAccess(db, orderId, viewer);
  if (!access) throw conversationNotFound();
  return access;
}

/**
 * Locks the order's row, then reads the viewer's access: a write sees the membership the last
 * assignment or decline committed (they change it under the same lock), or waits for it.
 */
export async function lockConversation(
  tx: Transaction,
  orderId: number,
  viewer: Viewer,
): Promise<ConversationAccess> {
  if (!(await lockOrder(tx, orderId))) throw conversationNotFound();
  return readableConversation(tx, orderId, viewer);
}

/** A freelancer who left reads what was said while a member, and writes nothing. */
export function assertWritable(access: ConversationAccess): void {
  if (!access.canWrite) throw badRequest(m.readOnly, 'CONVERSATION_READ_ONLY');
}

/** Whether a message is within what the viewer may see (a former freelancer: up to leaving). */
export const isVisibleTo = (message: { createdAt: Date }, access: ConversationAccess) =>
  access.visibleUntil === null || message.createdAt <= access.visibleUntil;
