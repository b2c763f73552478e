import { type AnyColumn, desc, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { assertBelowLimit, type ItemLimit } from './item-limit.ts';

/*
 * What the certificates, experience and education lists share: one-query reads by freelancer id,
 * adds within the list's limit, and changes that only the owner's own rows can match.
 */

/** A row of a list read: the user left-joined with one of its items (null when it has none). */
export interface OwnerItemRow<T> {
  role: string;
  item: T | null;
}

/**
 * The items of one freelancer read together with its role, so that a single query tells an empty
 * list from an unknown id: no user or another role is 404 `User not found` (as D19).
 */
export function freelancerItems<T>(rows: OwnerItemRow<T>[]): T[] {
  if (rows[0]?.role !== 'FREELANCER') throw notFound();
  return rows.flatMap(({ item }) => (item ? [item] : []));
}

/** Experience and education: ongoing first, then the newest start, then the newest id. */
export const periodOrder = (t: { startDate: AnyColumn; endDate: AnyColumn; id: AnyColumn }) =>
  [sql`${t.endDate} is null desc`, desc(t.startDate), desc(t.id)] satisfies SQL[];

/** Inserts with `insert` once the owner's list is known to be below its limit (same transaction). */
export const insertWithinLimit = <T>(
  db: Database,
  userId: number,
  limit: ItemLimit,
  insert: (tx: Transaction) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await assertBelowLimit(tx, userId, limit);
    return insert(tx);
  });

/**
 * An update or delete filtered by item id and owner matched nothing: the item is unknown or
 * another freelancer's, which answers 404 alike (never 403, API.md 1.5).
 */
export function assertChanged(changedRows: readonly unknown[], message: string): void {
  if (changedRows.length === 0) throw notFound(message);
}
