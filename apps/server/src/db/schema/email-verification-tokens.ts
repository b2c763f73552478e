import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Links that confirm an account's e-mail address (ADR 017). Only the SHA-256 of the token is
 * stored; single use. Apart from the set-password links on purpose: a link that only proves the
 * address must never be able to set a password.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * Set for an e-mail change (ADR 019): the address the link was mailed to, which becomes the
     * account's e-mail when the link is confirmed. Null for a link that confirms the current one.
     */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_token_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_id_idx').on(t.userId),
  ],
);
