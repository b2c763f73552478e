import type { SortOrder } from '@handlowo/contract';
import { Box, Checkbox } from '@mantine/core';
import { pageCheckState, type Selection } from '../hooks/use-selection.ts';
import { tableTexts } from '../lib/texts.ts';
import classes from './data-table.module.css';
import { SortHeader } from './sort-header.tsx';
import type { TableSpec } from './table-spec.ts';

export interface RowsViewProps<T extends { id: number }, K extends string> {
  spec: TableSpec<T, K>;
  rows: readonly T[];
  selection: Selection;
  sort: SortOrder<K> | undefined;
  onSort: (field: K) => void;
  /** A newer page is on its way: the rows shown are the previous ones. */
  busy: boolean;
}

/** Below this width the table scrolls inside its own box, never the page. */
const TABLE_MIN_WIDTH = 900;

/**
 * The list as a table (tablets and wider). A plain HTML table styled here rather than Mantine's
 * Table: that one brings ScrollArea with it, and sharing it with this lazy chunk split the login
 * route's Mantine chunks into more, larger-in-sum files (bundle budget).
 */
export function DataTable<T extends { id: number }, K extends string>({
  spec,
  rows,
  selection,
  sort,
  onSort,
  busy,
}: RowsViewProps<T, K>) {
  const ids = rows.map((row) => row.id);
  const all = pageCheckState(ids, selection.isSelected);
  return (
    <Box className={classes.scroller}>
      <table
        aria-label={spec.label}
        aria-busy={busy}
        className={classes.table}
        style={{ minWidth: TABLE_MIN_WIDTH, opacity: busy ? 0.6 : 1 }}
      >
        <thead>
          <tr>
            <th className={classes.narrow}>
              <Checkbox
                aria-label={tableTexts.selectPage}
                checked={all.checked}
                indeterminate={all.indeterminate}
                onChange={() => selection.setAll(ids, !all.checked)}
              />
            </th>
            {spec.columns.map((column) => (
              <SortHeader key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
            {/* As narrow as its button: the data columns share the rest. */}
            <th className={classes.narrow}>{tableTexts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Checkbox
                  aria-label={`Zaznacz: ${spec.rowName(row)}`}
                  checked={selection.isSelected(row.id)}
                  onChange={() => selection.toggle(row.id)}
                />
              </td>
              {spec.columns.map((column) => (
                <td key={column.id}>{column.cell(row)}</td>
              ))}
              <td className={classes.narrow}>{spec.actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
