import { find } from 'linkifyjs';

/** A piece of a message's text: plain text, or a link with its target. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

/** Only web and e-mail links become clickable; anything else stays text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Cuts a message's plain text into text and links (linkifyjs finds URLs, bare domains and
 * e-mail addresses). The text is never parsed as HTML: the thread renders every part as a React
 * text node or an anchor, so `<b>` in a message shows as those characters.
 */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of find(text, { defaultProtocol: 'https' })) {
    if (!match.isLink || !SAFE_HREF.test(match.href)) continue;
    if (match.start > at) parts.push({ kind: 'text', text: text.slice(at, match.start) });
    parts.push({ kind: 'link', text: match.value, href: match.href });
    at = match.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
