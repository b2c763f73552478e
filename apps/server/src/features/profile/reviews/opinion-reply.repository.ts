import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { reviews } from '../../../db/schema/index.ts';
import { type ReviewRow, reviewContentColumns } from './reviews.repository.ts';

/**
 * Stores the freelancer's one answer to an opinion of them (issue 27). The `reply_text is null`
 * condition makes the check and the write one statement: of parallel replies PostgreSQL lets one
 * through and re-reads the row for the others, which then match nothing. False when nothing was
 * written (not theirs, or answered already).
 */
export async function storeReply(
  db: Executor,
  { reviewId, freelancerId, text }: { reviewId: number; freelancerId: number; text: string },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ replyText: text, repliedAt: new Date() })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.freelancerId, freelancerId),
        isNull(reviews.replyText),
      ),
    )
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** One review of the freelancer as D37 shows it; undefined when it is not theirs. */
export async function findOwnReview(
  db: Executor,
  { reviewId, freelancerId }: { reviewId: number; freelancerId: number },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({ id: reviews.id, ...reviewContentColumns })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.freelancerId, freelancerId)));
  return row;
}
