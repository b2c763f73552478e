import { OFFER_ESCALATION_HOURS, OFFER_REMINDER_HOURS } from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { type NotificationInput, notify } from '../../notifications/notify.ts';
import { offerToFreelancer, offerToGuardian } from '../mails/order-notifications.ts';
import { findOffersToTell, markDueOffers } from './offer-timers.repository.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The unanswered offers' timers (issue 25), run hourly: 48 h after an offer its freelancer gets
 * OFFER_REMINDER, after 96 h the guardian OFFER_UNANSWERED, each once per offer (a new offer
 * resets them). Counted from the run's clock, which tests move.
 */
export async function runOfferTimers(
  { db, webUrl }: { db: Database; webUrl: string },
  now: Date,
): Promise<{ reminded: number; escalated: number }> {
  return db.transaction(async (tx) => {
    const reminded = await markDueOffers(tx, {
      column: 'remindedAt',
      cutoff: new Date(now.getTime() - OFFER_REMINDER_HOURS * HOUR),
      now,
    });
    const escalated = await markDueOffers(tx, {
      column: 'escalatedAt',
      cutoff: new Date(now.getTime() - OFFER_ESCALATION_HOURS * HOUR),
      now,
    });
    const offers = await findOffersToTell(tx, [...new Set([...reminded, ...escalated])]);
    const items: NotificationInput[] = [];
    const remindedSet = new Set(reminded);
    const escalatedSet = new Set(escalated);
    for (const offer of offers) {
      if (remindedSet.has(offer.orderActivityId)) {
        items.push(
          offerToFreelancer(
            webUrl,
            'OFFER_REMINDER',
            {
              id: offer.freelancerId,
              email: offer.freelancerEmail,
              orderActivityId: offer.orderActivityId,
              serviceName: offer.serviceName,
            },
            offer.orderNumber,
          ),
        );
      }
      if (
        escalatedSet.has(offer.orderActivityId) &&
        offer.guardianId !== null &&
        offer.guardianEmail !== null &&
        offer.investorId !== null
      ) {
        items.push(
          offerToGuardian(
            webUrl,
            'OFFER_UNANSWERED',
            { id: offer.guardianId, email: offer.guardianEmail },
            {
              investorId: offer.investorId,
              orderNumber: offer.orderNumber,
              service: offer.serviceName,
              freelancer: {
                firstName: offer.freelancerFirstName,
                lastName: offer.freelancerLastName,
              },
            },
          ),
        );
      }
    }
    await notify(tx, items);
    return { reminded: reminded.length, escalated: escalated.length };
  });
}
