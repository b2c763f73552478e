import type { Locator } from 'playwright-core';
import type { NewUser } from './api.ts';

/*
 * The longest names the contract accepts (issue 28), for the screen harness: a 50-letter surname
 * of one word (nothing to wrap at but hyphenation) and a 50-character company. Every screen that
 * shows them must still fit 375 px without sideways scrolling.
 */

/** 50 letters, one word, capitalised as the surname rule wants. */
export const LONGEST_SURNAME = `B${'rzęczyszczykiewicz'.repeat(3)}`.slice(0, 50);

/** 50 characters with a long word in it. */
export const LONGEST_COMPANY = 'Przedsiębiorstwo Handlowo-Usługowe Brzęczyszczykie'.slice(0, 50);

/** A realistic long surname that a phone must show whole on one line, not broken mid-word. */
export const LONG_SURNAME = 'Brzęczyszczykiewicz';

export const longestNames: Pick<NewUser, 'lastName' | 'company'> = {
  lastName: LONGEST_SURNAME,
  company: LONGEST_COMPANY,
};

/**
 * On how many lines `word` is laid out inside the element `locator` finds: 1 when it is shown
 * whole, more when the browser broke it (a hyphenated break counts too: on the test machine's
 * Chromium there is no Polish hyphenation, so any break there is mid-word).
 */
export function linesOfWord(locator: Locator, word: string): Promise<number> {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      return tops.size;
    }
    return 0;
  }, word);
}
