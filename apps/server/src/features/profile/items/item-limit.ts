import { type AnyColumn, and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { lockUserMedia } from '../../media/media-lock.ts';

export interface ItemLimit {
  table: PgTable;
  /** The column naming the owner (the freelancer's user id). */
  owner: AnyColumn;
  /** Narrows the rows that count (the portfolio's pictures share a table with the avatar). */
  where?: SQL;
  max: number;
  /** The Polish 400 message when the list is full. */
  message: string;
}

/**
 * Refuses an add that would take a profile list over its limit. Counting is only atomic when two
 * adds cannot count at the same time, so the owner's user row is locked first (the same lock the
 * media writes take): parallel adds queue on it, and the last one over the limit gets 400.
 * Call it inside the transaction that inserts the row.
 */
export async function assertBelowLimit(
  tx: Transaction,
  userId: number,
  { table, owner, where, max, message }: ItemLimit,
): Promise<void> {
  await lockUserMedia(tx, userId);
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(owner, userId), where));
  if ((row?.n ?? 0) >= max) throw badRequest(message, 'LIMIT_REACHED');
}
