import { role } from '@handlowo/contract';
import { type SQL, sql } from 'drizzle-orm';
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

/** Polish capitals the C locale's lower() leaves alone, and their lower-case letters. */
const POLISH_UPPER = 'ĄĆĘŁŃÓŚŹŻ';
const POLISH_LOWER = 'ąćęłńóśźż';

/**
 * Lower case that treats Polish letters like ASCII ones on every locale; apply it to the column
 * and to the searched phrase alike (immutable, so a generated column may use it).
 */
export const searchFold = (value: SQL): SQL =>
  sql`lower(translate(${value}, ${sql.raw(`'${POLISH_UPPER}'`)}, ${sql.raw(`'${POLISH_LOWER}'`)}))`;

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
    /**
     * When the owner proved the address (the verification link, or a set-password link, which
     * is mailed there too); null: not yet. Login refuses an unverified account once it is older
     * than the grace period (docs/adr/017-email-verification.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin search matches (F3, F5, F11, F14): names, company, e-mail and phone, folded
     * to lower case by `searchFold`, which also folds the Polish capitals (lower() of a database
     * with the C locale, as PGlite's, folds ASCII only). Kept by the database, indexed by pg_trgm.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchFold(
            sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.company}, '') || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`,
          ),
      ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The hourly clean-up deletes stale temporary investors by age; keep that a small scan.
    index('users_mock_created_at_idx').on(t.createdAt).where(sql`${t.isMock}`),
    // Admin lists filter by role and sort by creation date.
    index('users_role_created_at_idx').on(t.role, t.createdAt),
    // The admin tables' sort keys (id breaks ties, so pages never repeat or skip a row).
    index('users_role_first_name_idx').on(t.role, t.firstName, t.id),
    index('users_role_last_name_idx').on(t.role, t.lastName, t.id),
    index('users_role_company_idx').on(t.role, t.company, t.id),
    // Substring search: `search_text like '%…%'` uses the trigram index from 3 characters on.
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
