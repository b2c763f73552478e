import { wizardMessages as m } from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { lockOrder } from '../orders/order-lock.repository.ts';
import {
  activateOrder,
  countUnassigned,
  findFreelancerOnboarding,
  findOrderIdOfService,
  isAdminId,
  setFreelancer,
  setGuardian,
} from './order-assignment.repository.ts';

/** F12: the admin assigns the order's guardian (spec document 2 section 4: NEW → VERYFICATION). */
export async function assignGuardian(
  db: Database,
  { orderId, adminId }: { orderId: number; adminId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(m.orderNotFound, 'ORDER_NOT_FOUND');
    if (!(await isAdminId(tx, adminId))) throw notFound(m.guardianNotFound, 'ADMIN_NOT_FOUND');
    await setGuardian(tx, order.id, adminId);
  });
}

/**
 * F15: the admin assigns a service's freelancer. When that leaves no service of a verified order
 * without a freelancer, the order becomes ACTIVE in the same transaction; the order's lock keeps
 * an investor's parallel add (E4) from slipping a service without a freelancer in between.
 */
export async function assignFreelancer(
  db: Database,
  { orderActivityId, freelancerId }: { orderActivityId: number; freelancerId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const orderId = await findOrderIdOfService(tx, orderActivityId);
    const order = orderId === undefined ? undefined : await lockOrder(tx, orderId);
    if (!order) throw notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
    const freelancer = await findFreelancerOnboarding(tx, freelancerId);
    if (!freelancer) throw notFound(m.freelancerNotFound, 'FREELANCER_NOT_FOUND');
    if (!freelancer.isOnboardingPassed) {
      throw badRequest(m.freelancerNotOnboarded, 'FREELANCER_NOT_ONBOARDED');
    }
    if (order.status === 'NEW') {
      throw badRequest(m.freelancerBeforeGuardian, 'ORDER_NOT_VERIFIED');
    }
    if (order.status !== 'VERYFICATION') {
      throw badRequest(m.freelancerOrderClosed, 'ORDER_CLOSED');
    }
    const key = { orderId: order.id, activityId: orderActivityId, freelancerId };
    if (!(await setFreelancer(tx, key))) {
      throw notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
    }
    if ((await countUnassigned(tx, order.id)) === 0) await activateOrder(tx, order.id);
  });
}
