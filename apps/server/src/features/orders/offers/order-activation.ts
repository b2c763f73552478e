import type { Transaction } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import type { NotificationInput } from '../../notifications/notify.ts';
import {
  activateOrder,
  countNotAccepted,
  findOrderFreelancers,
} from '../assignment/order-assignment.repository.ts';
import { orderMilestone, type Person } from '../mails/order-notifications.ts';

/**
 * Under the order's lock: a VERYFICATION order whose every service has an ACCEPTED freelancer
 * becomes ACTIVE (issue 25; before, an assigned freelancer was enough). Returns the
 * notifications of the activation for the investor and the order's freelancers, none when the
 * order stays as it is.
 */
export async function activateWhenAllAccepted(
  tx: Transaction,
  webUrl: string,
  { order, investor }: { order: OrderRow; investor: Person | null },
): Promise<NotificationInput[]> {
  if (order.status !== 'VERYFICATION') return [];
  if ((await countNotAccepted(tx, order.id)) > 0) return [];
  await activateOrder(tx, order.id);
  return orderMilestone(webUrl, 'ORDER_ACTIVE', {
    investor,
    orderId: order.id,
    orderNumber: order.investorOrderNumber,
    freelancers: await findOrderFreelancers(tx, order.id),
  });
}
