import { role } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every account: freelancers, investors (the temporary "mock" investor included) and admins.
 * Role-specific answers live in their own tables keyed by `users.id`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case and trimmed; the unique index is what makes 409 race-free. */
    email: text('email').notNull(),
    /** argon2id; null for the mock investor until it sets a password through the e-mail link. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: role.keys }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company'),
    phone: text('phone'),
    /**
     * Carried by every session token (`ver` claim) and compared by the auth hook: raising it ends
     * all sessions of the user (a new password).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    isMock: boolean('is_mock').notNull().default(false),
    isOnboardingPassed: boolean('is_onboarding_passed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The hourly clean-up deletes stale temporary investors by age; keep that a small scan.
    index('users_mock_created_at_idx').on(t.createdAt).where(sql`${t.isMock}`),
    // Admin lists filter by role and sort by creation date.
    index('users_role_created_at_idx').on(t.role, t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
