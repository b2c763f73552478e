import type { SortOrder } from '@handlowo/contract';
import { NativeSelect } from '@mantine/core';
import { formatSort, parseSort } from '../lib/sort.ts';
import { tableTexts } from '../lib/texts.ts';
import type { TableColumn } from './table-spec.ts';

/**
 * Sorting on a phone, where the cards have no headers to click: every key in both directions.
 */
export function SortSelect<T, K extends string>({
  columns,
  keys,
  sort,
  onChange,
}: {
  columns: readonly TableColumn<T, K>[];
  keys: readonly K[];
  sort: SortOrder<K> | undefined;
  onChange: (sort: SortOrder<K> | undefined) => void;
}) {
  const options = columns.flatMap((column) =>
    (column.sort ?? []).flatMap(({ key, label }) => [
      { value: `${key},asc`, label: `${label} – ${tableTexts.ascending}` },
      { value: `${key},desc`, label: `${label} – ${tableTexts.descending}` },
    ]),
  );
  return (
    <NativeSelect
      label={tableTexts.sortBy}
      data={[{ value: '', label: tableTexts.defaultOrder }, ...options]}
      value={sort ? formatSort(sort) : ''}
      onChange={(event) => onChange(parseSort(event.currentTarget.value, keys))}
      style={{ flex: '1 1 12rem' }}
    />
  );
}
