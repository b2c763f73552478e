import {
  adminMessages,
  clientOpinionMessages,
  type OpinionBody,
  type Review,
  type ReviewCategory,
  wizardMessages,
} from '@handlowo/contract';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { readPictureDataUrls } from '../../media/picture-data-urls.ts';
import { notify } from '../../notifications/notify.ts';
import { reviewAverage } from '../../profile/reviews/review-math.ts';
import { insertReview, type ReviewRow } from '../../profile/reviews/reviews.repository.ts';
import { toReview } from '../../profile/reviews/reviews.service.ts';
import { reviewReceived } from '../mails/order-notifications.ts';
import type { OrderWriteContext } from '../mails/order-write-context.ts';
import { lockOrder } from '../order-lock.repository.ts';
import { findServiceOpinion } from './client-opinion.repository.ts';
import {
  findOrderIdOfInvestorService,
  findPanelInvestor,
  findServiceToRate,
  refreshOrderAverage,
  setServiceScore,
} from './order-opinions.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';

export interface OpinionContext extends OrderWriteContext {
  media: MediaStorage;
}

const alreadyRated = () => badRequest(adminMessages.opinionAlreadyRated, 'OPINION_ALREADY_RATED');

/**
 * F16: the admin rates a realised service on behalf of the investor `investorId`. In one
 * transaction under the order's lock: the review (author = the investor's names), the service's
 * score (the review's average) and the order's average. Parallel ratings of one service queue on
 * the lock; the later ones see the score and get 400 (the `score is null` update and the unique
 * index `reviews_order_activity_key` back this up). The freelancer gets REVIEW_RECEIVED (mailed after the commit).
 */
export async function rateService(
  context: OpinionContext,
  investorId: number,
  body: OpinionBody,
): Promise<Review> {
  const { row } = await context.db
    .transaction(async (tx) => {
      const investor = await findPanelInvestor(tx, investorId);
      if (!investor) throw notFound(adminMessages.investorNotFound, 'INVESTOR_NOT_FOUND');
      const activityId = body.orderActivityId;
      const orderId = await findOrderIdOfInvestorService(tx, { investorId, activityId });
      const locked = orderId === undefined ? undefined : await lockOrder(tx, orderId);
      // Read again under the lock: the investor may have deleted their account meanwhile, which
      // keeps a realised order without its investor (issue 12).
      const order = locked?.investorId === investorId ? locked : undefined;
      const service = order && (await findServiceToRate(tx, activityId));
      if (!order || !service) {
        throw notFound(wizardMessages.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
      }
      if (order.status !== 'REALIZED') {
        throw badRequest(adminMessages.opinionOrderNotRealized, 'ORDER_NOT_REALIZED');
      }
      if (service.freelancerId !== body.freelancerId || service.freelancerEmail === null) {
        throw badRequest(adminMessages.opinionFreelancerMismatch, 'OPINION_FREELANCER_MISMATCH');
      }
      const scores = Object.fromEntries(
        body.categoryOpinions.map(({ category, score }) => [category, score]),
      ) as Record<ReviewCategory, number>;
      const average = reviewAverage(Object.values(scores));
      // Issue 27: the client's own opinion is never replaced by the guardian's.
      if ((await findServiceOpinion(tx, activityId))?.authorType === 'INVESTOR') {
        throw badRequest(clientOpinionMessages.ratedByInvestor, 'OPINION_RATED_BY_INVESTOR');
      }
      if (service.score !== null || !(await setServiceScore(tx, activityId, average))) {
        throw alreadyRated();
      }
      const createdAt = new Date();
      const review = {
        freelancerId: body.freelancerId,
        authorId: investorId,
        authorFirstName: investor.firstName,
        authorLastName: investor.lastName,
        orderActivityId: activityId,
        text: body.text,
        scores,
        createdAt,
        authorType: 'GUARDIAN' as const,
      };
      const id = await insertReview(tx, review);
      await refreshOrderAverage(tx, order.id);
      const row: ReviewRow = {
        id,
        createdAt,
        text: body.text,
        authorFirstName: investor.firstName,
        authorLastName: investor.lastName,
        scores: body.categoryOpinions,
        authorAvatarKey: investor.avatarKey,
        authorType: 'GUARDIAN',
        replyText: null,
        repliedAt: null,
      };
      await notify(tx, [
        reviewReceived(
          context.webUrl,
          {
            id: body.freelancerId,
            email: service.freelancerEmail,
            orderActivityId: activityId,
            serviceName: service.serviceName,
          },
          { orderNumber: service.orderNumber, average, text: body.text },
        ),
      ]);
      return { row };
    })
    .catch((error: unknown) => {
      // Only a review stored without its service's score (not written through the API) can hit the index.
      throw isUniqueViolation(error) ? alreadyRated() : error;
    });
  context.jobs.wake();
  const avatars = await readPictureDataUrls(context, [row.authorAvatarKey]);
  return toReview(row, row.authorAvatarKey ? (avatars.get(row.authorAvatarKey) ?? null) : null);
}
