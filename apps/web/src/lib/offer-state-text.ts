import { type OrderActivity, offerState } from '@handlowo/contract';

/*
 * How a service's acceptance state reads (issue 25), on the admin's investor detail and the
 * investor's order: the contract's labels, a declined one with its reason.
 */

export type OfferTone = 'waiting' | 'accepted' | 'declined';

/** The state's text and tone, or null for a service never assigned. */
export function offerStateText(
  service: Pick<OrderActivity, 'offerState' | 'declineReason'>,
): { text: string; tone: OfferTone } | null {
  switch (service.offerState) {
    case 'OFFERED':
      return { text: offerState.labels.OFFERED, tone: 'waiting' };
    case 'ACCEPTED':
      return { text: offerState.labels.ACCEPTED, tone: 'accepted' };
    case 'DECLINED': {
      const reason = service.declineReason?.trim();
      const label = offerState.labels.DECLINED;
      return { text: reason ? `${label}: ${reason}` : label, tone: 'declined' };
    }
    default:
      return null;
  }
}

/** Mantine text colours of the tones, dark enough for AA contrast on white. */
export const offerToneColor: Record<OfferTone, string> = {
  waiting: 'dark.6',
  accepted: 'teal.9',
  declined: 'red.9',
};
