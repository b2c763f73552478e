import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The exact totals the admin lists and F1 show without counting (issue 29, ADR 009), as changes:
 * triggers of `users` and `orders` (migration 0018) append one row per counter a statement
 * changes, never update one, so that parallel writers neither wait for a hot counter row nor
 * deadlock over two of them; a counter is the sum of its rows. Every 256th row the writer folds
 * the table into one row per counter (under a try-advisory lock, in its own transaction's
 * snapshot, so a fold never loses or doubles a change).
 *
 * Names: `users.<ROLE>` and `users.<ROLE>.temporary` (by `is_mock`); `orders.<STATUS>` and
 * `orders.<STATUS>.detached` (no investor: a deleted account's realised order).
 */
export const listCounts = pgTable(
  'list_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  // A counter's rows in one index-only range: the read never visits the table.
  (t) => [index('list_counts_name_value_idx').on(t.name, t.value)],
);
