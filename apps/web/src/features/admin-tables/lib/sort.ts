import type { SortDirection, SortOrder } from '@handlowo/contract';

/** `field,asc` as the API and the URL carry it; anything else (or a foreign key) is no sort. */
export function parseSort<K extends string>(
  value: string | null,
  keys: readonly K[],
): SortOrder<K> | undefined {
  if (!value) return undefined;
  const [field, direction, ...rest] = value.split(',');
  if (rest.length > 0 || !(keys as readonly string[]).includes(field ?? '')) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field: field as K, direction };
}

export function formatSort<K extends string>(sort: SortOrder<K>): string {
  return `${sort.field},${sort.direction}`;
}

/**
 * A click on a sortable header (spec document 2, "Both tables"): the first click on a column
 * sorts it ascending, a second click on the same column toggles the direction.
 */
export function nextSort<K extends string>(
  current: SortOrder<K> | undefined,
  field: K,
): SortOrder<K> {
  if (current?.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The header's `aria-sort`: only the column the list is sorted by carries one. */
export function ariaSort<K extends string>(
  current: SortOrder<K> | undefined,
  fields: readonly K[],
): 'ascending' | 'descending' | undefined {
  if (!current || !fields.includes(current.field)) return undefined;
  return directionWord[current.direction];
}

const directionWord: Record<SortDirection, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};
