import { offerState, orderStatus } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pipelineMainTasks, pipelines } from './reference-data.ts';
import { users } from './users.ts';

/** Investor orders; order #1 is created together with every investor account (API.md 3.1). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * Null once the investor deleted their account: account deletion detaches a REALIZED order
     * first, so it stays (anonymised) with its services, which carry the freelancers' scores and
     * reviews; every other order of the investor still cascades with the account (issue 12).
     */
    investorId: integer('investor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, … per investor. */
    investorOrderNumber: integer('investor_order_number').notNull(),
    status: text('status', { enum: orderStatus.keys }).notNull().default('NEW'),
    /** The funnel stage (E3); null until the investor chooses one. */
    pipelineId: integer('pipeline_id').references(() => pipelines.id),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    averageScore: real('average_score'),
    /**
     * The realised order this one repeats ('Zamów ponownie', issue 27); its services' freelancers
     * became this order's preferences.
     */
    repeatOfOrderId: integer('repeat_of_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    /**
     * When the status last changed: the admin queue sorts the waiting orders by it. Kept by a
     * trigger (migration 0015), so that no status write can forget it.
     */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_investor_number_key').on(t.investorId, t.investorOrderNumber),
    index('orders_admin_id_idx').on(t.adminId),
    index('orders_status_idx').on(t.status),
    // The admin queue (issue 27): one status tab, oldest waiting first.
    index('orders_status_changed_idx').on(t.status, t.statusChangedAt, t.id),
    // Its 'Wszystkie' tab: every status, oldest waiting first.
    index('orders_changed_idx').on(t.statusChangedAt, t.id),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * A service of an order (E4–E6): one of the order's stage's main tasks, at most once per order
 * (the unique index makes that hold under parallel adds), later with its assigned freelancer.
 */
export const orderActivities = pgTable(
  'order_activities',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pipelineMainTaskId: integer('pipeline_main_task_id')
      .notNull()
      .references(() => pipelineMainTasks.id),
    amount: integer('amount').notNull(),
    /** Months: 1, 2, 3 or 6. */
    period: smallint('period').notNull(),
    /** The calendar date in Europe/Warsaw. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    freelancerId: integer('freelancer_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The freelancer's answer to the assignment (issue 25, ADR 018): OFFERED until they accept or
     * decline; DECLINED leaves the service without a freelancer and keeps the reason for the
     * admin; null for a service never assigned.
     */
    offerState: text('offer_state', { enum: offerState.keys }),
    /** When the current offer was made: the 48 h reminder and the 96 h escalation count from it. */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /**
     * Who held the last offer before it was declined or given to someone else: their late answer
     * is a 400 ('no longer waiting for you'), anyone else's a 404 (issue 25). No foreign key on
     * purpose: it names nobody's data, only compares ids (which are never reused), so a deleted
     * account leaves it harmless and the data export has nothing to follow.
     */
    previousFreelancerId: integer('previous_freelancer_id'),
    /** When the current offer's 48 h reminder and 96 h escalation were sent; reset by a new offer. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /**
     * The freelancer the investor asked for again ('Zamów ponownie', issue 27): the previous
     * order's freelancer of the same task. The admin sees it when assigning; the fit score
     * rewards it.
     */
    preferredFreelancerId: integer('preferred_freelancer_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The rating of the realised service (F16 or the investor's opinion); null until rated. */
    score: real('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_activities_order_task_key').on(t.orderId, t.pipelineMainTaskId),
    index('order_activities_freelancer_id_idx').on(t.freelancerId),
    index('order_activities_preferred_freelancer_idx').on(t.preferredFreelancerId),
    // The hourly offer timers read only the offers still waiting, oldest first.
    index('order_activities_waiting_offers_idx')
      .on(t.offeredAt)
      .where(sql`${t.offerState} = 'OFFERED'`),
    check('order_activities_amount_check', sql`${t.amount} >= 1`),
    check('order_activities_period_check', sql`${t.period} in (1, 2, 3, 6)`),
  ],
);

export type OrderActivityRow = typeof orderActivities.$inferSelect;
