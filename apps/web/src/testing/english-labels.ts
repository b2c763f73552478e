import { englishWordPattern, SPOKEN_ATTRIBUTES } from './english-words.ts';

/** English words of UI-library defaults (english-words.ts, shared with the browser harnesses). */
const english = new RegExp(englishWordPattern, 'i');

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
    for (const name of SPOKEN_ATTRIBUTES) {
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
