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
/** `orders.<STATUS>` counts the orders that have an investor; `.detached` the rest. */
export type OrderCounterName = `orders.${OrderStatus}` | `orders.${OrderStatus}.detached`;

/** One counter as a scalar subquery (so a page still carries its total in one statement). */
export const counterValue = (name: UserCounterName | OrderCounterName): SQL<number> =>
  sql<number>`(select coalesce(sum(${listCounts.value}), 0) from ${listCounts} where ${listCounts.name} = ${name})`.mapWith(
    Number,
  );

const everyOrderCounter: OrderCounterName[] = orderStatus.keys.flatMap((status) => [
  `orders.${status}` as const,
  `orders.${status}.detached` as const,
]);

/**
 * Every order counter's sum (all orders, detached ones included). The names are listed: a `like`
 * prefix would use the index only under the C collation.
 */
export const allOrdersValue: SQL<number> =
  sql<number>`(select coalesce(sum(${listCounts.value}), 0) from ${listCounts} where ${inArray(listCounts.name, everyOrderCounter)})`.mapWith(
    Number,
  );

/** One counter on its own: the total of a page past the end, which has no row to carry it. */
export async function readCounter(
  db: Executor,
  name: UserCounterName | OrderCounterName,
): Promise<number> {
  const [row] = await db.select({ n: counterValue(name) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}
