import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orderMessageAttachments as files, orderMessages } from '../../../db/schema/index.ts';

/** A stored attachment with what its download rule needs of its message. */
export interface AttachmentRow {
  storageKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  message: {
    authorId: number | null;
    createdAt: Date;
    deletedAt: Date | null;
    hiddenAt: Date | null;
  };
}

/** The attachment `attachmentId` of order `orderId` (another order's id finds nothing). */
export async function findAttachment(
  db: Executor,
  { orderId, attachmentId }: { orderId: number; attachmentId: number },
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      fileName: files.fileName,
      contentType: files.contentType,
      byteSize: files.byteSize,
      message: {
        authorId: orderMessages.authorId,
        createdAt: orderMessages.createdAt,
        deletedAt: orderMessages.deletedAt,
        hiddenAt: orderMessages.hiddenAt,
      },
    })
    .from(files)
    .innerJoin(orderMessages, eq(orderMessages.id, files.messageId))
    .where(and(eq(files.id, attachmentId), eq(files.orderId, orderId)));
  return row;
}
