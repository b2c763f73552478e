import { wizardMessages as m } from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { syncOrderFreelancers } from '../conversations/conversation-membership.repository.ts';
import { lockInvestorOrder } from './order-lock.repository.ts';
import { pipelineExists, setOrderPipeline } from './order-pipeline.repository.ts';

/**
 * E3: the investor chooses the order's funnel stage. Only while the order is NEW: later the
 * guardian verifies the services chosen for that stage.
 */
export async function chooseOrderPipeline(
  db: Database,
  investorId: number,
  { orderId, pipelineId }: { orderId: number; pipelineId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockInvestorOrder(tx, investorId, orderId);
    if (!order) throw notFound(m.orderNotFound, 'ORDER_NOT_FOUND');
    if (!(await pipelineExists(tx, pipelineId))) {
      throw notFound(m.pipelineNotFound, 'PIPELINE_NOT_FOUND');
    }
    if (order.status !== 'NEW') throw badRequest(m.pipelineLocked, 'PIPELINE_LOCKED');
    await setOrderPipeline(tx, order.id, pipelineId);
    // A new stage deletes the services of the old one (with any freelancer they had).
    await syncOrderFreelancers(tx, order.id);
  });
}
