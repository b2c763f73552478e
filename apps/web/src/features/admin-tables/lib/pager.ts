/** One slot of the pager: a page (0-based index) or the gap between the run and the last page. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis' };

/** How many pages the pager lists before the ellipsis, and near the end (spec document 2 §9). */
export const PAGER_RUN = 3;
export const PAGER_TAIL = 5;

const page = (index: number): PagerItem => ({ kind: 'page', page: index });

/**
 * The pages the pager shows (spec document 2 section 9): the current page and the next two, an
 * ellipsis and the last page; within 5 pages of the end, the last 5 pages. A short list shows every
 * page, so no ellipsis stands for nothing. `current` out of range is clamped.
 */
export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages <= 0) return [];
  const last = totalPages - 1;
  if (totalPages <= PAGER_TAIL) return Array.from({ length: totalPages }, (_, i) => page(i));
  const at = Math.min(Math.max(0, Math.trunc(current)), last);
  if (at >= totalPages - PAGER_TAIL) {
    return Array.from({ length: PAGER_TAIL }, (_, i) => page(totalPages - PAGER_TAIL + i));
  }
  // Here at + 3 < last - 1: at least one page lies between the run and the last page.
  const run = Array.from({ length: PAGER_RUN }, (_, i) => page(at + i));
  return [...run, { kind: 'ellipsis' }, page(last)];
}
