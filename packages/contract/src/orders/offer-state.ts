import { labelledEnum } from '../common/enums.ts';
import { counted, pluralNouns } from '../common/plural.ts';

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

/** The Polish messages of the freelancer's answer to an offer (issue 25, ours). */
export const offerMessages = {
  offerNotFound: 'Nie znaleziono takiej usługi wśród Twoich zleceń',
  offerAlreadyAccepted: 'Ta usługa została już przez Ciebie przyjęta',
  declineAfterAccept: 'Nie można odrzucić usługi, którą już przyjęto',
  offerNoLongerYours: 'Ta oferta nie czeka już na Twoją odpowiedź',
  declineReasonMax: `Powód może mieć maksymalnie ${counted(DECLINE_REASON_MAX, pluralNouns.character)}`,
  declineReasonInvalid: 'Podaj powód jako tekst',
} as const;
