import {
  type Review,
  type ReviewCategoryScore,
  type ReviewDistribution,
  reviewCategory,
  reviewCategoryId,
} from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { readPictureDataUrls } from '../../media/picture-data-urls.ts';
import { reviewAverage, starDistribution, starsOf } from './review-math.ts';
import {
  type CategoryScore,
  findCategoryAverages,
  findReviews,
  findReviewTotals,
  type ReviewRow,
} from './reviews.repository.ts';

/** The categories in the contract's order, `id` = position 1–4 (API.md D38). */
function inCategoryOrder(scores: readonly CategoryScore[]): ReviewCategoryScore[] {
  return reviewCategory.keys.flatMap((category) => {
    const found = scores.find((s) => s.category === category);
    return found ? [{ id: reviewCategoryId(category), category, score: found.score }] : [];
  });
}

/** What the reviews need from the app: its database, its media and a log for missing files. */
export interface ReviewsContext {
  db: Database;
  media: MediaStorage;
  log: FastifyBaseLogger;
}

/** D37: newest first; the author's avatar as a data URL when the author has one. */
export async function getReviews(context: ReviewsContext, freelancerId: number): Promise<Review[]> {
  const rows = await findReviews(context.db, freelancerId);
  if (!rows) throw notFound();
  // Each distinct avatar once: one author often wrote many reviews.
  const avatars = await readPictureDataUrls(
    context,
    rows.map((row) => row.authorAvatarKey),
  );
  return rows.map((row) =>
    toReview(row, row.authorAvatarKey ? (avatars.get(row.authorAvatarKey) ?? null) : null),
  );
}

/** A stored review as D37 (and F16's answer) shows it; the author's avatar already read. */
export function toReview(row: ReviewRow, authorPictureData: string | null): Review {
  const average = reviewAverage(row.scores.map((s) => s.score));
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    text: row.text,
    authorFirstName: row.authorFirstName,
    authorLastName: row.authorLastName,
    categoryOpinionsAverageScore: average,
    // The snapshot's name for the same value (API.md 3.3).
    score: average,
    categoryOpinions: inCategoryOrder(row.scores),
    authorPictureData,
    authorType: row.authorType,
    reply:
      row.replyText === null || row.repliedAt === null
        ? null
        : { text: row.replyText, date: row.repliedAt.toISOString() },
  };
}

/** D38: always the four categories, 0 when nothing was rated. */
export async function getCategoryAverages(
  db: Database,
  freelancerId: number,
): Promise<ReviewCategoryScore[]> {
  const averages = await findCategoryAverages(db, freelancerId);
  if (!averages) throw notFound();
  return reviewCategory.keys.map((category) => ({
    id: reviewCategoryId(category),
    category,
    score: averages.find((a) => a.category === category)?.score ?? 0,
  }));
}

/** D39: five rows, 5 → 1 stars, percent of reviews whose rounded mean is that star count. */
export async function getDistribution(
  db: Database,
  freelancerId: number,
): Promise<ReviewDistribution[]> {
  const totals = await findReviewTotals(db, freelancerId);
  if (!totals) throw notFound();
  const countByStars = new Map<number, number>();
  for (const { total, scoreCount, reviews } of totals) {
    const stars = starsOf(total, scoreCount);
    countByStars.set(stars, (countByStars.get(stars) ?? 0) + reviews);
  }
  return starDistribution(countByStars);
}
