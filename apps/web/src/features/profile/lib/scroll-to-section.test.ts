import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollPositionAt } from './scroll-to-section.ts';

describe('section scrolling', () => {
  it('eases from the start to the end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });

  it('moves between the positions within the duration and ends exactly on the target', () => {
    expect(scrollPositionAt(100, 500, 0, 300)).toBe(100);
    expect(scrollPositionAt(100, 500, 150, 300)).toBe(300);
    expect(scrollPositionAt(100, 500, 300, 300)).toBe(500);
    expect(scrollPositionAt(500, 100, 1000, 300)).toBe(100);
    expect(scrollPositionAt(0, 80, 10, 0)).toBe(80);
  });
});
