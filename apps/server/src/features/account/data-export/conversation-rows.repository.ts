import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  orderConversationFreelancers,
  orderConversationReads,
  orderMessageAttachments,
  orderMessages,
  orders,
} from '../../../db/schema/index.ts';

/*
 * The user's rows of the conversations (issue 26): the messages they wrote (with their order's
 * number) and the files of those, the messages an admin hid, a freelancer's memberships and
 * everyone's read marks. Others' messages are their authors' data and stay out.
 */

export function readMessagesWritten(db: Executor, userId: number) {
  return db
    .select({
      id: orderMessages.id,
      orderId: orderMessages.orderId,
      orderNumber: orders.investorOrderNumber,
      authorRole: orderMessages.authorRole,
      text: orderMessages.text,
      createdAt: orderMessages.createdAt,
      editedAt: orderMessages.editedAt,
      deletedAt: orderMessages.deletedAt,
      hiddenAt: orderMessages.hiddenAt,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(eq(orderMessages.authorId, userId))
    .orderBy(asc(orderMessages.id));
}

/** The files of the user's messages (a deleted message has none left). */
export function readMessageAttachments(db: Executor, userId: number) {
  return db
    .select({
      id: orderMessageAttachments.id,
      messageId: orderMessageAttachments.messageId,
      fileName: orderMessageAttachments.fileName,
      contentType: orderMessageAttachments.contentType,
      byteSize: orderMessageAttachments.byteSize,
      createdAt: orderMessageAttachments.createdAt,
    })
    .from(orderMessageAttachments)
    .innerJoin(orderMessages, eq(orderMessages.id, orderMessageAttachments.messageId))
    .where(eq(orderMessages.authorId, userId))
    .orderBy(asc(orderMessageAttachments.id));
}

/** The messages the admin hid: when and where, not the words (those are their author's). */
export function readMessagesHidden(db: Executor, userId: number) {
  return db
    .select({
      id: orderMessages.id,
      orderId: orderMessages.orderId,
      hiddenAt: orderMessages.hiddenAt,
    })
    .from(orderMessages)
    .where(eq(orderMessages.hiddenById, userId))
    .orderBy(asc(orderMessages.id));
}

export function readConversationMemberships(db: Executor, userId: number) {
  return db
    .select({
      orderId: orderConversationFreelancers.orderId,
      joinedAt: orderConversationFreelancers.joinedAt,
      leftAt: orderConversationFreelancers.leftAt,
    })
    .from(orderConversationFreelancers)
    .where(eq(orderConversationFreelancers.freelancerId, userId))
    .orderBy(asc(orderConversationFreelancers.orderId));
}

export function readConversationReads(db: Executor, userId: number) {
  return db
    .select({
      orderId: orderConversationReads.orderId,
      lastReadMessageId: orderConversationReads.lastReadMessageId,
      readAt: orderConversationReads.readAt,
      digestedUpToMessageId: orderConversationReads.digestedUpToMessageId,
    })
    .from(orderConversationReads)
    .where(eq(orderConversationReads.userId, userId))
    .orderBy(asc(orderConversationReads.orderId));
}
