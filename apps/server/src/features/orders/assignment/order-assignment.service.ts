import { wizardMessages as m } from '@handlowo/contract';
import type { OrderRow } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { syncOrderFreelancers } from '../../conversations/conversation-membership.repository.ts';
import { type NotificationInput, notify } from '../../notifications/notify.ts';
import {
  guardianAssigned,
  offerReceived,
  offerToFreelancer,
} from '../mails/order-notifications.ts';
import type { OrderWriteContext } from '../mails/order-write-context.ts';
import { activateWhenAllAccepted } from '../offers/order-activation.ts';
import {
  findAdmin,
  findFreelancerOnboarding,
  findOrderIdOfService,
  findPeople,
  findServiceOfOrder,
  lockPanelOrder,
  setGuardian,
  setOffer,
} from './order-assignment.repository.ts';

/**
 * F12: the admin assigns the order's guardian (spec document 2 section 4: NEW → VERYFICATION).
 * The investor is notified (GUARDIAN_ASSIGNED, with its e-mail) when the guardian changes (the
 * first one or another one), not when the same admin is assigned again.
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
    await notify(tx, [
      guardianAssigned(context.webUrl, investor, {
        orderId: order.id,
        orderNumber: order.investorOrderNumber,
        guardian,
        replaced: order.adminId !== null,
      }),
    ]);
  });
  context.jobs.wake();
}

/**
 * F15: the admin offers a service to a freelancer (issue 25, ADR 018). The freelancer gets
 * OFFER_RECEIVED and answers it; whoever held the service before (offered or accepted) gets
 * OFFER_WITHDRAWN. Offering it again to the freelancer who holds it changes nothing. The order
 * becomes ACTIVE only when every service is ACCEPTED, which an assignment alone no longer
 * achieves, unless it leaves the services as they were and they all are. The order's row is
 * locked, so a parallel answer, re-assignment or added service (E4) is seen or waits.
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
    if (!service) throw notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
    const items: NotificationInput[] = [];
    const unchanged =
      service.freelancerId === freelancerId &&
      (service.offerState === 'OFFERED' || service.offerState === 'ACCEPTED');
    if (!unchanged) {
      const replaced = service.freelancerId;
      const key = {
        orderId: order.id,
        activityId: orderActivityId,
        freelancerId,
        previousFreelancerId: replaced ?? service.previousFreelancerId,
        now: new Date(),
      };
      if (!(await setOffer(tx, key))) {
        throw notFound(m.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
      }
      // The new freelancer joins the order's conversation, a replaced one becomes read-only.
      await syncOrderFreelancers(tx, order.id);
      items.push(
        offerReceived(context.webUrl, freelancer, {
          orderNumber: order.investorOrderNumber,
          company: investor.company,
          service: { ...service, orderActivityId },
        }),
      );
      const previous =
        replaced === null ? undefined : (await findPeople(tx, [replaced])).get(replaced);
      if (previous) {
        items.push(
          offerToFreelancer(
            context.webUrl,
            'OFFER_WITHDRAWN',
            { ...previous, orderActivityId, serviceName: service.serviceName },
            order.investorOrderNumber,
          ),
        );
      }
    }
    items.push(...(await activateWhenAllAccepted(tx, context.webUrl, { order, investor })));
    await notify(tx, items);
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
