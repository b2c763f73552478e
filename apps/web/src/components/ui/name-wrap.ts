import type { CSSProperties } from 'react';

/**
 * A person's or company's name in a heading or a narrow column (issue 28): it wraps between
 * words; a single word longer than its line (a 50-letter surname) is hyphenated where the
 * browser has Polish hyphenation (the document is `lang="pl"`), otherwise broken rather than
 * pushing the page sideways. Realistic names must fit a phone's line whole: size the text so.
 */
export const nameWrap: CSSProperties = { overflowWrap: 'anywhere', hyphens: 'auto' };
