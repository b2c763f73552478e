import { SEARCH_MAX } from '@handlowo/contract';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { normalizeQuery } from '../lib/table-params.ts';
import { SEARCH_DELAY_MS } from '../lib/texts.ts';

interface SearchBoxProps {
  /** The phrase the list shows now (from the URL). */
  query: string;
  /** Called 300 ms after the last keystroke with a phrase that differs from `query`. */
  onSearch: (phrase: string) => void;
  label: string;
  placeholder: string;
}

/** The tables' search box: one request after typing pauses, not one per key. */
export function SearchBox({ query, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(query);
  const [debounced, , { flush }] = useDebouncedValue(text, SEARCH_DELAY_MS);

  // The URL moved on its own (back, forward, a link): show its phrase, unless the box already
  // says the same with other spacing.
  useEffect(() => {
    setText((current) => (normalizeQuery(current) === query ? current : query));
  }, [query]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled phrase searches; a new `query` from the URL must not echo back
  useEffect(() => {
    if (normalizeQuery(debounced) !== query) onSearch(debounced);
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={SEARCH_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
      // Enter searches at once.
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      autoComplete="off"
      style={{ flex: '1 1 16rem', minWidth: 0 }}
    />
  );
}
