import { z } from 'zod';
import { DECLINE_REASON_MAX, offerMessages, offerState } from './offer-state.ts';

/** The wire schema of a service's acceptance state (issue 25; null: never assigned). */
export const OfferStateSchema = z.enum(offerState.keys);

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
