import { z } from 'zod';
import { OpinionBody } from '../admin/opinion.ts';
import { counted, pluralNouns } from '../common/plural.ts';
import { ReviewAuthorType, ReviewCategory } from '../profile/enum-schemas.ts';

/*
 * Opinions written by the client (issue 27): the investor rates each service of a realised order
 * once and may edit it for 14 days; the reviewed freelancer may answer each opinion once,
 * publicly. The admin's F16 stays for feedback the client gave another way (GUARDIAN).
 */

/** How long the investor may edit their opinion after writing it. */
export const OPINION_EDIT_DAYS = 14;
/** The freelancer's public answer to an opinion. */
export const OPINION_REPLY_MAX = 1000;

export const clientOpinionMessages = {
  /** F16 on a service its investor already rated. */
  ratedByInvestor: 'Tę usługę ocenił już klient: jego opinii nie można zastąpić oceną opiekuna',
  /** The investor's POST on a service the guardian already rated (F16). */
  ratedByGuardian: 'Tę usługę ocenił już opiekun Handlowo na podstawie rozmowy z Tobą',
  alreadyRated: 'Ta usługa została już przez Ciebie oceniona: możesz edytować swoją opinię',
  notRealized: 'Ocenić można tylko usługę zrealizowanego zlecenia',
  noFreelancer: 'Ta usługa nie ma freelancera, którego można ocenić',
  opinionNotFound: 'Nie znaleziono Twojej opinii o tej usłudze',
  editWindowClosed: `Opinię można edytować tylko przez ${counted(OPINION_EDIT_DAYS, pluralNouns.day)} od jej wystawienia`,
  replyNotFound: 'Nie znaleziono takiej opinii o Tobie',
  alreadyReplied: 'Ta opinia ma już Twoją odpowiedź: można ją dodać tylko raz',
  replyRequired: 'Wpisz treść odpowiedzi',
  replyMax: `Odpowiedź może mieć maksymalnie ${counted(OPINION_REPLY_MAX, pluralNouns.character)}`,
} as const;

/**
 * `POST|PUT /investor/order-activities/{orderActivityId}/opinion`: F16's body without the ids
 * (the service is in the path, its freelancer implied); all four categories exactly once.
 */
export const ClientOpinionBody = OpinionBody.pick({ text: true, categoryOpinions: true });
export type ClientOpinionBody = z.infer<typeof ClientOpinionBody>;

/** `POST /freelancer/me/opinions/{opinionId}/reply`. */
export const OpinionReplyBody = z.object({
  text: z
    .string({ error: clientOpinionMessages.replyRequired })
    .trim()
    .min(1, clientOpinionMessages.replyRequired)
    .max(OPINION_REPLY_MAX, clientOpinionMessages.replyMax),
});
export type OpinionReplyBody = z.infer<typeof OpinionReplyBody>;

/**
 * Ours (issue 27), on each service of the investor's Order: the opinion of the service, whoever
 * wrote it; null while nobody has. The investor may rate while it is null (REALIZED order, a
 * freelancer) and edit while `editableUntil` (their own opinion only) is in the future.
 */
export const OrderActivityOpinion = z.object({
  id: z.number(),
  authorType: ReviewAuthorType,
  date: z.string(),
  text: z.string(),
  categoryOpinions: z.array(z.object({ category: ReviewCategory, score: z.number() })),
  /** ISO date-time: 14 days after it was written; null for the guardian's (not the investor's). */
  editableUntil: z.string().nullable(),
});
export type OrderActivityOpinion = z.infer<typeof OrderActivityOpinion>;

/** Whether the investor may still edit `opinion` at `now`. */
export function isOpinionEditable(
  opinion: Pick<OrderActivityOpinion, 'editableUntil'> | null,
  now: Date,
): boolean {
  return (
    opinion?.editableUntil != null && new Date(opinion.editableUntil).getTime() > now.getTime()
  );
}
