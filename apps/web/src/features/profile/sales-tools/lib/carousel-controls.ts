/** Spec document 2 section 9: the tools carousel shows 5 tools on a desktop, one per step. */
export const TOOLS_VISIBLE_ON_DESKTOP = 5;

/**
 * How many tools fit side by side at each Mantine breakpoint: fewer on a phone, 5 on a desktop
 * (the section sits in the page's 8/12 column from `md`). The slide widths follow from it.
 */
export const toolsVisibleAt = {
  base: 2,
  xs: 3,
  sm: 4,
  md: 4,
  lg: TOOLS_VISIBLE_ON_DESKTOP,
} as const;

export interface CarouselButtons {
  canPrevious: boolean;
  canNext: boolean;
}

/**
 * The carousel's arrows (spec document 2 section 2): the left one is disabled at the start, the
 * right one when `position + visible >= count` (the last tools are in view).
 */
export function carouselButtons(position: number, visible: number, count: number): CarouselButtons {
  return { canPrevious: position > 0, canNext: position + visible < count };
}

/** A slide's width for `visible` slides in view, as a CSS percentage. */
export function slideWidth(visible: number): string {
  return `${100 / visible}%`;
}
