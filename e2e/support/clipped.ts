import type { Page } from 'playwright-core';

/**
 * Controls whose own text is cut (issue 28: 'Napisz mai' for 'Napisz maila', a level select
 * showing 'Wyższy średniozaawansowa…'): a button's or badge's label, or the value of a select,
 * wider than the box that shows it. Mantine clips these without an ellipsis the user can expand,
 * so a cut label is a defect at any width. Text cut on purpose (`truncate`, a long e-mail in a
 * list row) is not a control's label and is not looked at.
 *
 * Looks inside `scope` (a selector; the modal harness passes its dialogs). Returns one line per
 * cut control: `button "Napisz maila" (needs 96 px, has 70 px)`.
 */
export function clippedControls(page: Page, scope = 'body'): Promise<string[]> {
  // No named functions inside: the test runner's transpiler may wrap them in a helper that does
  // not exist in the page.
  return page.evaluate((within) => {
    const parts = [
      { selector: '.mantine-Button-label', kind: 'button' },
      { selector: '.mantine-Badge-label', kind: 'badge' },
      { selector: 'input.mantine-Select-input', kind: 'select' },
    ];
    const found: string[] = [];
    for (const { selector, kind } of parts) {
      const elements = Array.from(document.querySelectorAll(within)).flatMap((root) =>
        Array.from(root.querySelectorAll<HTMLElement>(selector)),
      );
      for (const element of elements) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        // One pixel of slack for sub-pixel rounding.
        if (element.scrollWidth <= element.clientWidth + 1) continue;
        const text =
          element instanceof HTMLInputElement ? element.value : (element.textContent ?? '').trim();
        found.push(
          `${kind} "${text.slice(0, 50)}" (needs ${element.scrollWidth} px, has ${element.clientWidth} px)`,
        );
      }
    }
    return found;
  }, scope);
}
