import { type SQL, sql } from 'drizzle-orm';
import { searchFold, users } from '../../../db/schema/users.ts';

/** `\`, `%` and `_` of a typed phrase stand for themselves in a LIKE pattern (`\` escapes). */
export const escapeLike = (phrase: string): string => phrase.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin search (ADR 009): a case-insensitive substring of `users.search_text` (names,
 * company, e-mail, phone). The phrase is folded in SQL by the same `searchFold` as the column, so
 * 'łukasz' and 'ŁUKASZ' find 'Łukasz' on every locale; from 3 characters on the pg_trgm GIN index
 * serves it.
 */
export const searchMatches = (phrase: string): SQL =>
  sql`${users.searchText} like '%' || ${searchFold(sql`${escapeLike(phrase)}`)} || '%'`;
