import type { ReviewDistribution } from '@handlowo/contract';

/*
 * The arithmetic of the reviews panel, on integers wherever a rounding decides the answer:
 * category scores are whole numbers 1–5, so every mean is a ratio of integers and rounding it
 * half up can be done exactly instead of on a binary fraction.
 */

/** `numerator / denominator` rounded half up to `decimals` places (non-negative inputs). */
export function roundRatio(numerator: number, denominator: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.floor((2 * numerator * scale + denominator) / (2 * denominator)) / scale;
}

/** A review's mean of its category scores, 2 decimals (`categoryOpinionsAverageScore`). */
export function reviewAverage(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const total = scores.reduce((sum, score) => sum + score, 0);
  return roundRatio(total, scores.length, 2);
}

/** The star row a review counts in: its mean rounded half up (4.5 → 5, 4.25 → 4). */
export function starsOf(total: number, scoreCount: number): number {
  return Math.floor((2 * total + scoreCount) / (2 * scoreCount));
}

export const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/** Hundredths of a percent: the unit D39's two decimals are counted in. */
const WHOLE = 10_000;

/**
 * D39: the share of reviews in each star row, 5 → 1, with 2 decimals that sum to exactly 100
 * (largest-remainder rounding: every row gets its share rounded down, then the hundredths still
 * missing go to the rows with the largest remainders, higher stars first on a tie). Each percent
 * is within 0.01 of the exact share. No reviews: every row 0.
 */
export function starDistribution(countByStars: ReadonlyMap<number, number>): ReviewDistribution[] {
  const rows = STAR_ROWS.map((stars) => ({ stars, count: countByStars.get(stars) ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return rows.map(({ stars }) => ({ stars, percent: 0 }));
  const shares = rows.map(({ stars, count }) => ({
    stars,
    units: Math.floor((count * WHOLE) / total),
    remainder: (count * WHOLE) % total,
  }));
  let missing = WHOLE - shares.reduce((sum, share) => sum + share.units, 0);
  // Largest remainder first; the sort is stable, so the higher star row wins a tie.
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (missing === 0) break;
    share.units += 1;
    missing -= 1;
  }
  return shares.map(({ stars, units }) => ({ stars, percent: units / 100 }));
}
