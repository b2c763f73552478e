import { adminMessages, wizardMessages } from '@handlowo/contract';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { enqueueMails } from '../../jobs/mail-job.ts';
import { lockPanelOrder } from '../assignment/order-assignment.repository.ts';
import { orderRealizedMail } from '../mails/order-mail-texts.ts';
import type { OrderWriteContext } from '../mails/order-write-context.ts';
import { markRealized } from './order-status.repository.ts';

/**
 * G2: the admin finishes an order, ACTIVE → REALIZED only (then F16 can rate its services). The
 * order's row is locked, so two parallel finishes give one 204 and one 400 and one mail.
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
    await enqueueMails(tx, [
      orderRealizedMail(context.webUrl, investor, { orderNumber: order.investorOrderNumber }),
    ]);
  });
  context.jobs.wake();
}
