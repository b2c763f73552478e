import type { Page } from '@handlowo/contract';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { counted } from '@/lib/plural.ts';
import { useSelection } from '../hooks/use-selection.ts';
import type { TableParamsState } from '../hooks/use-table-params.ts';
import { nextSort } from '../lib/sort.ts';
import { resultForms, tableTexts } from '../lib/texts.ts';
import { DataCards } from './data-cards.tsx';
import { DataTable } from './data-table.tsx';
import { PageSizePicker } from './page-size-picker.tsx';
import { Pager } from './pager.tsx';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';
import type { TableSpec } from './table-spec.ts';

export interface AdminListProps<T extends { id: number }, K extends string> {
  /** The document title's page part (config/titles.ts). */
  pageTitle: string;
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown when the list has no rows at all (no phrase). */
  emptyText: string;
  sortKeys: readonly K[];
  spec: TableSpec<T, K>;
  table: TableParamsState<K>;
  query: UseQueryResult<Page<T>>;
  /** Shown between the heading and the search: the order queue's tabs and filters (issue 27). */
  filters?: ReactNode;
}

/**
 * One admin list (investors or freelancers): search, page size, sorting and the pager, all kept
 * in the URL; a table from `md` up and cards on phones.
 */
export function AdminList<T extends { id: number }, K extends string>({
  pageTitle,
  heading,
  searchLabel,
  searchPlaceholder,
  emptyText,
  sortKeys,
  spec,
  table,
  query,
  filters,
}: AdminListProps<T, K>) {
  const theme = useMantineTheme();
  // Read on the first render, so a phone never lays out the wide table first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
  const selection = useSelection();
  const navigation = useNavigation();
  const { params, change, hrefFor } = table;
  const { data, isPlaceholderData } = query;

  // A page past the end (a shorter list after a search, an old link): go to the last page.
  useEffect(() => {
    if (!data || isPlaceholderData || data.totalPages === 0) return;
    if (params.page >= data.totalPages) change({ page: data.totalPages - 1 }, { replace: true });
  }, [data, isPlaceholderData, params.page, change]);

  const onSort = (field: K) => change({ sort: nextSort(params.sort, field) });

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle} />
      <Title order={1}>{heading}</Title>
      {filters}
      <Group align="flex-end" gap="sm">
        <SearchBox
          query={params.q}
          onSearch={(q) => {
            // A link clicked while the phrase settled ('Szczegóły' before its screen has
            // loaded) wins: a search now would cancel that navigation.
            if (navigation.state === 'idle') change({ q }, { replace: true });
          }}
          label={searchLabel}
          placeholder={searchPlaceholder}
        />
        {wide ? null : (
          <SortSelect
            columns={spec.columns}
            keys={sortKeys}
            sort={params.sort}
            onChange={(sort) => change({ sort })}
          />
        )}
        <PageSizePicker size={params.size} onChange={(size) => change({ size })} />
      </Group>
      <Group justify="space-between" gap="xs" mih={24}>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {data ? `Znaleziono ${counted(data.totalElements, resultForms)}` : ''}
        </Text>
        {selection.count > 0 ? <Text fz="sm">{tableTexts.selected(selection.count)}</Text> : null}
      </Group>
      <ListBody
        query={query}
        emptyText={params.q ? tableTexts.noResultsFor(params.q) : emptyText}
        render={(rows) =>
          wide ? (
            <DataTable
              spec={spec}
              rows={rows}
              selection={selection}
              sort={params.sort}
              onSort={onSort}
              busy={isPlaceholderData}
            />
          ) : (
            <DataCards spec={spec} rows={rows} selection={selection} busy={isPlaceholderData} />
          )
        }
      />
      {data ? (
        <Pager
          page={Math.min(params.page, Math.max(0, data.totalPages - 1))}
          totalPages={data.totalPages}
          hrefFor={(page) => hrefFor({ page })}
        />
      ) : null}
    </Stack>
  );
}

function ListBody<T>({
  query,
  emptyText,
  render,
}: {
  query: UseQueryResult<Page<T>>;
  emptyText: string;
  render: (rows: T[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert color="red" title={errorMessageOf(query.error)}>
        <Button variant="light" color="red" mt="xs" onClick={() => query.refetch()}>
          {tableTexts.retry}
        </Button>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl" role="status" aria-label={tableTexts.loading}>
        <Loader />
      </Center>
    );
  }
  if (query.data.content.length === 0) {
    return (
      <Text py="xl" ta="center" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return render(query.data.content);
}
