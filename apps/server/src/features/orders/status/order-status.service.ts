import { adminMessages, wizardMessages } from '@handlowo/contract';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { notify } from '../../notifications/notify.ts';
import { findOrderFreelancers, lockPanelOrder } from '../assignment/order-assignment.repository.ts';
import { orderMilestone } from '../mails/order-notifications.ts';
import type { OrderWriteContext } from '../mails/order-write-context.ts';
import { findServicesToRate, reviewRequest } from '../opinions/review-request.ts';
import { markRealized } from './order-status.repository.ts';

/**
 * G2: the admin finishes an order, ACTIVE → REALIZED only (then F16 can rate its services). The
 * order's row is locked, so two parallel finishes give one 204 and one 400 and one ORDER_REALIZED (with its mail) to
 * the investor and each freelancer of the order.
 */
export async function finishOrder(context: OrderWriteContext, orderId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const found = await lockPanelOrder(tx, orderId);
    if (!found) throw notFound(wizardMessages.orderNotFound, 'ORDER_NOT_FOUND');
    const { order, investor } = found;
    if (order.status !== 'ACTIVE') {
      throw badRequest(adminMessages.orderFinishNotActive, 'ORDER_NOT_ACTIVE');
    }
    await markRealized(tx, order.id);
    const orderNumber = order.investorOrderNumber;
    await notify(tx, [
      ...orderMilestone(context.webUrl, 'ORDER_REALIZED', {
        investor,
        orderId: order.id,
        orderNumber,
        freelancers: await findOrderFreelancers(tx, order.id),
      }),
      // Issue 27: the investor is asked to rate each service's freelancer.
      ...reviewRequest(context.webUrl, investor, {
        orderId: order.id,
        orderNumber,
        services: await findServicesToRate(tx, order.id),
      }),
    ]);
  });
  context.jobs.wake();
}
