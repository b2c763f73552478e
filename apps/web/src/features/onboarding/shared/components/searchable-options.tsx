import { Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { INITIAL_VISIBLE_ITEMS, visibleItems } from '../lib/searchable-list.ts';

interface SearchableOptionsProps<T> {
  items: readonly T[];
  nameOf: (item: T) => string;
  searchPlaceholder: string;
  /** Start expanded, e.g. when a saved answer lies beyond the first ten. */
  initiallyExpanded?: boolean;
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
  initiallyExpanded = false,
  children,
}: SearchableOptionsProps<T>) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const view = visibleItems(items, { query, expanded, nameOf });

  return (
    <Stack gap="md">
      <TextInput
        label="Szukaj"
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        // The list sits inside the step's form: Enter in the search must not submit the answer.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        type="search"
      />
      {view.items.length > 0 ? (
        children(view.items)
      ) : (
        <Text c="dimmed" ta="center" py="md">
          Brak wyników wyszukiwania
        </Text>
      )}
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
