import { describe, expect, it } from 'vitest';
import { portfolioArrows, portfolioSlots } from './portfolio-slots.ts';

describe('portfolioSlots', () => {
  it('pads fewer than 3 items with placeholders up to one view', () => {
    expect(portfolioSlots([])).toEqual([
      { kind: 'placeholder', key: 'empty-0' },
      { kind: 'placeholder', key: 'empty-1' },
      { kind: 'placeholder', key: 'empty-2' },
    ]);
    expect(portfolioSlots(['a'])).toEqual([
      { kind: 'item', item: 'a', index: 0 },
      { kind: 'placeholder', key: 'empty-1' },
      { kind: 'placeholder', key: 'empty-2' },
    ]);
  });

  it('adds no placeholder to 3 or more items', () => {
    expect(portfolioSlots(['a', 'b', 'c']).map((slot) => slot.kind)).toEqual([
      'item',
      'item',
      'item',
    ]);
    expect(portfolioSlots(['a', 'b', 'c', 'd'])).toHaveLength(4);
  });
});

describe('portfolioArrows', () => {
  it('disables the right arrow when everything fits (count <= 3)', () => {
    for (const count of [0, 1, 2, 3]) {
      expect(portfolioArrows(0, count)).toEqual({ previousDisabled: true, nextDisabled: true });
    }
  });

  it('disables the right arrow at position count - 3, the left one at the start', () => {
    expect(portfolioArrows(0, 5)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(portfolioArrows(1, 5)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(portfolioArrows(2, 5)).toEqual({ previousDisabled: false, nextDisabled: true });
  });
});
