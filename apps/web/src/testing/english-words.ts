// One list for the browser harnesses (e2e/support/english-labels.ts) and the jsdom check of unit
// tests (english-labels.ts beside this file).

/**
 * Common English words of library defaults ('Toggle password visibility', 'Slide 1 of 3', 'Next
 * slide', 'Close', 'Loading…'). Left out: words Polish writes the same way ('menu', 'to', 'go')
 * and names users may pick (the sales tool 'Zoom').
 */
export const ENGLISH_WORDS: readonly string[] = [
  'toggle',
  'slide',
  'slides',
  'carousel',
  'close',
  'next',
  'previous',
  'prev',
  'open',
  'loading',
  'remove',
  'delete',
  'clear',
  'page',
  'of',
  'select',
  'selected',
  'choose',
  'show',
  'hide',
  'password',
  'visibility',
  'scroll',
  'search',
  'edit',
  'back',
  'actions',
  'resize',
  'upload',
  'dismiss',
  'expand',
  'collapse',
  'more',
  'navigation',
  'breadcrumbs',
  'pagination',
  'calendar',
  'month',
  'year',
  'today',
];

/** The words above as one case-insensitive pattern's source, whole words only. */
export const englishWordPattern = `\\b(?:${ENGLISH_WORDS.join('|')})\\b`;

/** The attributes a screen reader speaks that a library fills with its defaults. */
export const SPOKEN_ATTRIBUTES: readonly string[] = [
  'aria-label',
  'title',
  'aria-roledescription',
  'aria-valuetext',
];
