import { describe, expect, it } from 'vitest';
import { type PagerItem, pagerItems } from './pager.ts';

/** '1 2 3 … 20' in 1-based page numbers, as the admin sees it. */
const shown = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'ellipsis' ? '…' : String(item.page + 1))).join(' ');

describe('pagerItems (spec document 2 section 9)', () => {
  it('shows nothing for an empty list and every page of a short one', () => {
    expect(shown(pagerItems(0, 0))).toBe('');
    expect(shown(pagerItems(0, 1))).toBe('1');
    expect(shown(pagerItems(2, 5))).toBe('1 2 3 4 5');
  });

  it('shows 3 pages from the current one, an ellipsis and the last page', () => {
    expect(shown(pagerItems(0, 20))).toBe('1 2 3 … 20');
    expect(shown(pagerItems(7, 20))).toBe('8 9 10 … 20');
    expect(shown(pagerItems(0, 6))).toBe('1 2 3 … 6');
    expect(shown(pagerItems(14, 20))).toBe('15 16 17 … 20');
  });

  it('shows the last 5 pages when the current one is within 5 of the end', () => {
    expect(shown(pagerItems(15, 20))).toBe('16 17 18 19 20');
    expect(shown(pagerItems(19, 20))).toBe('16 17 18 19 20');
    expect(shown(pagerItems(1, 6))).toBe('2 3 4 5 6');
  });

  it('clamps a current page outside the list', () => {
    expect(shown(pagerItems(99, 20))).toBe('16 17 18 19 20');
    expect(shown(pagerItems(-3, 20))).toBe('1 2 3 … 20');
  });

  it('always contains the current page and the last page', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 0; current < total; current += 1) {
        const pages = pagerItems(current, total).flatMap((i) =>
          i.kind === 'page' ? [i.page] : [],
        );
        expect(pages).toContain(current);
        expect(pages).toContain(total - 1);
        expect(pages.length).toBeLessThanOrEqual(5);
      }
    }
  });
});
