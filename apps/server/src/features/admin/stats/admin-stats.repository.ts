import type { Stats } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { counterValue, panelOrdersValue } from '../lists/list-counts.ts';

/**
 * F1 in one prepared statement over one row: the trigger-kept counters (migrations 0018 and
 * 0020, ADR 009) instead of counts over every user and order. Temporary investors and their
 * orders do not count: the investors' counter leaves them out already; their orders are "all
 * minus the temporary ones' ", a counter too (joining the temporary investors with their orders
 * took about 1 ms of each request at 500 of them). Every freelancer counts, onboarded or not.
 */
const statsStatement = preparedPerDatabase('admin_stats', (db) =>
  db
    .select({
      orderCount: panelOrdersValue,
      investorCount: counterValue('users.INVESTOR'),
      freelancerCount: counterValue('users.FREELANCER'),
    })
    .from(sql`(select 1) as one`),
);

export async function readStats(db: Executor): Promise<Stats> {
  const [row] = await statsStatement(db).execute();
  if (!row) throw new Error('the stats statement returned no row');
  return row;
}
