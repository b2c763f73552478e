import type { MessageAttachment } from '@handlowo/contract';
import { and, between, desc, eq, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { orderMessageAttachments as files, orderMessages, users } from '../../db/schema/index.ts';

const author = alias(users, 'author');

const Attachments = z.preprocess(
  (value) => (typeof value === 'string' ? JSON.parse(value) : value),
  z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      size: z.number().int(),
      contentType: z.string(),
    }),
  ),
);

/**
 * A message with what the thread shows of its author and its files, in one statement: the
 * attachments come as one JSON array per message (a subquery on their message index).
 */
const messageColumns = {
  id: orderMessages.id,
  orderId: orderMessages.orderId,
  authorId: orderMessages.authorId,
  authorRole: orderMessages.authorRole,
  text: orderMessages.text,
  createdAt: orderMessages.createdAt,
  editedAt: orderMessages.editedAt,
  deletedAt: orderMessages.deletedAt,
  hiddenAt: orderMessages.hiddenAt,
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  authorCompany: author.company,
  attachments: sql<unknown>`coalesce((
    select json_agg(json_build_object('id', a.id, 'fileName', a.file_name,
      'size', a.byte_size, 'contentType', a.content_type) order by a.id)
    from ${files} a where a.message_id = ${orderMessages.id}), '[]'::json)`,
};

export interface MessageRow {
  id: number;
  orderId: number;
  authorId: number | null;
  authorRole: 'FREELANCER' | 'INVESTOR' | 'ADMIN';
  text: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorCompany: string | null;
  attachments: MessageAttachment[];
}

export function selectMessages(db: Executor, where: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(orderMessages)
    .leftJoin(author, eq(author.id, orderMessages.authorId))
    .where(where);
}

export const toMessageRow = ({
  attachments,
  ...row
}: { attachments: unknown } & Omit<MessageRow, 'attachments'>) =>
  ({ ...row, attachments: Attachments.parse(attachments) }) satisfies MessageRow;

/** Messages of a former freelancer's view end at `visibleUntil`. */
const visibleTo = (visibleUntil: Date | null) =>
  visibleUntil === null ? undefined : lte(orderMessages.createdAt, visibleUntil);

/**
 * One page of a thread: up to `limit` messages before `before` (or the newest), newest first,
 * plus one more to tell whether older ones exist. One range scan of (order_id, id) backwards.
 */
export async function findMessagePage(
  db: Executor,
  {
    orderId,
    before,
    limit,
    visibleUntil,
  }: { orderId: number; before?: number; limit: number; visibleUntil: Date | null },
): Promise<MessageRow[]> {
  const rows = await selectMessages(
    db,
    and(
      // `between`, not `=`, and the order by both columns: with `order_id = $1` PostgreSQL drops
      // the order_id sort key and may walk the primary key backwards, filtering out every newer
      // message of other conversations (52,000 rows, 20 ms, for an old thread of 5,000 among
      // 57,000 messages); this order only the (order_id, id) index gives (0.1 ms). Issue 26 bench.
      between(orderMessages.orderId, orderId, orderId),
      before === undefined ? undefined : lt(orderMessages.id, before),
      visibleTo(visibleUntil),
    ),
  )
    .orderBy(desc(orderMessages.orderId), desc(orderMessages.id))
    .limit(limit + 1);
  return rows.map(toMessageRow);
}

/** One message of the order as the viewer may see it; undefined when it is not theirs to see. */
export async function findMessage(
  db: Executor,
  {
    orderId,
    messageId,
    visibleUntil,
  }: { orderId: number; messageId: number; visibleUntil: Date | null },
): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(
    db,
    and(
      eq(orderMessages.id, messageId),
      eq(orderMessages.orderId, orderId),
      visibleTo(visibleUntil),
    ),
  );
  return row && toMessageRow(row);
}
