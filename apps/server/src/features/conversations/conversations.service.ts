import type { ConversationList, MessagePage, MessagePageQuery } from '@handlowo/contract';
import type { Executor } from '../../db/client.ts';
import { readableConversation } from './conversation-access.ts';
import { findConversations, findMessagesByIds } from './conversation-list.repository.ts';
import type { Viewer } from './conversation-membership.repository.ts';
import { findMessagePage } from './message-rows.repository.ts';
import { authorName, messagePreview, toOrderMessage } from './message-view.ts';

/** GET /conversations: two statements, whatever the number of conversations. */
export async function listConversations(db: Executor, viewer: Viewer): Promise<ConversationList> {
  const rows = await findConversations(db, viewer.userId);
  const last = await findMessagesByIds(
    db,
    rows.flatMap((row) => (row.last_id === null ? [] : [row.last_id])),
  );
  return {
    items: rows.map((row) => {
      const message = row.last_id === null ? undefined : last.get(row.last_id);
      return {
        order: { id: row.id, number: row.number, status: row.status, company: row.company },
        unreadCount: row.unread,
        canWrite: viewer.role !== 'FREELANCER' || row.until === null,
        lastMessage: message
          ? {
              id: message.id,
              authorName: authorName(message),
              mine: message.authorId === viewer.userId,
              preview: messagePreview(message, viewer),
              createdAt: message.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/**
 * GET /orders/{orderId}/messages: the access check (which also reads both read marks) and one
 * range scan of the thread's index.
 */
export async function readMessagePage(
  db: Executor,
  viewer: Viewer,
  orderId: number,
  { before, limit }: MessagePageQuery,
): Promise<MessagePage> {
  const access = await readableConversation(db, orderId, viewer);
  const rows = await findMessagePage(db, {
    orderId,
    ...(before === undefined ? {} : { before }),
    limit,
    visibleUntil: access.visibleUntil,
  });
  const now = new Date();
  return {
    order: access.order,
    canWrite: access.canWrite,
    items: rows
      .slice(0, limit)
      .reverse()
      .map((row) => toOrderMessage(row, viewer, { canWrite: access.canWrite, now })),
    hasMore: rows.length > limit,
    readUpTo: access.readUpTo,
    othersReadUpTo: access.othersReadUpTo,
  };
}
