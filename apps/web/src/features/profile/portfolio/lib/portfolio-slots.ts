import { type CarouselArrows, carouselArrows } from '../../videos/lib/carousel-position.ts';

/** Spec document 2 sections 2 and 9: the portfolio carousel shows 3 slots per view. */
export const PORTFOLIO_SLOTS_PER_VIEW = 3;

export type PortfolioSlot<T> =
  | { kind: 'item'; item: T; index: number }
  | { kind: 'placeholder'; key: string };

/**
 * The items, for the owner padded with empty placeholders (each one adds a project) up to one
 * full view (3 slots). A visitor sees only the projects: an empty dashed slot offers them nothing
 * (issue 28).
 */
export function portfolioSlots<T>(
  items: readonly T[],
  {
    withPlaceholders,
    perView = PORTFOLIO_SLOTS_PER_VIEW,
  }: { withPlaceholders: boolean; perView?: number },
): PortfolioSlot<T>[] {
  const slots: PortfolioSlot<T>[] = items.map((item, index) => ({ kind: 'item', item, index }));
  if (!withPlaceholders) return slots;
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
