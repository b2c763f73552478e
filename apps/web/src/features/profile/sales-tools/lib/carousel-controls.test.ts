import { describe, expect, it } from 'vitest';
import { carouselButtons, slideWidth, TOOLS_VISIBLE_ON_DESKTOP } from './carousel-controls.ts';

describe('carouselButtons (5 visible)', () => {
  const visible = TOOLS_VISIBLE_ON_DESKTOP;

  it('disables both arrows when every tool fits', () => {
    expect(carouselButtons(0, visible, 0)).toEqual({ canPrevious: false, canNext: false });
    expect(carouselButtons(0, visible, 5)).toEqual({ canPrevious: false, canNext: false });
  });

  it('disables the left arrow at the start only', () => {
    expect(carouselButtons(0, visible, 7)).toEqual({ canPrevious: false, canNext: true });
    expect(carouselButtons(1, visible, 7)).toEqual({ canPrevious: true, canNext: true });
  });

  it('disables the right arrow once position + 5 >= count', () => {
    expect(carouselButtons(2, visible, 7)).toEqual({ canPrevious: true, canNext: false });
    expect(carouselButtons(3, visible, 7).canNext).toBe(false);
  });

  it('follows the number in view on a phone', () => {
    expect(carouselButtons(0, 2, 3).canNext).toBe(true);
    expect(carouselButtons(1, 2, 3).canNext).toBe(false);
  });
});

describe('slideWidth', () => {
  it('splits the row evenly', () => {
    expect(slideWidth(5)).toBe('20%');
    expect(slideWidth(2)).toBe('50%');
  });
});
