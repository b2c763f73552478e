import {
  type CreateOrderActivityBody,
  isOrderEditable,
  wizardMessages as m,
  type OrderActivity,
  type OrderActivityBody,
} from '@handlowo/contract';
import type { Database, Transaction } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { syncOrderFreelancers } from '../../conversations/conversation-membership.repository.ts';
import { lockInvestorOrder } from '../order-lock.repository.ts';
import {
  deleteOrderActivity,
  findOrderIdOfActivity,
  findTaskOfPipeline,
  insertOrderActivity,
  type MainTaskRow,
  type ServiceFields,
  taskTakenByOther,
  toOrderActivity,
  updateOrderActivity,
} from './order-activity.repository.ts';

const orderNotFound = () => notFound(m.orderNotFound, 'ORDER_NOT_FOUND');
const activityNotFound = () => notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
const taskTaken = () => badRequest(m.mainTaskTaken, 'MAIN_TASK_TAKEN');

/** Services change only while the order is NEW or in verification (ours, `isOrderEditable`). */
function assertEditable(order: OrderRow) {
  if (!isOrderEditable(order.status)) throw badRequest(m.orderLocked, 'ORDER_LOCKED');
}

/**
 * The body's main task checked against the order's stage: a stage must be chosen, and the task
 * must be one of its tasks (an unknown task id is refused the same way).
 */
async function checkedFields(
  tx: Transaction,
  order: OrderRow,
  body: OrderActivityBody,
): Promise<{ fields: ServiceFields; task: MainTaskRow }> {
  if (order.pipelineId === null) throw badRequest(m.pipelineMissing, 'PIPELINE_MISSING');
  const taskId = body.pipelineMainTaskId;
  const task =
    taskId === undefined ? undefined : await findTaskOfPipeline(tx, taskId, order.pipelineId);
  if (!task) throw badRequest(m.mainTaskOutsidePipeline, 'MAIN_TASK_OUTSIDE_PIPELINE');
  return { fields: { ...body, pipelineMainTaskId: task.id }, task };
}

/** E4: adds a service to `orderId`, or to the investor's current draft (issue 27). */
export async function addOrderActivity(
  db: Database,
  investorId: number,
  { orderId, ...body }: CreateOrderActivityBody,
): Promise<OrderActivity> {
  return db.transaction(async (tx) => {
    const order = await lockInvestorOrder(tx, investorId, orderId);
    if (!order) throw orderNotFound();
    assertEditable(order);
    const { fields, task } = await checkedFields(tx, order, body);
    const row = await insertOrderActivity(tx, order.id, fields);
    if (!row) throw taskTaken();
    return toOrderActivity(row, task);
  });
}

/**
 * Locks the order of the investor's service `activityId`. The service's order never changes, so
 * reading it before taking the lock is safe; whether the service still exists is decided by the
 * write that follows under the lock.
 */
async function lockOrderOfActivity(tx: Transaction, investorId: number, activityId: number) {
  const orderId = await findOrderIdOfActivity(tx, investorId, activityId);
  const order =
    orderId === undefined ? undefined : await lockInvestorOrder(tx, investorId, orderId);
  if (!order) throw activityNotFound();
  return order;
}

/** E5: replaces every field; the main task may stay, or move to one not yet on the order. */
export async function editOrderActivity(
  db: Database,
  investorId: number,
  activityId: number,
  body: OrderActivityBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderOfActivity(tx, investorId, activityId);
    assertEditable(order);
    const { fields } = await checkedFields(tx, order, body);
    const key = { orderId: order.id, activityId };
    // The order's lock queues every other writer of its services, so this check cannot race.
    if (await taskTakenByOther(tx, { ...key, taskId: fields.pipelineMainTaskId })) {
      throw taskTaken();
    }
    if (!(await updateOrderActivity(tx, key, fields))) throw activityNotFound();
  });
}

/** E6. */
export async function removeOrderActivity(
  db: Database,
  investorId: number,
  activityId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderOfActivity(tx, investorId, activityId);
    assertEditable(order);
    if (!(await deleteOrderActivity(tx, { orderId: order.id, activityId }))) {
      throw activityNotFound();
    }
    // The service's freelancer, holding no other service of the order, becomes read-only.
    await syncOrderFreelancers(tx, order.id);
  });
}
