import { labelledEnum } from '../common/enums.ts';

/**
 * An assignment (F15) is an offer the freelancer answers (issue 25). A service without a
 * freelancer has no state, or DECLINED with the reason of the last one who declined.
 */
export const offerState = labelledEnum({
  OFFERED: 'Czeka na akceptację freelancera',
  ACCEPTED: 'Zaakceptowane',
  DECLINED: 'Odrzucone',
});

export type OfferState = (typeof offerState.keys)[number];

/** The longest reason a freelancer may give when declining. */
export const DECLINE_REASON_MAX = 500;
/** Hours after an offer when the freelancer is reminded, and when the guardian is told. */
export const OFFER_REMINDER_HOURS = 48;
export const OFFER_ESCALATION_HOURS = 96;
