import type { ReviewCategory } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { orderActivities, reviewScores, reviews } from '../../../db/schema/index.ts';

/** The opinion of a service, whoever wrote it (the unique index allows one), or undefined. */
export async function findServiceOpinion(tx: Transaction, activityId: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      authorType: reviews.authorType,
      authorId: reviews.authorId,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.orderActivityId, activityId));
  return row;
}

/**
 * The investor's edit (issue 27): the text and the four scores, and `updated_at`. The scores are
 * replaced as a whole (the body always carries all four), inside the caller's transaction.
 */
export async function updateOpinion(
  tx: Transaction,
  reviewId: number,
  { text, scores, at }: { text: string; scores: Record<ReviewCategory, number>; at: Date },
): Promise<void> {
  await tx.update(reviews).set({ text, updatedAt: at }).where(eq(reviews.id, reviewId));
  await tx.delete(reviewScores).where(eq(reviewScores.reviewId, reviewId));
  const entries = Object.entries(scores) as [ReviewCategory, number][];
  await tx
    .insert(reviewScores)
    .values(entries.map(([category, score]) => ({ reviewId, category, score })));
}

/** An edited opinion moves its service's score (its new mean) as F16's first rating set it. */
export async function replaceServiceScore(
  tx: Transaction,
  activityId: number,
  score: number,
): Promise<void> {
  await tx.update(orderActivities).set({ score }).where(eq(orderActivities.id, activityId));
}
