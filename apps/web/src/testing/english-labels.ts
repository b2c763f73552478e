/**
 * Common English words of UI-library defaults ('Toggle password visibility', 'Slide 1 of 3',
 * 'Next slide'). The browser harnesses check every screen and modal with the same idea
 * (e2e/support/english-labels.ts); this is the jsdom side for unit tests.
 */
const english =
  /\b(?:toggle|slides?|carousel|close|next|previous|open|loading|remove|delete|clear|page|of|select|selected|show|hide|password|visibility|scroll|search|edit|back|actions|upload|dismiss|expand|collapse|more|navigation|pagination|calendar|month|year|today)\b/i;

const attributes = ['aria-label', 'title', 'aria-roledescription', 'aria-valuetext'];

/**
 * The screen-reader texts inside `root` that contain an English word: attribute values and the
 * text of Mantine's VisuallyHidden (jsdom loads no CSS, so it is found by its static class).
 * `hidden` selects elements our stylesheets hide (`display: none`), which jsdom cannot see.
 */
export function englishScreenReaderTexts(root: Element, hidden?: string): string[] {
  const found: string[] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (element.closest('[aria-hidden="true"]')) continue;
    if (hidden && element.matches(hidden)) continue;
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value && english.test(value)) found.push(`${name} "${value}"`);
    }
    if (element.classList.contains('mantine-VisuallyHidden-root')) {
      const text = element.textContent?.trim() ?? '';
      if (text && english.test(text)) found.push(`visually hidden "${text}"`);
    }
  }
  return found;
}
