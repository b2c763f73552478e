import type { CSSProperties } from 'react';

const STARS = 5;

/** Mantine's Rating sizes (Rating.css), so the stars look as they did. */
const SIZES = {
  xs: 'calc(0.875rem * var(--mantine-scale))',
  sm: 'calc(1.125rem * var(--mantine-scale))',
  md: 'calc(1.25rem * var(--mantine-scale))',
} as const;

/** Mantine's star (its Rating's StarIcon: stroked with round joins) as a mask. */
const STAR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 17.75l-6.172 3.245l1.179-6.873l-5-4.867l6.9-1l3.086-6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z' stroke='%23000' stroke-linejoin='round'/%3E%3C/svg%3E\")";

const oneDecimal = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** '4,5' */
export function formatScore(score: number): string {
  return oneDecimal.format(score);
}

/**
 * How much of the five stars is filled, in percent: the score kept within 0-5 and rounded to
 * 1/`fractions` of a star, as Mantine's Rating rounds (4.5 -> 90: four stars and a half).
 */
export function starFill(value: number, fractions = 10): number {
  const score = Number.isFinite(value) ? Math.min(STARS, Math.max(0, value)) : 0;
  // Whole steps, so 4.5 gives 90 and not 90.00000000000001.
  const steps = Math.round(score * fractions);
  return Math.round((steps * 10_000) / (STARS * fractions)) / 100;
}

/**
 * A read-only score in five stars with fractions, one image for assistive technology
 * ('Ocena 4,5 na 5'). It is one element: a star mask repeated five times over a background in
 * the rating colour up to the score and grey after it, where Mantine's read-only Rating drew
 * about 210 (ten clipped SVG copies of every star; issue 30). Styled inline: a stylesheet of its
 * own would be one more file in the list of every route's chunks that the entry carries. A form
 * where someone gives a score keeps Mantine's Rating.
 */
export function StarRating({
  value,
  size = 'sm',
  fractions = 10,
}: {
  value: number;
  size?: keyof typeof SIZES;
  /** Steps per star: 10 shows 4.47 as 4.5; 4 shows 4.3 as 4.25. */
  fractions?: number;
}) {
  const side = SIZES[size];
  const fill = `${starFill(value, fractions)}%`;
  const mask = `${STAR} 0 0 / ${side} ${side} repeat-x`;
  const style: CSSProperties = {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    width: `calc(${side} * ${STARS})`,
    height: side,
    background: `linear-gradient(to right, var(--mantine-color-yellow-filled) ${fill}, var(--mantine-color-gray-3) ${fill})`,
    WebkitMask: mask,
    mask,
    // The colours carry the score: a high-contrast mode would paint the whole row one colour.
    forcedColorAdjust: 'none',
    printColorAdjust: 'exact',
  };
  return <span role="img" aria-label={`Ocena ${formatScore(value)} na 5`} style={style} />;
}
