import { Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { pageCheckState } from '../hooks/use-selection.ts';
import { tableTexts } from '../lib/texts.ts';
import classes from './data-cards.module.css';
import type { RowsViewProps } from './data-table.tsx';

/**
 * The list on a phone: one card per row (the first column as its title, the others as labelled
 * fields), so nothing scrolls sideways at 375 px. Sorting moves to the toolbar's select.
 */
export function DataCards<T extends { id: number }, K extends string>({
  spec,
  rows,
  selection,
  busy,
}: Omit<RowsViewProps<T, K>, 'sort' | 'onSort'>) {
  const ids = rows.map((row) => row.id);
  const all = pageCheckState(ids, selection.isSelected);
  const [titleColumn, ...fields] = spec.columns;
  return (
    <Stack gap="sm" style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Checkbox
        label={tableTexts.selectPage}
        checked={all.checked}
        indeterminate={all.indeterminate}
        onChange={() => selection.setAll(ids, !all.checked)}
      />
      <Stack
        component="ul"
        aria-label={spec.label}
        aria-busy={busy}
        gap="sm"
        className={classes.list}
      >
        {rows.map((row) => (
          <Card component="li" key={row.id} withBorder padding="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox
                mt={2}
                aria-label={`Zaznacz: ${spec.rowName(row)}`}
                checked={selection.isSelected(row.id)}
                onChange={() => selection.toggle(row.id)}
              />
              <Box className={classes.text} fw={600}>
                {titleColumn?.cell(row)}
              </Box>
            </Group>
            <Box component="dl" className={classes.fields}>
              {fields.map((column) => (
                <div key={column.id}>
                  <Text component="dt" fz="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Box component="dd" fz="sm" className={classes.text}>
                    {column.cell(row)}
                  </Box>
                </div>
              ))}
            </Box>
            <Group mt="sm">{spec.actions(row)}</Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
