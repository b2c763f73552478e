import type { Stats } from '@handlowo/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders, users } from '../../../db/schema/index.ts';
import { realInvestorCount } from '../investors/investor-list.repository.ts';

/**
 * F1 in one statement: uncorrelated scalar subqueries over one row, each an index-only count
 * where it can be. Temporary investors and their orders do not count, so both are "all minus
 * the temporary ones' " (the temporary users are few, behind a partial index; only investors
 * have orders). Every freelancer counts, onboarded or not.
 */
export async function readStats(db: Executor): Promise<Stats> {
  const allOrders = db.select({ n: count() }).from(orders);
  const temporaryOrders = db
    .select({ n: sql<number>`count(*) filter (where ${users.role} = 'INVESTOR')` })
    .from(users)
    .innerJoin(orders, eq(orders.investorId, users.id))
    .where(eq(users.isMock, true));
  const freelancerCount = db.select({ n: count() }).from(users).where(eq(users.role, 'FREELANCER'));
  const [row] = await db
    .select({
      orderCount: sql`((${allOrders}) - (${temporaryOrders}))`.mapWith(Number),
      investorCount: realInvestorCount(db),
      freelancerCount: sql`(${freelancerCount})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('the stats statement returned no row');
  return row;
}
