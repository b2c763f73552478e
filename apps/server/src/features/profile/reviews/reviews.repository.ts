import type { ReviewAuthorType, ReviewCategory } from '@handlowo/contract';
import { desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { pictures, reviewScores, reviews, users } from '../../../db/schema/index.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';

/*
 * Reviews of a freelancer (D37–D39). Each read is one statement that also tells whether the id is
 * a freelancer's (no row = 404), so the number of queries never grows with the reviews.
 */

export interface CategoryScore {
  category: ReviewCategory;
  score: number;
}

export interface ReviewRow {
  id: number;
  createdAt: Date;
  text: string;
  authorFirstName: string;
  authorLastName: string;
  scores: CategoryScore[];
  /** Media key of the author's avatar (the small rendition when there is one), or null. */
  authorAvatarKey: string | null;
  /** Who wrote it (issue 27). */
  authorType: ReviewAuthorType;
  /** The freelancer's one answer (issue 27), both null until they reply. */
  replyText: string | null;
  repliedAt: Date | null;
}

/** A review as shown (text, author, scores, the author's avatar), for any read that selects one. */
export const reviewContentColumns = {
  createdAt: reviews.createdAt,
  text: reviews.text,
  authorFirstName: reviews.authorFirstName,
  authorLastName: reviews.authorLastName,
  authorType: reviews.authorType,
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
  scores: sql<CategoryScore[]>`coalesce((
    select json_agg(json_build_object('category', ${reviewScores.category}, 'score', ${reviewScores.score}))
    from ${reviewScores} where ${reviewScores.reviewId} = ${reviews.id}
  ), '[]'::json)`,
  authorAvatarKey: sql<string | null>`(
    select coalesce(${pictures.smallStorageKey}, ${pictures.storageKey}) from ${pictures}
    where ${pictures.userId} = ${reviews.authorId} and ${pictures.kind} = 'AVATAR'
  )`,
};

const findReviewsStatement = preparedPerDatabase('freelancer_reviews', (db) =>
  db
    .select({
      reviewId: reviews.id,
      ...reviewContentColumns,
    })
    .from(users)
    // Left join: a freelancer without reviews is one row with no review, an unknown id no row.
    .leftJoin(reviews, eq(reviews.freelancerId, users.id))
    .where(isFreelancerWithId(sql.placeholder('freelancerId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id)),
);

/** The freelancer's reviews, newest first (id breaks ties); undefined when not a freelancer. */
export async function findReviews(
  db: Executor,
  freelancerId: number,
): Promise<ReviewRow[] | undefined> {
  const rows = await findReviewsStatement(db).execute({ freelancerId });
  if (rows.length === 0) return undefined;
  const found: ReviewRow[] = [];
  for (const {
    reviewId,
    createdAt,
    text,
    authorFirstName,
    authorLastName,
    authorType,
    ...rest
  } of rows) {
    if (reviewId === null || createdAt === null || text === null || authorType === null) continue;
    found.push({
      id: reviewId,
      createdAt,
      text,
      authorFirstName: authorFirstName ?? '',
      authorLastName: authorLastName ?? '',
      authorType,
      ...rest,
    });
  }
  return found;
}

/**
 * A prepared statement over the freelancer's user row selecting one aggregate; no row when the
 * id is not a freelancer's. The aggregate takes the id as a parameter: a single-table select
 * names its columns unqualified, so a correlated `users.id` inside the subquery would bind to the
 * subquery's own `id`.
 */
function aggregateStatement<T>(name: string, value: (freelancerId: Placeholder) => SQL<T>) {
  const freelancerId = sql.placeholder('freelancerId');
  return preparedPerDatabase(name, (db) =>
    db
      .select({ value: value(freelancerId) })
      .from(users)
      .where(isFreelancerWithId(freelancerId)),
  );
}

const categoryAveragesStatement = aggregateStatement(
  'freelancer_category_averages',
  (freelancerId) =>
    sql<CategoryScore[]>`coalesce((
      select json_agg(json_build_object('category', per_category.category, 'score', per_category.score))
      from (
        select ${reviewScores.category} as category, round(avg(${reviewScores.score}), 1)::float8 as score
        from ${reviewScores} join ${reviews} on ${reviews.id} = ${reviewScores.reviewId}
        where ${reviews.freelancerId} = ${freelancerId}
        group by ${reviewScores.category}
      ) per_category
    ), '[]'::json)`,
);

/** D38: each category's mean over all reviews, rounded half up to 1 decimal; rated ones only. */
export async function findCategoryAverages(
  db: Executor,
  freelancerId: number,
): Promise<CategoryScore[] | undefined> {
  const [row] = await categoryAveragesStatement(db).execute({ freelancerId });
  return row?.value;
}

/** How many reviews have each (sum of scores, number of scores): the input of D39's stars. */
export interface ReviewTotals {
  total: number;
  scoreCount: number;
  reviews: number;
}

const reviewTotalsStatement = aggregateStatement(
  'freelancer_review_totals',
  (freelancerId) =>
    sql<ReviewTotals[]>`coalesce((
      select json_agg(json_build_object('total', per_review.total, 'scoreCount', per_review.score_count, 'reviews', per_review.reviews))
      from (
        select total, score_count, count(*) as reviews
        from (
          select sum(${reviewScores.score}) as total, count(*) as score_count
          from ${reviewScores} join ${reviews} on ${reviews.id} = ${reviewScores.reviewId}
          where ${reviews.freelancerId} = ${freelancerId}
          group by ${reviews.id}
        ) totals
        group by total, score_count
      ) per_review
    ), '[]'::json)`,
);

/** D39's input: a handful of rows however many reviews (sums are 4–20 with four categories). */
export async function findReviewTotals(
  db: Executor,
  freelancerId: number,
): Promise<ReviewTotals[] | undefined> {
  const [row] = await reviewTotalsStatement(db).execute({ freelancerId });
  return row?.value;
}

export interface NewReview {
  freelancerId: number;
  /** The investor whose order was rated (F16); null when the author's account is gone. */
  authorId: number | null;
  authorFirstName: string;
  authorLastName: string;
  /** The rated order service (F16); null for a review not tied to one. */
  orderActivityId?: number | null;
  /** Who wrote it (issue 27); GUARDIAN, F16's, when not given. */
  authorType?: ReviewAuthorType;
  text: string;
  /** One score 1–5 per review category: all four are required. */
  scores: Record<ReviewCategory, number>;
  /** Defaults to now. */
  createdAt?: Date;
}

/**
 * Inserts a review with its four category scores. It takes a transaction so that a review never
 * exists without its scores (every statistic reads them); the rating flow (F16) calls it inside
 * its own transaction. Returns the review's id.
 */
export async function insertReview(tx: Transaction, review: NewReview): Promise<number> {
  const { scores, authorType = 'GUARDIAN', ...columns } = review;
  const [row] = await tx
    .insert(reviews)
    .values({ ...columns, authorType })
    .returning({ id: reviews.id });
  if (!row) throw new Error('insertReview: no row returned');
  const entries = Object.entries(scores) as [ReviewCategory, number][];
  await tx
    .insert(reviewScores)
    .values(entries.map(([category, score]) => ({ reviewId: row.id, category, score })));
  return row.id;
}
