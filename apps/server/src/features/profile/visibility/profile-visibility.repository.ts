import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderActivities, orders } from '../../../db/schema/index.ts';

/**
 * True when `freelancerId` is assigned to a service of one of the investor's orders. An existence
 * test (LIMIT 1) over `order_activities_freelancer_id_idx`: a freelancer holds few services, and
 * each joins its order by primary key, so the cost does not grow with the tables.
 */
export async function isAssignedToInvestor(
  db: Database,
  investorId: number,
  freelancerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .where(and(eq(orderActivities.freelancerId, freelancerId), eq(orders.investorId, investorId)))
    .limit(1);
  return rows.length > 0;
}
