import { reviewAuthorType, reviewCategory } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderActivities } from './orders.ts';
import { users } from './users.ts';

/**
 * A review of a freelancer's work (D37–D39), written when an admin rates a realised service for
 * its investor (F16; the author is the investor, API.md). The author's name is copied so the
 * review reads the same after the author's account changes or goes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    freelancerId: integer('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorFirstName: text('author_first_name').notNull(),
    authorLastName: text('author_last_name').notNull(),
    /** The rated order service. */
    orderActivityId: integer('order_activity_id').references(() => orderActivities.id, {
      onDelete: 'set null',
    }),
    text: text('text').notNull(),
    /**
     * INVESTOR: written by the order's investor (issue 27); GUARDIAN: an admin's F16 from what the
     * client said another way. Every review before issue 27 came from F16.
     */
    authorType: text('author_type', { enum: reviewAuthorType.keys }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last edit of the text or scores (an investor may edit for 14 days); null if never. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The freelancer's one public answer (up to 1,000 characters). */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_freelancer_created_idx').on(t.freelancerId, t.createdAt),
    // Deleting an account anonymises the reviews it wrote (and the FK sets author_id null).
    index('reviews_author_id_idx').on(t.authorId),
    // F16 rates a service once: a second, parallel rating fails on this index.
    uniqueIndex('reviews_order_activity_key').on(t.orderActivityId),
  ],
);

/** The four category scores of a review, 1–5 each. */
export const reviewScores = pgTable(
  'review_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    category: text('category', { enum: reviewCategory.keys }).notNull(),
    score: smallint('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.category] }),
    check('review_scores_score_check', sql`${t.score} between 1 and 5`),
  ],
);
