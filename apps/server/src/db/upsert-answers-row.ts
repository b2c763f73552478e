import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** A table of answers: one row per user, keyed by `user_id`, created lazily by the first save. */
type AnswersTable = PgTable & { userId: AnyPgColumn; updatedAt: AnyPgColumn };

export type AnswerColumns<T extends AnswersTable> = Partial<
  Omit<T['$inferInsert'], 'userId' | 'updatedAt'>
>;

/**
 * Writes answers into the user's row of `table`, creating the row on the first save (no answers
 * = just make sure the row exists, e.g. before writing a list that hangs off it).
 */
export async function upsertAnswersRow<T extends AnswersTable>(
  db: Executor,
  table: T,
  userId: number,
  answers: AnswerColumns<T> = {},
): Promise<void> {
  const values = { ...answers, updatedAt: new Date() };
  const row: T['$inferInsert'] = { ...values, userId };
  const set: PgUpdateSetSource<T> = values;
  await db.insert(table).values(row).onConflictDoUpdate({ target: table.userId, set });
}
