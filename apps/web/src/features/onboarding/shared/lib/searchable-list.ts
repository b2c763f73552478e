import { foldedIncludes } from '@handlowo/contract';

/** How many items the long option lists (specializations, sectors) show before 'Rozwiń wszystkie'. */
export const INITIAL_VISIBLE_ITEMS = 10;

/**
 * Name filter (spec document 1 section 4), accent- and case-insensitive through the contract's
 * search fold ('spotkan' finds 'Umawianie spotkań'); a blank query matches everything.
 */
export function matchesQuery(name: string, query: string): boolean {
  return foldedIncludes(name, query);
}

export interface VisibleItems<T> {
  items: T[];
  /** Matching items not shown yet: the n of 'Rozwiń wszystkie (+n)'. */
  hiddenCount: number;
}

/** The filtered items, cut to the first `limit` unless the list is expanded. */
export function visibleItems<T>(
  all: readonly T[],
  options: { query: string; expanded: boolean; nameOf: (item: T) => string; limit?: number },
): VisibleItems<T> {
  const limit = options.limit ?? INITIAL_VISIBLE_ITEMS;
  const matching = all.filter((item) => matchesQuery(options.nameOf(item), options.query));
  if (options.expanded || matching.length <= limit) return { items: matching, hiddenCount: 0 };
  return { items: matching.slice(0, limit), hiddenCount: matching.length - limit };
}

/**
 * Toggles `value` in a list that keeps the order of selection (sub-industries, tools): a new
 * value goes to the end, a removed one leaves the others in place.
 */
export function toggleInOrder<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
