import {
  OPINION_EDIT_DAYS,
  type OrderActivityOpinion,
  type ReviewAuthorType,
  type ReviewCategory,
} from '@handlowo/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { reviewScores, reviews } from '../../../db/schema/index.ts';

/** The opinion of a service as the order's `json_agg` subselect builds it (dates still raw). */
export interface ActivityOpinionJson {
  id: number;
  authorType: ReviewAuthorType;
  createdAt: string;
  text: string;
  categoryOpinions: { category: ReviewCategory; score: number }[];
}

/**
 * The service's opinion (issue 27) for the Order read: one correlated subselect on the unique
 * `reviews.order_activity_id`, so the order's single statement stays single.
 */
export function activityOpinionJson(activityId: AnyColumn): SQL<ActivityOpinionJson | null> {
  return sql<ActivityOpinionJson | null>`(
    select json_build_object(
      'id', ${reviews.id},
      'authorType', ${reviews.authorType},
      'createdAt', ${reviews.createdAt},
      'text', ${reviews.text},
      'categoryOpinions', coalesce((
        select json_agg(json_build_object('category', ${reviewScores.category}, 'score', ${reviewScores.score}))
        from ${reviewScores} where ${reviewScores.reviewId} = ${reviews.id}
      ), '[]'::json)
    ) from ${reviews} where ${reviews.orderActivityId} = ${activityId}
  )`;
}

const DAY_MS = 86_400_000;

/** When the investor's opinion stops being editable: OPINION_EDIT_DAYS after it was written. */
export const editableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + OPINION_EDIT_DAYS * DAY_MS);

/** The wire shape: ISO dates, and the edit deadline for the investor's own opinion only. */
export function toActivityOpinion(json: ActivityOpinionJson | null): OrderActivityOpinion | null {
  if (!json) return null;
  const createdAt = new Date(json.createdAt);
  return {
    id: json.id,
    authorType: json.authorType,
    date: createdAt.toISOString(),
    text: json.text,
    categoryOpinions: json.categoryOpinions,
    editableUntil: json.authorType === 'INVESTOR' ? editableUntil(createdAt).toISOString() : null,
  };
}
