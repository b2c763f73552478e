import { counted, pluralNouns } from '../common/plural.ts';
import type { OrderActivityOpinion } from './client-opinions.ts';

/*
 * The rules and messages of the client's opinions (issue 27) that screens show without validating
 * anything: no zod here (client-opinions.ts has the schemas), so the order page loads without it.
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

/** Whether the investor may still edit `opinion` at `now`. */
export function isOpinionEditable(
  opinion: Pick<OrderActivityOpinion, 'editableUntil'> | null,
  now: Date,
): boolean {
  return (
    opinion?.editableUntil != null && new Date(opinion.editableUntil).getTime() > now.getTime()
  );
}
