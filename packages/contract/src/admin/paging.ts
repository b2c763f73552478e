import { z } from 'zod';
import { MAX_ID } from '../common/fields.ts';
import { counted, pluralNouns } from '../common/plural.ts';
import { SEARCH_MATCH_RULES } from '../common/search-rules.ts';

/*
 * Paged admin lists (API.md 3.5, spec document 2 section 9): `page` from 0, `size` one of the
 * page-size picker's options, `sort=<field>,<asc|desc>` over the list's own keys only.
 */

export const PAGE_SIZES = [3, 5, 10, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Longest search phrase (ours): longer text is no name, e-mail or phone. */
export const SEARCH_MAX = 100;

export const pagingMessages = {
  page: 'Numer strony musi być liczbą całkowitą od 0',
  size: `Liczba wyników na stronie musi wynosić ${PAGE_SIZES.join(', ').replace(/, (\d+)$/, ' lub $1')}`,
  searchRequired: 'Podaj wyszukiwaną frazę',
  searchMax: `Wyszukiwana fraza może mieć maksymalnie ${counted(SEARCH_MAX, pluralNouns.character)}`,
  sort: (keys: readonly string[]) =>
    `Sortowanie podaj jako pole,kierunek: pole ${keys.join(', ')}, kierunek asc lub desc`,
  noSort: 'Tej listy nie można sortować',
  pictures: 'Zdjęcia podaj jako data (w odpowiedzi) lub url (adres pliku)',
} as const;

export type SortDirection = 'asc' | 'desc';
export interface SortOrder<K extends string> {
  field: K;
  direction: SortDirection;
}

const pageField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: pagingMessages.page })
    .int(pagingMessages.page)
    .min(0, pagingMessages.page)
    .max(MAX_ID, pagingMessages.page),
);

const sizeField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z
    .number({ error: pagingMessages.size })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), pagingMessages.size),
);

/** `?page=&size=` of a list that cannot be sorted (F10, F11, F13, F14). */
export const PageQuery = z.object({
  page: pageField.default(0),
  size: sizeField.default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * `?page=&size=&sort=` of a sortable list. Without `sort` the list's default order applies; any
 * other key, or a direction other than asc or desc, is 400 with the allowed keys in the message.
 */
export function sortedPageQuery<const K extends string>(keys: readonly [K, ...K[]]) {
  const message = pagingMessages.sort(keys);
  const sort = z
    .string({ error: message })
    .transform((value, ctx): SortOrder<K> => {
      const [field = '', direction = 'asc', ...rest] = value.split(',').map((p) => p.trim());
      const known = (keys as readonly string[]).includes(field);
      if (!known || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return { field: field as K, direction };
    })
    .optional();
  return PageQuery.extend({ sort });
}

/** The answer of every paged list: `content` and `totalPages` are what the client reads. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

/** `totalPages` = ceil(total / size); 0 rows is 0 pages. */
export function totalPagesOf(totalElements: number, size: number): number {
  return Math.ceil(totalElements / size);
}

export const INVESTOR_SORT_KEYS = ['company', 'createdAt', 'hasActiveOrder'] as const;
export type InvestorSortKey = (typeof INVESTOR_SORT_KEYS)[number];
export const FREELANCER_SORT_KEYS = ['firstName', 'lastName', 'company'] as const;
export type FreelancerSortKey = (typeof FREELANCER_SORT_KEYS)[number];

/** F2, F3. Default order (ours): newest first. */
export const InvestorPageQuery = sortedPageQuery(INVESTOR_SORT_KEYS);
export type InvestorPageQuery = z.infer<typeof InvestorPageQuery>;
/** F4, F5. Default order (ours): last name, first name. */
/**
 * `?pictures=url` (ours, for our own client): each `userAvatar` is `{pictureUrl}`, the small
 * rendition's G1 address, instead of API.md's `{pictureData}` data URL, the default. A list page
 * then carries no picture bytes: the browser loads and caches them by URL.
 */
export const picturesField = z
  .enum(['data', 'url'], { error: pagingMessages.pictures })
  .default('data');
export type PicturesAs = z.infer<typeof picturesField>;

export const FreelancerPageQuery = sortedPageQuery(FREELANCER_SORT_KEYS).extend({
  pictures: picturesField,
});
export type FreelancerPageQuery = z.infer<typeof FreelancerPageQuery>;

/** The `{query}` path segment of F3, F5, F11, F14 (already URL-decoded by the router). */
export const SearchParam = z.object({
  query: z
    .string()
    .trim()
    .min(1, pagingMessages.searchRequired)
    .max(SEARCH_MAX, pagingMessages.searchMax)
    .describe(`A substring of names, company, e-mail or phone. ${SEARCH_MATCH_RULES}`),
});
