import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type OrderActivityRow,
  orderActivities,
  orders,
  pipelineMainTasks,
} from '../db/schema/index.ts';

/**
 * Puts a service on an investor's first order straight into the database (the stage set to
 * `pipelineId`, the stage's `taskIndex`-th main task), optionally with its assigned freelancer, as
 * the admin's assignment (F15) will. For tests of what reads orders, not of E3–E6 themselves.
 */
export async function insertOrderActivity(
  app: FastifyInstance,
  {
    investorId,
    freelancerId = null,
    pipelineId = 1,
    taskIndex = 0,
  }: { investorId: number; freelancerId?: number | null; pipelineId?: number; taskIndex?: number },
): Promise<OrderActivityRow> {
  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ pipelineId })
      .where(and(eq(orders.investorId, investorId), eq(orders.investorOrderNumber, 1)))
      .returning({ id: orders.id });
    if (!order) throw new Error(`investor ${investorId} has no order #1`);
    const tasks = await tx
      .select({ id: pipelineMainTasks.id })
      .from(pipelineMainTasks)
      .where(eq(pipelineMainTasks.pipelineId, pipelineId))
      .orderBy(asc(pipelineMainTasks.position));
    const task = tasks[taskIndex];
    if (!task) throw new Error(`pipeline ${pipelineId} has no main task ${taskIndex}`);
    const [row] = await tx
      .insert(orderActivities)
      .values({
        orderId: order.id,
        pipelineMainTaskId: task.id,
        amount: 50,
        period: 3,
        startDate: '2027-01-04',
        description: 'Umawianie spotkań z właścicielami firm.',
        freelancerId,
      })
      .returning();
    if (!row) throw new Error('order activity insert returned no row');
    return row;
  });
}
