import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The search delay (the spec's older 500 ms is superseded). */
export const SEARCH_DELAY_MS = 300;

/**
 * The search box's text and the phrase the list asks for: trimmed, and only after the typing
 * has paused for 300 ms, so a word typed quickly is one request, not one per letter.
 */
export function useSearchPhrase() {
  const [text, setText] = useState('');
  const [phrase] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return { text, setText, phrase };
}
