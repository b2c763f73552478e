import type { SortOrder } from '@handlowo/contract';
import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { ariaSort } from '../lib/sort.ts';
import { tableTexts } from '../lib/texts.ts';
import classes from './sort-header.module.css';
import type { TableColumn } from './table-spec.ts';

function SortIcon<K extends string>({ sort, field }: { sort: SortOrder<K> | undefined; field: K }) {
  const props = { size: 14, 'aria-hidden': true, style: { flexShrink: 0 } } as const;
  if (sort?.field !== field) return <IconArrowsSort {...props} opacity={0.45} />;
  return sort.direction === 'asc' ? <IconArrowUp {...props} /> : <IconArrowDown {...props} />;
}

/**
 * A column header. A sortable one is a button (first click ascending, then toggling) and the
 * header carries `aria-sort` while the list is sorted by it. A column with several keys (first
 * and last name) shows one small button per key.
 */
export function SortHeader<T, K extends string>({
  column,
  sort,
  onSort,
}: {
  column: TableColumn<T, K>;
  sort: SortOrder<K> | undefined;
  onSort: (field: K) => void;
}) {
  const controls = column.sort ?? [];
  const keys = controls.map((control) => control.key);
  const [only] = controls;
  if (!only) return <th>{column.header}</th>;
  if (controls.length === 1) {
    return (
      <th aria-sort={ariaSort(sort, keys)}>
        <UnstyledButton className={classes.button} onClick={() => onSort(only.key)}>
          <Group gap={4} wrap="nowrap" component="span">
            {column.header}
            <SortIcon sort={sort} field={only.key} />
          </Group>
        </UnstyledButton>
      </th>
    );
  }
  return (
    <th aria-sort={ariaSort(sort, keys)}>
      <Text span fw={700} fz="sm" display="block">
        {column.header}
      </Text>
      <Group gap={4} wrap="nowrap" mt={2}>
        {controls.map(({ key, label }) => (
          <Button
            key={key}
            size="compact-xs"
            variant={sort?.field === key ? 'light' : 'subtle'}
            onClick={() => onSort(key)}
            rightSection={<SortIcon sort={sort} field={key} />}
            // The key the list is sorted by says its direction too (aria-sort is the column's).
            aria-label={
              sort?.field === key
                ? `${label}, ${sort.direction === 'asc' ? tableTexts.ascending : tableTexts.descending}`
                : undefined
            }
          >
            {label}
          </Button>
        ))}
      </Group>
    </th>
  );
}
