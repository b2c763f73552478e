/** How many items the long option lists (specializations, sectors) show before 'Rozwiń wszystkie'. */
export const INITIAL_VISIBLE_ITEMS = 10;

/** Case-insensitive name filter (spec document 1 section 4); a blank query matches everything. */
export function matchesQuery(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('pl');
  return needle.length === 0 || name.toLocaleLowerCase('pl').includes(needle);
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
