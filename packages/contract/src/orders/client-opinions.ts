import { z } from 'zod';
import { OpinionBody } from '../admin/opinion.ts';
import { ReviewAuthorType, ReviewCategory } from '../profile/enum-schemas.ts';
import { clientOpinionMessages, OPINION_REPLY_MAX } from './client-opinion-rules.ts';

/*
 * Opinions written by the client (issue 27): the investor rates each service of a realised order
 * once and may edit it for 14 days; the reviewed freelancer may answer each opinion once,
 * publicly. The admin's F16 stays for feedback the client gave another way (GUARDIAN).
 */

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
