import { z } from 'zod';
import { counted, pluralNouns } from '../common/plural.ts';
import { DECLINE_REASON_MAX, offerState } from './offer-state.ts';

/** The wire schema of a service's acceptance state (issue 25; null: never assigned). */
export const OfferStateSchema = z.enum(offerState.keys);

/** The Polish messages of the freelancer's answer to an offer (issue 25, ours). */
export const offerMessages = {
  offerNotFound: 'Nie znaleziono takiej usługi wśród Twoich zleceń',
  offerAlreadyAccepted: 'Ta usługa została już przez Ciebie przyjęta',
  declineAfterAccept: 'Nie można odrzucić usługi, którą już przyjęto',
  offerNoLongerYours: 'Ta oferta nie czeka już na Twoją odpowiedź',
  declineReasonMax: `Powód może mieć maksymalnie ${counted(DECLINE_REASON_MAX, pluralNouns.character)}`,
  declineReasonInvalid: 'Podaj powód jako tekst',
} as const;

/**
 * `POST /freelancer/me/assignments/{orderActivityId}/decline`: an optional reason; blank text
 * counts as none.
 */
export const DeclineOfferBody = z.object({
  reason: z
    .string({ error: offerMessages.declineReasonInvalid })
    .trim()
    .max(DECLINE_REASON_MAX, offerMessages.declineReasonMax)
    .nullish()
    .transform((reason) => (reason ? reason : null)),
});
export type DeclineOfferBody = z.input<typeof DeclineOfferBody>;
