import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { linkifyParts } from '../lib/linkify-parts.ts';

/**
 * A message's plain text with its links clickable: every part is a text node or an anchor, never
 * HTML. Line breaks are kept as written; long words and links wrap instead of widening the page.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkifyParts(text), [text]);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            // Parts never move: the index is the part's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            inherit
            underline="always"
          >
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
