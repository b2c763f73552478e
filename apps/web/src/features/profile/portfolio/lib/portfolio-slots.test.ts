import { describe, expect, it } from 'vitest';
import { portfolioArrows, portfolioSlots } from './portfolio-slots.ts';

describe('portfolioSlots', () => {
  const owner = { withPlaceholders: true };
  it('pads fewer than 3 items with placeholders up to one view for the owner', () => {
    expect(portfolioSlots([], owner)).toEqual([
      { kind: 'placeholder', key: 'empty-0' },
      { kind: 'placeholder', key: 'empty-1' },
      { kind: 'placeholder', key: 'empty-2' },
    ]);
    expect(portfolioSlots(['a'], owner)).toEqual([
      { kind: 'item', item: 'a', index: 0 },
      { kind: 'placeholder', key: 'empty-1' },
      { kind: 'placeholder', key: 'empty-2' },
    ]);
  });

  it('adds no placeholder to 3 or more items', () => {
    expect(portfolioSlots(['a', 'b', 'c'], owner).map((slot) => slot.kind)).toEqual([
      'item',
      'item',
      'item',
    ]);
    expect(portfolioSlots(['a', 'b', 'c', 'd'], owner)).toHaveLength(4);
  });

  it('shows a visitor only the projects, never an empty slot (issue 28)', () => {
    const visitor = { withPlaceholders: false };
    expect(portfolioSlots([], visitor)).toEqual([]);
    expect(portfolioSlots(['a'], visitor)).toEqual([{ kind: 'item', item: 'a', index: 0 }]);
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
