import type { Page } from 'playwright-core';

/**
 * Horizontal overflow at the current viewport, for a readable failure:
 * `expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] })`.
 *
 * Two kinds count: the document scrolls sideways (`scrollWidth` past the viewport), and content
 * spills out of a fixed or sticky bar (a top bar pushing its menu off screen), which does not
 * widen the document and so would pass the first check unnoticed.
 */
export interface HorizontalOverflow {
  /** CSS pixels beyond the viewport's right edge; 0 when everything fits. */
  overflow: number;
  /** Up to five elements that stick out, widest first, as `tag.class "text" (right edge px)`. */
  culprits: string[];
}

export function horizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  // No named functions inside: the test runner's transpiler may wrap them in a helper that does
  // not exist in the page.
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const all = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    });
    const documentOverflow = Math.max(0, document.documentElement.scrollWidth - viewport);
    const sticking: { element: Element; right: number }[] = [];
    if (documentOverflow > 0) {
      for (const element of all) {
        const { right } = element.getBoundingClientRect();
        if (right > viewport + 0.5) sticking.push({ element, right });
      }
    }
    // Content of fixed and sticky bars past the right edge. A bar moved out of view on purpose
    // (a closed drawer) lies left of the viewport and is skipped.
    let barOverflow = 0;
    for (const bar of all) {
      const { position } = getComputedStyle(bar);
      if (position !== 'fixed' && position !== 'sticky') continue;
      const barRect = bar.getBoundingClientRect();
      if (barRect.width === 0 || barRect.right <= 0) continue;
      for (const element of all) {
        if (element !== bar && !bar.contains(element)) continue;
        const { right, width } = element.getBoundingClientRect();
        if (width === 0 || right <= viewport + 0.5) continue;
        // Clipped on screen by a box inside the bar (a gallery's off-screen neighbour slides):
        // nobody can scroll to it. The bar's own clipping does not count, so a top bar that
        // pushes its menu off screen is still caught.
        let clipped = false;
        for (
          let box = element.parentElement;
          box && box !== bar && bar.contains(box);
          box = box.parentElement
        ) {
          if (
            getComputedStyle(box).overflowX !== 'visible' &&
            box.getBoundingClientRect().right <= viewport + 0.5
          ) {
            clipped = true;
            break;
          }
        }
        if (!clipped) {
          barOverflow = Math.max(barOverflow, right - viewport);
          sticking.push({ element, right });
        }
      }
    }
    const overflow = Math.ceil(Math.max(documentOverflow, barOverflow));
    const culprits =
      overflow === 0
        ? []
        : sticking
            .sort((a, b) => b.right - a.right)
            .slice(0, 5)
            .map(({ element, right }) => {
              const classes = typeof element.className === 'string' ? element.className.trim() : '';
              const label = `${element.tagName.toLowerCase()}${classes ? `.${classes.split(/\s+/).slice(0, 2).join('.')}` : ''}`;
              const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
              return `${label} "${text}" (${Math.round(right)} px)`;
            });
    return { overflow, culprits };
  });
}
