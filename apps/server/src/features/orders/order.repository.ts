import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type OrderRow, orders } from '../../db/schema/index.ts';

/** What a new order may start with (issue 27: a repeat's stage, the inherited guardian). */
export type NewOrderValues = Partial<Pick<OrderRow, 'pipelineId' | 'adminId' | 'repeatOfOrderId'>>;

/**
 * Creates the investor's next order (number = previous max + 1). Run it in the transaction that
 * creates or locks the investor; the unique (investor, number) index rejects a racing duplicate.
 */
export async function createOrder(
  db: Executor,
  investorId: number,
  values: NewOrderValues = {},
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      ...values,
      investorId,
      investorOrderNumber: sql`(select coalesce(max(${orders.investorOrderNumber}), 0) + 1 from ${orders} where ${orders.investorId} = ${investorId})`,
    })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export function findOrdersOfInvestor(db: Executor, investorId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.investorId, investorId))
    .orderBy(orders.investorOrderNumber);
}
