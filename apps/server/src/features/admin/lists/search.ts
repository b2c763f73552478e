import { foldForSearch } from '@handlowo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/users.ts';

/** `\`, `%` and `_` of a typed phrase stand for themselves in a LIKE pattern (`\` escapes). */
export const escapeLike = (phrase: string): string => phrase.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Digits with what people put between them in a phone number: '+48 (601) 234-567'. */
const PHONE_LIKE = /^[+\d\s().\-/]*\d[+\d\s().\-/]*$/;
/** '0048…' is '+48…' dialled from a landline: at least a country code and 9 digits follow. */
const INTERNATIONAL_PREFIX = /^00(?=\d{10,})/;

/**
 * What the search looks for in `users.search_text`: a phrase of digits and phone separators as
 * its digits alone ('+48 601 234 567' -> '48601234567', '0048…' as '48…'), since the column holds
 * the phone as its digits with the country code (so '601234567' and '48601234567' both match
 * '+48 601-234-567'); any other phrase folded like the column (`foldForSearch`).
 */
export function searchNeedle(phrase: string): string {
  const trimmed = phrase.trim();
  if (PHONE_LIKE.test(trimmed)) return trimmed.replace(/\D/g, '').replace(INTERNATIONAL_PREFIX, '');
  return foldForSearch(trimmed);
}

/**
 * The admin search (ADR 009): a substring of `users.search_text` (names, company, e-mail folded
 * by the contract's letter map, the phone's digits), accent- and case-insensitive both ways
 * ('zloty klos' and 'ZŁOTY' find 'Złoty Kłos'). The phrase is folded here in JS by the same map
 * the column's translate() uses; from 3 characters on the pg_trgm GIN index serves it.
 */
export const searchMatches = (phrase: string): SQL =>
  sql`${users.searchText} like ${searchPattern(phrase)}`;

/** The LIKE pattern of `searchMatches`, for a prepared statement's placeholder. */
export const searchPattern = (phrase: string): string => `%${escapeLike(searchNeedle(phrase))}%`;

/** `searchMatches` with the pattern given at execution (`searchPattern`) as `name`. */
export const searchMatchesPlaceholder = (name: string): SQL =>
  sql`${users.searchText} like ${sql.placeholder(name)}`;

/**
 * A phrase that names the start of a mail domain ('@wp.pl', '@onet'): folded, an '@' followed by
 * text without spaces or another '@'. It then matches a row exactly when the e-mail's folded
 * domain (`users.email_domain`) starts with that text, or an '@' stands elsewhere in the row
 * (`atOutsideDomain`): the range [prefix, prefix + U+10FFFF) of the byte-ordered column covers
 * every string that starts with the prefix. Anything else: null (the trigram search).
 */
export function domainPrefixRange(phrase: string): { from: string; to: string } | null {
  const needle = searchNeedle(phrase);
  if (!/^@[^\s@]+$/.test(needle)) return null;
  const prefix = needle.slice(1);
  return { from: prefix, to: `${prefix}\u{10FFFF}` };
}
