import {
  type ClientOpinionBody,
  clientOpinionMessages as cm,
  type Review,
  type ReviewCategory,
  wizardMessages,
} from '@handlowo/contract';
import type { Transaction } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { readPictureDataUrls } from '../../media/picture-data-urls.ts';
import { notify } from '../../notifications/notify.ts';
import { reviewAverage } from '../../profile/reviews/review-math.ts';
import { insertReview, type ReviewRow } from '../../profile/reviews/reviews.repository.ts';
import { toReview } from '../../profile/reviews/reviews.service.ts';
import { reviewReceived } from '../mails/order-notifications.ts';
import { lockOrder } from '../order-lock.repository.ts';
import { findServiceReview } from '../workspace/workspace.repository.ts';
import { editableUntil } from './activity-opinion.ts';
import {
  findServiceOpinion,
  replaceServiceScore,
  updateOpinion,
} from './client-opinion.repository.ts';
import {
  findOrderIdOfInvestorService,
  findPanelInvestor,
  findServiceToRate,
  refreshOrderAverage,
  setServiceScore,
} from './order-opinions.repository.ts';
import type { OpinionContext } from './order-opinions.service.ts';
import { isUniqueViolation } from './unique-violation.ts';

/*
 * Opinions written by the client (issue 27): the investor of a realised order rates each
 * service's freelancer once (POST) and may edit it for OPINION_EDIT_DAYS (PUT). The service's
 * score and the order's average move exactly as with F16 (its repository functions). Every write
 * runs under the order's row lock, which also serialises it with F16 on the same service.
 */

const alreadyRated = () => badRequest(cm.alreadyRated, 'OPINION_ALREADY_RATED');
const serviceNotFound = () =>
  notFound(wizardMessages.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');

const scoresOf = (body: ClientOpinionBody) =>
  Object.fromEntries(
    body.categoryOpinions.map(({ category, score }) => [category, score]),
  ) as Record<ReviewCategory, number>;

/**
 * Locks the order of the investor's service and reads the service; 404 when the service is not
 * the investor's (read again under the lock: the investor may be deleting their account).
 */
async function lockInvestorService(tx: Transaction, investorId: number, activityId: number) {
  const orderId = await findOrderIdOfInvestorService(tx, { investorId, activityId });
  const locked = orderId === undefined ? undefined : await lockOrder(tx, orderId);
  const order = locked?.investorId === investorId ? locked : undefined;
  const service = order && (await findServiceToRate(tx, activityId));
  if (!order || !service) throw serviceNotFound();
  return { order, service };
}

/** The stored review as D37 shows it, with the author's avatar. */
async function answerOf(context: OpinionContext, row: ReviewRow | undefined): Promise<Review> {
  if (!row) throw new Error('the opinion just written was not found');
  const avatars = await readPictureDataUrls(context, [row.authorAvatarKey]);
  return toReview(row, row.authorAvatarKey ? (avatars.get(row.authorAvatarKey) ?? null) : null);
}

/** POST: the investor's opinion of one service of their realised order (201). */
export async function writeClientOpinion(
  context: OpinionContext,
  { investorId, activityId }: { investorId: number; activityId: number },
  body: ClientOpinionBody,
): Promise<Review> {
  const row = await context.db
    .transaction(async (tx) => {
      const { order, service } = await lockInvestorService(tx, investorId, activityId);
      if (order.status !== 'REALIZED') throw badRequest(cm.notRealized, 'ORDER_NOT_REALIZED');
      if (service.freelancerId === null || service.freelancerEmail === null) {
        throw badRequest(cm.noFreelancer, 'OPINION_NO_FREELANCER');
      }
      const existing = await findServiceOpinion(tx, activityId);
      if (existing?.authorType === 'GUARDIAN') {
        throw badRequest(cm.ratedByGuardian, 'OPINION_RATED_BY_GUARDIAN');
      }
      const scores = scoresOf(body);
      const average = reviewAverage(Object.values(scores));
      if (existing || service.score !== null || !(await setServiceScore(tx, activityId, average))) {
        throw alreadyRated();
      }
      const investor = await findPanelInvestor(tx, investorId);
      if (!investor) throw serviceNotFound();
      await insertReview(tx, {
        freelancerId: service.freelancerId,
        authorId: investorId,
        authorFirstName: investor.firstName,
        authorLastName: investor.lastName,
        orderActivityId: activityId,
        authorType: 'INVESTOR',
        text: body.text,
        scores,
      });
      await refreshOrderAverage(tx, order.id);
      await notify(tx, [
        reviewReceived(
          context.webUrl,
          {
            id: service.freelancerId,
            email: service.freelancerEmail,
            orderActivityId: activityId,
            serviceName: service.serviceName,
          },
          { orderNumber: service.orderNumber, average, text: body.text },
        ),
      ]);
      return findServiceReview(tx, activityId);
    })
    .catch((error: unknown) => {
      // Parallel POSTs queue on the order's lock; the unique index is the last guard.
      throw isUniqueViolation(error) ? alreadyRated() : error;
    });
  context.jobs.wake();
  return answerOf(context, row);
}

/** PUT: the investor edits their own opinion within OPINION_EDIT_DAYS of writing it (200). */
export async function editClientOpinion(
  context: OpinionContext,
  { investorId, activityId }: { investorId: number; activityId: number },
  body: ClientOpinionBody,
): Promise<Review> {
  const row = await context.db.transaction(async (tx) => {
    const { order } = await lockInvestorService(tx, investorId, activityId);
    const opinion = await findServiceOpinion(tx, activityId);
    if (opinion?.authorType !== 'INVESTOR' || opinion.authorId !== investorId) {
      throw notFound(cm.opinionNotFound, 'OPINION_NOT_FOUND');
    }
    const now = new Date();
    if (now.getTime() >= editableUntil(opinion.createdAt).getTime()) {
      throw badRequest(cm.editWindowClosed, 'OPINION_EDIT_WINDOW_CLOSED');
    }
    const scores = scoresOf(body);
    await updateOpinion(tx, opinion.id, { text: body.text, scores, at: now });
    await replaceServiceScore(tx, activityId, reviewAverage(Object.values(scores)));
    await refreshOrderAverage(tx, order.id);
    return findServiceReview(tx, activityId);
  });
  return answerOf(context, row);
}
