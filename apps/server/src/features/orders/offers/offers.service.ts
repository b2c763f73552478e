import { offerMessages as m } from '@handlowo/contract';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { syncOrderFreelancers } from '../../conversations/conversation-membership.repository.ts';
import { type NotificationInput, notify } from '../../notifications/notify.ts';
import { lockPanelOrder } from '../assignment/order-assignment.repository.ts';
import { offerDeclined, offerToGuardian } from '../mails/order-notifications.ts';
import type { OrderWriteContext } from '../mails/order-write-context.ts';
import {
  findOfferUnderLock,
  findOrderIdOfOffer,
  findPerson,
  markAccepted,
  markDeclined,
} from './offer.repository.ts';
import { activateWhenAllAccepted } from './order-activation.ts';

export type OfferAnswer = { kind: 'ACCEPT' } | { kind: 'DECLINE'; reason: string | null };

const offerNotFound = () => notFound(m.offerNotFound, 'OFFER_NOT_FOUND');

/**
 * The freelancer answers the offer of a service (issue 25). Under the order's lock, so a parallel
 * answer or re-assignment (F15) queues behind it and sees its result: exactly one wins.
 * - Someone else's service (never theirs) or an unknown id: 404.
 * - Their accepted service: 400 (a second answer; declining after accepting is refused).
 * - A service taken from them (declined, or given to someone else): 400.
 * Accepting notifies the guardian and, when every service of the order is accepted, makes the
 * order ACTIVE (investor and freelancers notified). Declining returns the service to
 * unassigned with the reason and notifies the guardian (OFFER_DECLINED, with its e-mail).
 */
export async function answerOffer(
  context: OrderWriteContext,
  { freelancerId, orderActivityId }: { freelancerId: number; orderActivityId: number },
  answer: OfferAnswer,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const orderId = await findOrderIdOfOffer(tx, orderActivityId);
    const found = orderId === undefined ? undefined : await lockPanelOrder(tx, orderId);
    const offer = found && (await findOfferUnderLock(tx, orderActivityId));
    if (!found || !offer || offer.orderId !== found.order.id) throw offerNotFound();
    if (offer.freelancerId !== freelancerId) {
      if (offer.previousFreelancerId === freelancerId) {
        throw badRequest(m.offerNoLongerYours, 'OFFER_NOT_PENDING');
      }
      throw offerNotFound();
    }
    if (offer.offerState !== 'OFFERED') {
      throw answer.kind === 'ACCEPT'
        ? badRequest(m.offerAlreadyAccepted, 'OFFER_ALREADY_ACCEPTED')
        : badRequest(m.declineAfterAccept, 'OFFER_ALREADY_ACCEPTED');
    }
    const { order, investor } = found;
    const now = new Date();
    const freelancer = await findPerson(tx, freelancerId);
    const guardian = order.adminId === null ? undefined : await findPerson(tx, order.adminId);
    const about = {
      investorId: investor.id,
      orderNumber: order.investorOrderNumber,
      service: offer.serviceName,
      freelancer: freelancer ?? { firstName: '', lastName: '' },
    };
    const items: NotificationInput[] = [];
    if (answer.kind === 'ACCEPT') {
      await markAccepted(tx, { orderActivityId, freelancerId, now });
      if (guardian) items.push(offerToGuardian(context.webUrl, 'OFFER_ACCEPTED', guardian, about));
      items.push(...(await activateWhenAllAccepted(tx, context.webUrl, { order, investor })));
    } else {
      await markDeclined(tx, { orderActivityId, freelancerId, reason: answer.reason, now });
      // Holding no other service of the order, they keep the conversation read-only.
      await syncOrderFreelancers(tx, order.id);
      if (guardian) {
        items.push(offerDeclined(context.webUrl, guardian, { ...about, reason: answer.reason }));
      }
    }
    await notify(tx, items);
  });
  context.jobs.wake();
}
