import { type OrderStatus, orderStatus, type Role } from '@handlowo/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { listCounts } from '../../../db/schema/index.ts';

/*
 * The exact totals kept by the triggers of migration 0018 (ADR 009, issue 29): a counter is the
 * sum of its change rows (a handful between two folds), read through the `(name, value)` index
 * without touching the table, in place of a count over every listed row.
 */

/** `users.<ROLE>` counts the role's accounts without the temporary ones; `.temporary` those. */
export type UserCounterName = `users.${Role}` | `users.${Role}.temporary`;
/**
 * `orders.<STATUS>` counts the orders that have an investor; `.detached` the rest;
 * `.temporary` (migration 0020) those of temporary investors, who are among `orders.<STATUS>`.
 */
export type OrderCounterName =
  | `orders.${OrderStatus}`
  | `orders.${OrderStatus}.detached`
  | `orders.${OrderStatus}.temporary`;

/**
 * One counter as a scalar subquery (so a page still carries its total in one statement). The name
 * is a literal (the type allows only ours): a prepared statement then needs no parameter for it.
 */
export const counterValue = (name: UserCounterName | OrderCounterName): SQL<number> =>
  sql<number>`(select coalesce(sum(${listCounts.value}), 0) from ${listCounts} where ${listCounts.name} = ${sql.raw(`'${name}'`)})`.mapWith(
    Number,
  );

const everyOrderCounter: OrderCounterName[] = orderStatus.keys.flatMap((status) => [
  `orders.${status}` as const,
  `orders.${status}.detached` as const,
]);
const temporaryOrderCounters: OrderCounterName[] = orderStatus.keys.map(
  (status) => `orders.${status}.temporary` as const,
);

/**
 * The orders the panel counts (F1): every order (detached ones included) but the temporary
 * investors', in one pass over the counters' rows. The names are listed: a `like` pattern would
 * use the index only under the C collation.
 */
export const panelOrdersValue: SQL<number> = sql<number>`(select coalesce(sum(case when ${inArray(
  listCounts.name,
  temporaryOrderCounters,
)} then -${listCounts.value} else ${listCounts.value} end), 0) from ${listCounts} where ${inArray(
  listCounts.name,
  [...everyOrderCounter, ...temporaryOrderCounters],
)})`.mapWith(Number);

/** One counter on its own: the total of a page past the end, which has no row to carry it. */
export async function readCounter(
  db: Executor,
  name: UserCounterName | OrderCounterName,
): Promise<number> {
  const [row] = await db.select({ n: counterValue(name) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
