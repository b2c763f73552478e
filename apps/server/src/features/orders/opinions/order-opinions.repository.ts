import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import {
  orderActivities,
  orders,
  pictures,
  pipelineMainTasks,
  users,
} from '../../../db/schema/index.ts';

/**
 * A real investor of the panel (a temporary one is not: issue 10): the review's author, with the
 * media key of their avatar (the small rendition, as D37 shows authors).
 */
export async function findPanelInvestor(db: Executor, investorId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: sql<string | null>`(
        select coalesce(${pictures.smallStorageKey}, ${pictures.storageKey}) from ${pictures}
        where ${pictures.userId} = ${investorId} and ${pictures.kind} = 'AVATAR'
      )`,
    })
    .from(users)
    .where(and(eq(users.id, investorId), eq(users.role, 'INVESTOR'), eq(users.isMock, false)));
  return row;
}

/** The order of the investor's service; undefined when the service is not the investor's. */
export async function findOrderIdOfInvestorService(
  db: Executor,
  { investorId, activityId }: { investorId: number; activityId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .where(and(eq(orderActivities.id, activityId), eq(orders.investorId, investorId)));
  return row?.orderId;
}

/** The service as rating needs it (read under the order's lock), with its freelancer's e-mail. */
export async function findServiceToRate(tx: Transaction, activityId: number) {
  const [row] = await tx
    .select({
      freelancerId: orderActivities.freelancerId,
      score: orderActivities.score,
      serviceName: pipelineMainTasks.name,
      freelancerEmail: users.email,
      orderNumber: orders.investorOrderNumber,
    })
    .from(orderActivities)
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .leftJoin(users, eq(users.id, orderActivities.freelancerId))
    .where(eq(orderActivities.id, activityId));
  return row;
}

/**
 * Sets the service's score unless it has one: false when another rating got there first (the
 * `score is null` condition makes the check and the write one step).
 */
export async function setServiceScore(
  tx: Transaction,
  activityId: number,
  score: number,
): Promise<boolean> {
  const rows = await tx
    .update(orderActivities)
    .set({ score })
    .where(and(eq(orderActivities.id, activityId), isNull(orderActivities.score)))
    .returning({ id: orderActivities.id });
  return rows.length > 0;
}

/** The order's `averageScore`: the mean of its rated services' scores, 2 decimals. */
export async function refreshOrderAverage(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      averageScore: sql`(
        select round(avg(${orderActivities.score}::numeric), 2)::float8 from ${orderActivities}
        where ${orderActivities.orderId} = ${orderId} and ${orderActivities.score} is not null
      )`,
    })
    .where(eq(orders.id, orderId));
}
