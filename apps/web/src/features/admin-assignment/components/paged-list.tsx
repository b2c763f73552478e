import type { Page } from '@handlowo/contract';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useLoadOnVisible } from '../hooks/use-load-on-visible.ts';

export interface PagedListProps<T extends { id: number }> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The list's accessible name ('Administratorzy'). */
  label: string;
  /** Shown when there is nothing to list (with or without a phrase). */
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

/** Every loaded row once: a row that moved between two page loads is not listed twice. */
export function rowsOf<T extends { id: number }>(data: InfiniteData<Page<T>> | undefined): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.content) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      rows.push(item);
    }
  }
  return rows;
}

/**
 * A list read page by page: the next page loads when its end scrolls into view, and the
 * 'Pokaż więcej' button does the same for keyboards, screen readers and a failed page.
 */
export function PagedList<T extends { id: number }>({
  query,
  label,
  emptyText,
  renderItem,
}: PagedListProps<T>) {
  const sentinel = useLoadOnVisible(query);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Ładowanie" />
      </Center>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <Alert color="red" title="Nie udało się wczytać listy" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessageOf(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Spróbuj ponownie
          </Button>
        </Stack>
      </Alert>
    );
  }

  const rows = rowsOf(query.data);
  const total = query.data?.pages.at(-1)?.totalElements ?? rows.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Liczba wyników: {total}
      </Text>
      {rows.length === 0 ? (
        <Text py="md" ta="center">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      <Box ref={sentinel} h={1} aria-hidden />
      {query.isFetchNextPageError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessageOf(query.error)}
        </Text>
      ) : null}
      {query.hasNextPage ? (
        <Center>
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Pokaż więcej
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
