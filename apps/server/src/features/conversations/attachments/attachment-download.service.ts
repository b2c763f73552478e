import type { Readable } from 'node:stream';
import { conversationMessages as m } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/errors.ts';
import { MediaNotFoundError } from '../../media/media-storage.ts';
import { isVisibleTo } from '../conversation-access.ts';
import {
  type ConversationAccess,
  findConversationAccess,
  type Viewer,
} from '../conversation-membership.repository.ts';
import { contentShownTo } from '../message-view.ts';
import { type AttachmentRow, findAttachment } from './attachment.repository.ts';

/**
 * One answer for every refusal: an unknown id, another order's attachment, a non-member, a
 * message the viewer may not see. None of them says whether the file exists.
 */
export const attachmentNotFound = () => notFound(m.attachmentNotFound, 'ATTACHMENT_NOT_FOUND');

/** An attachment the viewer may download, with its bytes opened. */
export interface OpenedAttachment {
  fileName: string;
  contentType: string;
  size: number;
  content: Readable;
}

/**
 * Whether the viewer may see the files of the attachment's message, by the thread's rules: not a
 * deleted message; a former freelancer only messages written while a member; a hidden message
 * only its author and the admins (everyone else sees the placeholder without files).
 */
function mayDownload(
  { message }: AttachmentRow,
  viewer: Viewer,
  access: ConversationAccess,
): boolean {
  return isVisibleTo(message, access) && contentShownTo(message, viewer);
}

/** GET /orders/{orderId}/attachments/{attachmentId}: membership, the message's rules, the bytes. */
export async function openAttachment(
  app: FastifyInstance,
  { viewer, orderId, attachmentId }: { viewer: Viewer; orderId: number; attachmentId: number },
): Promise<OpenedAttachment> {
  const access = await findConversationAccess(app.db, orderId, viewer);
  if (!access) throw attachmentNotFound();
  const attachment = await findAttachment(app.db, { orderId, attachmentId });
  if (!attachment || !mayDownload(attachment, viewer, access)) {
    throw attachmentNotFound();
  }
  try {
    const content = await app.media.createReadStream(attachment.storageKey);
    return {
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.byteSize,
      content,
    };
  } catch (error) {
    // Deleted with its message between the lookup and the open: gone, not a failure.
    if (error instanceof MediaNotFoundError) throw attachmentNotFound();
    throw error;
  }
}
