import type { Stats } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { orders, users } from '../../../db/schema/index.ts';
import { allOrdersValue, counterValue } from '../lists/list-counts.ts';

/**
 * F1 in one prepared statement over one row: the trigger-kept counters (migration 0018, ADR 009)
 * instead of counts over every user and order. Temporary investors and their orders do not count:
 * the investors' counter leaves them out already; their orders are "all minus the temporary
 * ones' " (the temporary users are few, behind a partial index; only investors have orders).
 * Every freelancer counts, onboarded or not.
 */
const statsStatement = preparedPerDatabase('admin_stats', (db) => {
  const temporaryOrders = db
    .select({ n: sql<number>`count(*) filter (where ${users.role} = 'INVESTOR')` })
    .from(users)
    .innerJoin(orders, eq(orders.investorId, users.id))
    .where(eq(users.isMock, true));
  return db
    .select({
      orderCount: sql<number>`(${allOrdersValue} - (${temporaryOrders}))`.mapWith(Number),
      investorCount: counterValue('users.INVESTOR'),
      freelancerCount: counterValue('users.FREELANCER'),
    })
    .from(sql`(select 1) as one`);
});

export async function readStats(db: Executor): Promise<Stats> {
  const [row] = await statsStatement(db).execute();
  if (!row) throw new Error('the stats statement returned no row');
  return row;
}
