import type { OrderActivity, OrderActivityBody } from '@handlowo/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import {
  type OrderActivityRow,
  orderActivities,
  orders,
  pipelineMainTasks,
} from '../../../db/schema/index.ts';

/** A service's stored fields: the body with its main task checked against the order's stage. */
export type ServiceFields = Omit<OrderActivityBody, 'pipelineMainTaskId'> & {
  pipelineMainTaskId: number;
};

export interface MainTaskRow {
  id: number;
  name: string;
  description: string;
}

/** The main task if it belongs to the stage; undefined for another stage's or an unknown id. */
export async function findTaskOfPipeline(
  db: Executor,
  taskId: number,
  pipelineId: number,
): Promise<MainTaskRow | undefined> {
  const [row] = await db
    .select({
      id: pipelineMainTasks.id,
      name: pipelineMainTasks.name,
      description: pipelineMainTasks.description,
    })
    .from(pipelineMainTasks)
    .where(and(eq(pipelineMainTasks.id, taskId), eq(pipelineMainTasks.pipelineId, pipelineId)));
  return row;
}

/** The order of a service of the investor's; undefined for an unknown or foreign service. */
export async function findOrderIdOfActivity(
  db: Executor,
  investorId: number,
  activityId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderActivities.orderId })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .where(and(eq(orderActivities.id, activityId), eq(orders.investorId, investorId)));
  return row?.orderId;
}

/**
 * E4: inserts the service, or returns undefined when the main task is already on the order. The
 * unique index (order, main task) decides, so two parallel adds store exactly one row.
 */
export async function insertOrderActivity(
  tx: Transaction,
  orderId: number,
  fields: ServiceFields,
): Promise<OrderActivityRow | undefined> {
  const [row] = await tx
    .insert(orderActivities)
    .values({ orderId, ...fieldsOf(fields) })
    .onConflictDoNothing({ target: [orderActivities.orderId, orderActivities.pipelineMainTaskId] })
    .returning();
  return row;
}

/** Whether another service of the order already has the main task (E5; the order is locked). */
export async function taskTakenByOther(
  tx: Transaction,
  { orderId, activityId, taskId }: { orderId: number; activityId: number; taskId: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderActivities.id })
    .from(orderActivities)
    .where(
      and(
        eq(orderActivities.orderId, orderId),
        eq(orderActivities.pipelineMainTaskId, taskId),
        ne(orderActivities.id, activityId),
      ),
    );
  return row !== undefined;
}

/** E5: false when the service is gone (deleted by a request that held the order's lock first). */
export async function updateOrderActivity(
  tx: Transaction,
  { orderId, activityId }: { orderId: number; activityId: number },
  fields: ServiceFields,
): Promise<boolean> {
  const rows = await tx
    .update(orderActivities)
    .set(fieldsOf(fields))
    .where(and(eq(orderActivities.id, activityId), eq(orderActivities.orderId, orderId)))
    .returning({ id: orderActivities.id });
  return rows.length > 0;
}

export async function deleteOrderActivity(
  tx: Transaction,
  { orderId, activityId }: { orderId: number; activityId: number },
): Promise<boolean> {
  const rows = await tx
    .delete(orderActivities)
    .where(and(eq(orderActivities.id, activityId), eq(orderActivities.orderId, orderId)))
    .returning({ id: orderActivities.id });
  return rows.length > 0;
}

/** Only the columns a client may set (a body may carry more, e.g. E4's `orderId`). */
const fieldsOf = (body: ServiceFields) => ({
  pipelineMainTaskId: body.pipelineMainTaskId,
  amount: body.amount,
  period: body.period,
  startDate: body.startDate,
  description: body.description,
});

/** A new service as E4 answers it: no freelancer and no score yet, named after its main task. */
export const toOrderActivity = (row: OrderActivityRow, task: MainTaskRow): OrderActivity => ({
  id: row.id,
  name: task.name,
  pipelineMainTask: task,
  amount: row.amount,
  period: row.period,
  startDate: row.startDate,
  description: row.description,
  freelancer: null,
  score: row.score,
  offerState: row.offerState,
  declineReason: row.declineReason,
  // A new service is not rated (issue 27).
  opinion: null,
});
