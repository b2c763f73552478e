import { Button, Center, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { INITIAL_VISIBLE_ITEMS, visibleItems } from '../lib/searchable-list.ts';
import { NoSearchResults, SearchField } from './search-field.tsx';

interface SearchableOptionsProps<T> {
  items: readonly T[];
  nameOf: (item: T) => string;
  searchPlaceholder: string;
  /** Whether an item is a saved answer: the list starts expanded when one lies beyond the first ten. */
  isSaved?: (item: T) => boolean;
  children: (visible: T[]) => ReactNode;
}

/**
 * A long option list (specializations, sectors): a name search, the first ten matches and
 * 'Rozwiń wszystkie (+n)' to show the rest ('Zwiń' folds them back).
 */
export function SearchableOptions<T>({
  items,
  nameOf,
  searchPlaceholder,
  isSaved,
  children,
}: SearchableOptionsProps<T>) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(
    () => isSaved !== undefined && items.slice(INITIAL_VISIBLE_ITEMS).some(isSaved),
  );
  const view = visibleItems(items, { query, expanded, nameOf });

  return (
    <Stack gap="md">
      <SearchField placeholder={searchPlaceholder} value={query} onChange={setQuery} />
      {view.items.length > 0 ? children(view.items) : <NoSearchResults />}
      {view.hiddenCount > 0 ? (
        <Center>
          <Button
            variant="light"
            rightSection={<IconChevronDown size={16} />}
            onClick={() => setExpanded(true)}
          >
            {`Rozwiń wszystkie (+${view.hiddenCount})`}
          </Button>
        </Center>
      ) : null}
      {expanded && view.items.length > INITIAL_VISIBLE_ITEMS ? (
        <Center>
          <Button
            variant="subtle"
            rightSection={<IconChevronUp size={16} />}
            onClick={() => setExpanded(false)}
          >
            Zwiń
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
