import { describe, expect, it } from 'vitest';
import { carouselArrows } from './carousel-position.ts';

describe('carouselArrows', () => {
  it('disables the left arrow at the start and the right one at the last position', () => {
    expect(carouselArrows(0, 3)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(carouselArrows(1, 3)).toEqual({ previousDisabled: false, nextDisabled: false });
    expect(carouselArrows(3, 3)).toEqual({ previousDisabled: false, nextDisabled: true });
  });

  it('disables both when everything fits (one item, or nothing to scroll)', () => {
    expect(carouselArrows(0, 0)).toEqual({ previousDisabled: true, nextDisabled: true });
  });
});
