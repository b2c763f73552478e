import {
  type MessageCreateBody,
  conversationMessages as m,
  messageTextField,
  type OrderMessage,
} from '@handlowo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { readMessageUpload, type StoredAttachment } from './attachments/message-upload.ts';
import { assertWritable, lockConversation, readableConversation } from './conversation-access.ts';
import {
  findDigestRecipients,
  findSignalRecipients,
  type Viewer,
} from './conversation-membership.repository.ts';
import { signalConversation } from './conversation-signal.ts';
import { scheduleMessageDigests } from './digest/schedule-digests.ts';
import { findMessage } from './message-rows.repository.ts';
import { countMessage } from './message-throttle.ts';
import { toOrderMessage } from './message-view.ts';
import { insertAttachments, insertMessage, markRead } from './message-write.repository.ts';

/** What a message is made of, whichever body brought it. */
interface MessageContent {
  text: string;
  files: StoredAttachment[];
  /** Removes files already stored when the message is refused. */
  discard(): Promise<void>;
}

const emptyMessage = () => badRequest(m.textRequired, 'MESSAGE_EMPTY');

/** The multipart form (text and files, stored already) or the JSON body (validated already). */
async function readContent(
  app: FastifyInstance,
  request: FastifyRequest,
  body: MessageCreateBody | undefined,
): Promise<MessageContent> {
  if (!request.isMultipart()) {
    if (!body) throw emptyMessage();
    return { text: body.text, files: [], discard: async () => {} };
  }
  const upload = await readMessageUpload(app, request);
  if (upload.text === '') {
    if (upload.files.length > 0) return upload;
    await upload.discard();
    throw emptyMessage();
  }
  // The form's text meets the same rules as the JSON's (length, no control characters).
  const text = messageTextField.safeParse(upload.text);
  if (!text.success) {
    await upload.discard();
    throw badRequest(text.error.issues[0]?.message ?? m.textInvalid, 'VALIDATION');
  }
  return { text: text.data, files: upload.files, discard: () => upload.discard() };
}

/**
 * POST /orders/{orderId}/messages. Membership and the throttle are checked before any file is
 * stored; then, under the order's lock (membership checked again), the message and its files are
 * written, the author's read mark moves to it, the members and admins are signalled and the
 * digests of the other members scheduled. A refused or failed write removes the stored files.
 */
export async function postMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    viewer,
    orderId,
    body,
  }: { viewer: Viewer; orderId: number; body: MessageCreateBody | undefined },
): Promise<OrderMessage> {
  assertWritable(await readableConversation(app.db, orderId, viewer));
  await countMessage(app.db, viewer.userId);
  const content = await readContent(app, request, body);
  try {
    return await app.db.transaction(async (tx) => {
      const access = await lockConversation(tx, orderId, viewer);
      assertWritable(access);
      const written = await insertMessage(tx, {
        orderId,
        authorId: viewer.userId,
        authorRole: viewer.role,
        text: content.text,
      });
      await insertAttachments(tx, { messageId: written.id, orderId }, content.files);
      await markRead(tx, { orderId, userId: viewer.userId, upTo: written.id });
      await signalConversation(tx, orderId, [
        ...(await findSignalRecipients(tx, orderId)),
        viewer.userId,
      ]);
      const others = await findDigestRecipients(tx, access, orderId);
      await scheduleMessageDigests(tx, {
        orderId,
        messageId: written.id,
        createdAt: written.createdAt,
        recipientIds: others.filter((id) => id !== viewer.userId),
      });
      const row = await findMessage(tx, { orderId, messageId: written.id, visibleUntil: null });
      if (!row) throw new Error('the message just written is gone');
      return toOrderMessage(row, viewer, { canWrite: true });
    });
  } catch (error) {
    await content.discard();
    throw error;
  }
}
