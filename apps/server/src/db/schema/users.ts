import { role, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@handlowo/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The search fold of the contract (`foldForSearch`) in SQL: translate() with the same letter map,
 * immutable (a generated column may use it) and free of the locale, so PGlite's C locale and a
 * production PostgreSQL give the same text. The admin search folds the typed phrase with
 * `foldForSearch` and compares it with the column (ADR 009).
 */
export const searchFold = (value: SQL): SQL =>
  sql`translate(${value}, ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)})`;

/** The digits of a phone ('+48 601-234-567' -> '48601234567'): the search's phone part. */
export const phoneDigits = (value: SQL): SQL => sql`regexp_replace(${value}, '[^0-9]', '', 'g')`;

/** An '@' anywhere in the searched text but the e-mail's last one (see `emailDomain`). */
export const atOutsideDomain = (t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  company: AnyPgColumn;
  email: AnyPgColumn;
}): SQL =>
  sql`(strpos(${t.firstName} || ${t.lastName} || coalesce(${t.company}, ''), '@') > 0 or ${t.email} like '%@%@%')`;

/** Text compared byte by byte: a prefix is then a range of a btree, whatever the locale. */
export const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

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
     * The investor has an ACTIVE order: kept by a trigger of `orders` (migration 0018), so that the
     * investors table sorts by it through an index instead of probing every investor's orders.
     */
    hasActiveOrder: boolean('has_active_order').notNull().default(false),
    /**
     * When the owner proved the address (the verification link, or a set-password link, which
     * is mailed there too); null: not yet. Login refuses an unverified account once it is older
     * than the grace period (docs/adr/017-email-verification.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin search matches (F3, F5, F11, F14, the order queue): names, company and
     * e-mail folded by `searchFold` ('Złoty Kłos' -> 'zloty klos'), then the phone's digits
     * ('48601234567'), which a phone typed in any format is matched against. Kept by the
     * database, indexed by pg_trgm.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${searchFold(
            sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.company}, '') || ' ' || ${users.email}`,
          )} || ' ' || ${phoneDigits(sql`coalesce(${users.phone}, '')`)}`,
      ),
    /**
     * The e-mail's domain (after its last '@') folded like `search_text`: a search for '@wp.pl'
     * is this column's prefix 'wp.pl', a range of the index below, instead of a trigram scan that
     * rechecks every row mentioning 'wp' and 'pl' (features/admin/lists/domain-search.ts).
     */
    emailDomain: byteOrderedText('email_domain')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchFold(sql`reverse(split_part(reverse(${users.email}), '@', 1))`),
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
    // The lists' default orders and the hasActiveOrder sort over exactly the listed rows (issue
    // 29): a page, however deep, is an index-only walk of the ids, then the page's rows by id.
    index('users_freelancer_name_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.role} = 'FREELANCER'`),
    index('users_real_investor_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.role} = 'INVESTOR' and not ${t.isMock}`),
    index('users_real_investor_active_idx')
      .on(t.hasActiveOrder, t.id)
      .where(sql`${t.role} = 'INVESTOR' and not ${t.isMock}`),
    // The company sort of real investors as a whole index-only walk (ADR 009): a page numbers
    // the list up to its end, and `(role, company, id)` would fetch every row to test is_mock.
    index('users_real_investor_company_idx')
      .on(t.company, t.id)
      .where(sql`${t.role} = 'INVESTOR' and not ${t.isMock}`),
    // A mail domain's freelancers in the list's default order (migration 0021 adds INCLUDE
    // (company, email), which drizzle cannot declare): a search for '@wp.pl' walks each domain
    // of its range in that order and stops at the page, reading only this index.
    index('users_freelancer_domain_idx')
      .on(t.emailDomain, t.lastName, t.firstName, t.id)
      .where(sql`${t.role} = 'FREELANCER'`),
    // Rows where a search for '@…' can match outside the e-mail's domain: an '@' in a name, the
    // company, or the e-mail's local part (a handful, if any).
    index('users_at_outside_domain_idx')
      .on(t.role)
      .where(sql`${atOutsideDomain(t)}`),
    // Substring search: `search_text like '%…%'` uses the trigram index from 3 characters on.
    // One per searched role (migration 0021): a search for an investor neither reads the
    // freelancers' posting lists nor rechecks their rows (admins, a handful, need none).
    index('users_freelancer_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'FREELANCER'`),
    index('users_investor_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'INVESTOR'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
