import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const JOB_STATES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable job queue (ADR 015): work that follows a request (e-mails) or a clock (clean-ups),
 * written in the same transaction as its cause and run by a worker of any instance.
 * `key` makes an enqueue idempotent (a schedule's period, a mail's identity); a RUNNING job whose
 * `locked_until` has passed belonged to an instance that died and is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    key: text('key'),
    state: text('state', { enum: JOB_STATES }).notNull().default('PENDING'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // The worker's claim: due pending jobs and expired leases, oldest first.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} in ('PENDING', 'RUNNING')`),
    // The admin's view and the pruning of finished jobs.
    index('jobs_finished_idx').on(t.state, t.finishedAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
