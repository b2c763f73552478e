import { StarRating } from '@/components/ui/star-rating.tsx';

/** A read-only score in stars with fractions, one image for assistive technology ('Ocena 4,5 na 5'). */
export function ScoreStars({ value }: { value: number }) {
  return <StarRating value={value} />;
}
