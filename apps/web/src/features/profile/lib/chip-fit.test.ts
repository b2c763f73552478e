import { describe, expect, it } from 'vitest';
import { linesNeeded, visibleChipCount } from './chip-fit.ts';

const options = { containerWidth: 240, gap: 8, lines: 2, moreWidth: () => 40 };

describe('linesNeeded', () => {
  it('wraps greedily with the gap between chips', () => {
    expect(linesNeeded([], options)).toBe(0);
    expect(linesNeeded([116, 116], options)).toBe(1); // 116 + 8 + 116 = 240
    expect(linesNeeded([116, 117], options)).toBe(2);
    expect(linesNeeded([500, 10], options)).toBe(2); // a too-wide chip fills its line
  });
});

describe('visibleChipCount', () => {
  it('shows every chip when all fit in two lines', () => {
    expect(visibleChipCount([100, 100, 100, 100], options)).toBe(4);
  });

  it('leaves room for the +N chip on the last line', () => {
    // Lines: [100 100] [100 100] [100]; with "+N" (40): [100 100] [100 40] -> 3 shown, +2.
    expect(visibleChipCount([100, 100, 100, 100, 100], options)).toBe(3);
  });

  it('accounts for a wider +N chip', () => {
    const wide = { ...options, moreWidth: (hidden: number) => (hidden > 1 ? 140 : 40) };
    // Lines: [100 100] [100 +4=140 too wide] -> 2 shown + "+4" on the second line.
    expect(visibleChipCount([100, 100, 100, 100, 100, 100], wide)).toBe(2);
  });

  it('always keeps at least one chip, even a very long one', () => {
    expect(visibleChipCount([400, 400, 400], options)).toBe(1);
    expect(visibleChipCount([], options)).toBe(0);
  });

  it('shows everything before the container has been measured', () => {
    expect(visibleChipCount([500, 500, 500], { ...options, containerWidth: 0 })).toBe(3);
  });
});
