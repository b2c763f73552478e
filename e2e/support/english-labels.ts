import type { Page } from 'playwright-core';
import { englishWordPattern, SPOKEN_ATTRIBUTES } from '../../apps/web/src/testing/english-words.ts';

/**
 * The screen-reader texts on the page (or inside `scope`) with an English word: the values of
 * `aria-label`, `title`, `aria-roledescription` and `aria-valuetext`, and visually hidden text
 * (clipped to nothing or 1 px, as Mantine's VisuallyHidden). Each finding reads
 * `aria-label "Toggle password visibility" on button`. Hidden elements (`display: none`,
 * `aria-hidden`) are not read by screen readers and are skipped.
 */
export function englishLabels(page: Page, scope = 'body'): Promise<string[]> {
  // No named functions inside: the test runner's transpiler may wrap them in a helper that does
  // not exist in the page (as in unstyled.ts).
  return page.evaluate(
    ({ scope, pattern, attributes }) => {
      const english = new RegExp(pattern, 'i');
      const found = new Set<string>();
      for (const root of Array.from(document.querySelectorAll(scope))) {
        for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
          if (element.closest('[aria-hidden="true"]')) continue;
          const style = getComputedStyle(element);
          if (style.display === 'none') continue;
          const tag = element.tagName.toLowerCase();
          for (const name of attributes) {
            const value = element.getAttribute(name);
            if (value && english.test(value)) found.add(`${name} "${value}" on ${tag}`);
          }
          // Visually hidden text: there for screen readers only.
          const rect = element.getBoundingClientRect();
          const clipped =
            style.clip === 'rect(0px, 0px, 0px, 0px)' ||
            style.clipPath === 'inset(50%)' ||
            (rect.width <= 1 && rect.height <= 1 && style.overflow === 'hidden');
          const text = clipped ? (element.textContent ?? '').trim() : '';
          if (text && english.test(text)) found.add(`visually hidden text "${text}" in ${tag}`);
        }
      }
      return [...found];
    },
    { scope, pattern: englishWordPattern, attributes: SPOKEN_ATTRIBUTES },
  );
}
