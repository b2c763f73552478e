import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFill } from './star-rating.tsx';

/**
 * Where a rendered rating's colour turns from the rating's yellow to the empty stars' grey, in
 * percent of the row, read from its one element's background.
 */
function paintedFill(name: string): string {
  const background = screen.getByRole('img', { name }).style.background;
  const stop = /yellow-filled\) ([\d.]+%), var\(--mantine-color-gray-3\) ([\d.]+%)/.exec(
    background,
  );
  expect(stop?.[1], background).toBe(stop?.[2]);
  return stop?.[1] ?? 'none';
}

describe('StarRating', () => {
  it('fills whole stars, a half star and nothing in proportion to the score', () => {
    render(
      <>
        <StarRating value={5} />
        <StarRating value={4.5} />
        <StarRating value={3} />
        <StarRating value={0} />
      </>,
    );
    expect(paintedFill('Ocena 5 na 5')).toBe('100%');
    // Four filled stars and half of the fifth.
    expect(paintedFill('Ocena 4,5 na 5')).toBe('90%');
    expect(paintedFill('Ocena 3 na 5')).toBe('60%');
    expect(paintedFill('Ocena 0 na 5')).toBe('0%');
  });

  it('is one image named with the score in Polish, without any child elements', () => {
    render(<StarRating value={4.25} size="xs" />);
    const stars = screen.getByRole('img', { name: 'Ocena 4,3 na 5' });
    expect(stars.childElementCount).toBe(0);
    // Mantine's xs stars: five squares of 0.875rem, masked by the star.
    expect(stars.style.height).toBe('calc(0.875rem * var(--mantine-scale))');
    expect(stars.style.width).toBe('calc(calc(0.875rem * var(--mantine-scale)) * 5)');
    expect(stars.style.getPropertyValue('mask')).toMatch(/^url\("data:image\/svg\+xml,.+repeat-x$/);
  });

  it('rounds to the fractions of a star and keeps the score within the five stars', () => {
    expect(starFill(4.47)).toBe(90);
    expect(starFill(4.3, 4)).toBe(85);
    expect(starFill(4.3, 2)).toBe(90);
    expect(starFill(3.3)).toBe(66);
    expect(starFill(1 / 3, 3)).toBe(6.67);
    expect(starFill(7)).toBe(100);
    expect(starFill(-1)).toBe(0);
    expect(starFill(Number.NaN)).toBe(0);
  });
});
