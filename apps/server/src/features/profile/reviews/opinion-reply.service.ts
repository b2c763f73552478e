import { clientOpinionMessages as cm, type Review } from '@handlowo/contract';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { readPictureDataUrls } from '../../media/picture-data-urls.ts';
import { findOwnReview, storeReply } from './opinion-reply.repository.ts';
import { type ReviewsContext, toReview } from './reviews.service.ts';

/**
 * The reviewed freelancer answers an opinion once, publicly (issue 27). Someone else's opinion or
 * an unknown id: 404; a second answer: 400 (also when two arrive together).
 */
export async function replyToOpinion(
  context: ReviewsContext,
  { freelancerId, reviewId, text }: { freelancerId: number; reviewId: number; text: string },
): Promise<Review> {
  const stored = await storeReply(context.db, { reviewId, freelancerId, text });
  const row = await findOwnReview(context.db, { reviewId, freelancerId });
  if (!row) throw notFound(cm.replyNotFound, 'OPINION_NOT_FOUND');
  if (!stored) throw badRequest(cm.alreadyReplied, 'OPINION_ALREADY_REPLIED');
  const avatars = await readPictureDataUrls(context, [row.authorAvatarKey]);
  return toReview(row, row.authorAvatarKey ? (avatars.get(row.authorAvatarKey) ?? null) : null);
}
