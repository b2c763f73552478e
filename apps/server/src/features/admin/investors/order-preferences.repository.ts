import type { OrderPreferences } from '@handlowo/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { orderActivities, orders, pipelineMainTasks, users } from '../../../db/schema/index.ts';

/*
 * The investor detail's preference notes (issue 27): what a repeated order ('Zamów ponownie')
 * asks for. One statement for all of the investor's orders (each order's preferred freelancers
 * are a `json_agg` subselect).
 */

const repeated = alias(orders, 'repeated');
const preferred = alias(users, 'preferred');
// An aliased table inside `sql` renders as its alias only: the subselect's join needs `table alias`.
const preferredTable = sql`${users} ${sql.identifier('preferred')}`;

type ServicePreference = OrderPreferences['services'][number];

/** The order's services that name a preferred freelancer, in the order's service order. */
const preferencesOf = sql<ServicePreference[]>`coalesce((
  select json_agg(json_build_object(
    'orderActivityId', ${orderActivities.id},
    'serviceName', ${pipelineMainTasks.name},
    'freelancer', json_build_object(
      'id', ${preferred.id},
      'firstName', ${preferred.firstName},
      'lastName', ${preferred.lastName}
    )
  ) order by ${orderActivities.createdAt}, ${orderActivities.id})
  from ${orderActivities}
  join ${pipelineMainTasks} on ${pipelineMainTasks.id} = ${orderActivities.pipelineMainTaskId}
  join ${preferredTable} on ${preferred.id} = ${orderActivities.preferredFreelancerId}
  where ${orderActivities.orderId} = ${orders.id}
), '[]'::json)`;

/** The investor's orders that carry a preference, by number; the caller checks the investor. */
export async function findOrderPreferences(
  db: Executor,
  investorId: number,
): Promise<OrderPreferences[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      repeatOfOrderNumber: repeated.investorOrderNumber,
      services: preferencesOf,
    })
    .from(orders)
    .leftJoin(repeated, eq(repeated.id, orders.repeatOfOrderId))
    .where(eq(orders.investorId, investorId))
    .orderBy(asc(orders.investorOrderNumber));
  return rows.filter((row) => row.repeatOfOrderNumber !== null || row.services.length > 0);
}
