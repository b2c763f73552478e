import { and, eq, notInArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderActivities, orders, pipelineMainTasks, pipelines } from '../../db/schema/index.ts';

export async function pipelineExists(db: Executor, pipelineId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pipelines.id })
    .from(pipelines)
    .where(eq(pipelines.id, pipelineId));
  return row !== undefined;
}

/**
 * E3: sets the order's stage and deletes its services whose main task belongs to another stage
 * (all of them when the stage changes; none when the same stage is chosen again).
 */
export async function setOrderPipeline(tx: Transaction, orderId: number, pipelineId: number) {
  const tasksOfPipeline = tx
    .select({ id: pipelineMainTasks.id })
    .from(pipelineMainTasks)
    .where(eq(pipelineMainTasks.pipelineId, pipelineId));
  await tx
    .delete(orderActivities)
    .where(
      and(
        eq(orderActivities.orderId, orderId),
        notInArray(orderActivities.pipelineMainTaskId, tasksOfPipeline),
      ),
    );
  await tx.update(orders).set({ pipelineId }).where(eq(orders.id, orderId));
}
