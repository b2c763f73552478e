import { orderStatus } from '@handlowo/contract';
import {
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Investor orders; order #1 is created together with every investor account (API.md 3.1). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, … per investor. */
    investorOrderNumber: integer('investor_order_number').notNull(),
    status: text('status', { enum: orderStatus.keys }).notNull().default('NEW'),
    // Pipelines arrive in a later issue; the foreign key is added with their table.
    pipelineId: integer('pipeline_id'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    averageScore: real('average_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_investor_number_key').on(t.investorId, t.investorOrderNumber),
    index('orders_admin_id_idx').on(t.adminId),
    index('orders_status_idx').on(t.status),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
