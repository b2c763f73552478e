import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SEARCH_MATCH_RULES, SEARCH_MAX } from '@handlowo/contract';

/* The OpenAPI texts of the paging and search decisions the admin's lists share (F2–F5). */

/** The paging rules of a list sortable by `keys`, whose order without `sort` is `byDefault`. */
export const pagingRules = (keys: readonly string[], byDefault: string) =>
  `\`page\` from 0; \`size\` one of ${PAGE_SIZES.join(', ')} (default ${DEFAULT_PAGE_SIZE}), ` +
  `others 400; \`sort=field,asc|desc\` over ${keys.map((k) => `\`${k}\``).join(', ')} only ` +
  `(others 400). Without \`sort\`: ${byDefault}. A chosen key is followed by \`id\` in the same ` +
  'direction, so the order is total (pages never repeat or skip a row) and descending is the ' +
  'exact reverse of ascending. A null company sorts after every company ascending and before ' +
  'them descending; texts sort by the database collation. `totalPages` = ceil(totalElements / ' +
  'size), exact; a page past the end is empty with the same totals. A page is one statement: ' +
  'without a search the total is a counter the database keeps as rows change (ADR 009), with one ' +
  'the matches are counted in the same statement (a page past the end counts once more).';

export const searchRules =
  `\`query\`: 1–${SEARCH_MAX} characters after trimming and URL-decoding (blank or longer: 400). ` +
  `A substring of first name, last name, company, e-mail or phone. ${SEARCH_MATCH_RULES} ` +
  'Served by the pg_trgm index of `users.search_text` from 3 characters on (ADR 009).';
