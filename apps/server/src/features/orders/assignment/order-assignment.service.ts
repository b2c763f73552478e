import { wizardMessages as m } from '@handlowo/contract';
import type { OrderRow } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import { enqueueMails } from '../../jobs/mail-job.ts';
import {
  guardianAssignedMail,
  orderActiveMail,
  serviceAssignedMail,
} from '../mails/order-mail-texts.ts';
import type { OrderWriteContext } from '../mails/order-write-context.ts';
import {
  activateOrder,
  countUnassigned,
  findAdmin,
  findFreelancerOnboarding,
  findOrderIdOfService,
  findServiceOfOrder,
  lockPanelOrder,
  setFreelancer,
  setGuardian,
} from './order-assignment.repository.ts';

/**
 * F12: the admin assigns the order's guardian (spec document 2 section 4: NEW → VERYFICATION).
 * The investor is mailed when the guardian changes (the first one or another one), not when the
 * same admin is assigned again.
 */
export async function assignGuardian(
  context: OrderWriteContext,
  { orderId, adminId }: { orderId: number; adminId: number },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const found = await lockPanelOrder(tx, orderId);
    if (!found) throw notFound(m.orderNotFound, 'ORDER_NOT_FOUND');
    const { order, investor } = found;
    const guardian = await findAdmin(tx, adminId);
    if (!guardian) throw notFound(m.guardianNotFound, 'ADMIN_NOT_FOUND');
    await setGuardian(tx, order.id, adminId);
    if (order.adminId === adminId) return;
    await enqueueMails(tx, [
      guardianAssignedMail(context.webUrl, investor, {
        orderNumber: order.investorOrderNumber,
        guardian,
        replaced: order.adminId !== null,
      }),
    ]);
  });
  context.jobs.wake();
}

/**
 * F15: the admin assigns a service's freelancer. When that leaves no service of a verified order
 * without a freelancer, the order becomes ACTIVE in the same transaction; the order's lock keeps
 * an investor's parallel add (E4) from slipping a service without a freelancer in between. The
 * freelancer is mailed when the service is newly theirs, the investor when the order activates.
 */
export async function assignFreelancer(
  context: OrderWriteContext,
  { orderActivityId, freelancerId }: { orderActivityId: number; freelancerId: number },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const orderId = await findOrderIdOfService(tx, orderActivityId);
    const found = orderId === undefined ? undefined : await lockPanelOrder(tx, orderId);
    if (!found) throw notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
    const { order, investor } = found;
    const freelancer = await findFreelancerOnboarding(tx, freelancerId);
    if (!freelancer) throw notFound(m.freelancerNotFound, 'FREELANCER_NOT_FOUND');
    if (!freelancer.isOnboardingPassed) {
      throw badRequest(m.freelancerNotOnboarded, 'FREELANCER_NOT_ONBOARDED');
    }
    assertVerification(order);
    const service = await findServiceOfOrder(tx, {
      orderId: order.id,
      activityId: orderActivityId,
    });
    const key = { orderId: order.id, activityId: orderActivityId, freelancerId };
    if (!service || !(await setFreelancer(tx, key))) {
      throw notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
    }
    const activated = (await countUnassigned(tx, order.id)) === 0;
    if (activated) await activateOrder(tx, order.id);
    const mails: MailMessage[] = [];
    if (service.freelancerId !== freelancerId) {
      mails.push(serviceAssignedMail(context.webUrl, freelancer, service));
    }
    if (activated) {
      mails.push(
        orderActiveMail(context.webUrl, investor, { orderNumber: order.investorOrderNumber }),
      );
    }
    await enqueueMails(tx, mails);
  });
  context.jobs.wake();
}

/** Freelancers are assigned only while the order is in verification. */
function assertVerification(order: OrderRow) {
  if (order.status === 'NEW') {
    throw badRequest(m.freelancerBeforeGuardian, 'ORDER_NOT_VERIFIED');
  }
  if (order.status !== 'VERYFICATION') {
    throw badRequest(m.freelancerOrderClosed, 'ORDER_CLOSED');
  }
}
