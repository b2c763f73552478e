import { type CarouselArrows, carouselArrows } from '../../videos/lib/carousel-position.ts';

/** Spec document 2 sections 2 and 9: the portfolio carousel shows 3 slots per view. */
export const PORTFOLIO_SLOTS_PER_VIEW = 3;

export type PortfolioSlot<T> =
  | { kind: 'item'; item: T; index: number }
  | { kind: 'placeholder'; key: string };

/** The items, padded with empty placeholders up to one full view (3 slots). */
export function portfolioSlots<T>(
  items: readonly T[],
  perView = PORTFOLIO_SLOTS_PER_VIEW,
): PortfolioSlot<T>[] {
  const slots: PortfolioSlot<T>[] = items.map((item, index) => ({ kind: 'item', item, index }));
  for (let i = items.length; i < perView; i++)
    slots.push({ kind: 'placeholder', key: `empty-${i}` });
  return slots;
}

/**
 * The portfolio's arrows: left disabled at the start; right disabled when position = count - 3
 * or count <= 3 (the last full view is shown, or everything fits).
 */
export function portfolioArrows(
  position: number,
  count: number,
  perView = PORTFOLIO_SLOTS_PER_VIEW,
): CarouselArrows {
  return carouselArrows(position, Math.max(0, count - perView));
}
