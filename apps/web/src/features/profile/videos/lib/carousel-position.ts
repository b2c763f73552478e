/**
 * The arrows of the profile's carousels (spec document 2 section 2): each is disabled where it
 * can go no further. `position` is the index of the first visible slot.
 */
export interface CarouselArrows {
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** Videos: left disabled at the start, right at the last position (`lastPosition`). */
export function carouselArrows(position: number, lastPosition: number): CarouselArrows {
  return { previousDisabled: position <= 0, nextDisabled: position >= lastPosition };
}
