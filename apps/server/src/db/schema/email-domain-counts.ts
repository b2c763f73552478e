import { bigint, bigserial, index, pgTable } from 'drizzle-orm/pg-core';
import { byteOrderedText } from './users.ts';

/**
 * How many freelancers have each mail domain (`users.email_domain`), kept by triggers of `users`
 * (migration 0021, ADR 009) as appended changes folded every 256th row, like `list_counts`: the
 * exact total of a search for '@wp.pl' is the sum of the domains in the phrase's range instead of
 * a count of 14,000 index entries, and the page walks each of those domains in list order.
 */
export const emailDomainCounts = pgTable(
  'email_domain_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Byte order like `users.email_domain`, so that a prefix is one range of this index too.
    domain: byteOrderedText('domain').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  // A range of domains with their changes, read without touching the table.
  (t) => [index('email_domain_counts_domain_value_idx').on(t.domain, t.value)],
);
