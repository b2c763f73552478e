import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { type OrderRow, orders } from '../../db/schema/index.ts';

/*
 * Every write to an order or its services (E3–E6, F12, F15) starts by locking the order's row, so
 * the status checks and the "every service has a freelancer" rule see what the other writers
 * committed: a service added while the admin assigns the last freelancer either lands before the
 * order becomes ACTIVE (and keeps it in verification) or is refused because it is ACTIVE.
 */

/**
 * The current draft first (`currentDraftOf` in the contract: keep them equal): NEW before
 * VERYFICATION before the rest, then the newest.
 */
const draftRank = sql`case ${orders.status} when 'NEW' then 0 when 'VERYFICATION' then 1 else 2 end`;

/**
 * Locks an order of the investor: `orderId`, or, when omitted, the investor's current draft (the
 * newest order that is NEW, else the newest in VERYFICATION, else the newest order, which then
 * refuses the edit by its status; issue 27). Undefined when there is no such order or it belongs
 * to someone else.
 */
export async function lockInvestorOrder(
  tx: Transaction,
  investorId: number,
  orderId?: number,
): Promise<OrderRow | undefined> {
  const owned = eq(orders.investorId, investorId);
  const [row] = await tx
    .select()
    .from(orders)
    .where(orderId === undefined ? owned : and(owned, eq(orders.id, orderId)))
    .orderBy(asc(draftRank), desc(orders.investorOrderNumber))
    .limit(1)
    .for('update');
  return row;
}

/** Locks any order (the admin's assignments). */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}
