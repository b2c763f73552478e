import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewAverage, roundRatio, STAR_ROWS, starDistribution, starsOf } from './review-math.ts';

const counts = (entries: [number, number][]) => new Map(entries);

describe('starDistribution', () => {
  it('has five rows at 0 when there are no reviews', () => {
    expect(starDistribution(new Map())).toEqual([
      { stars: 5, percent: 0 },
      { stars: 4, percent: 0 },
      { stars: 3, percent: 0 },
      { stars: 2, percent: 0 },
      { stars: 1, percent: 0 },
    ]);
  });

  it('gives the leftover hundredth to the largest remainder, the higher star on a tie', () => {
    // Thirds: 33.333… each; one hundredth is missing and goes to 5 stars (equal remainders).
    expect(
      starDistribution(
        counts([
          [5, 1],
          [3, 1],
          [1, 1],
        ]),
      ).map((r) => r.percent),
    ).toEqual([33.34, 0, 33.33, 0, 33.33]);
    // 2/3 and 1/3: 66.666… has the larger remainder, so it is rounded up.
    expect(
      starDistribution(
        counts([
          [4, 2],
          [2, 1],
        ]),
      ).map((r) => r.percent),
    ).toEqual([0, 66.67, 0, 33.33, 0]);
    expect(starDistribution(counts([[4, 7]])).map((r) => r.percent)).toEqual([0, 100, 0, 0, 0]);
  });

  it('always sums to exactly 100.00, each row within 0.01 of its exact share', () => {
    const countsArb = fc.array(fc.nat({ max: 100_000 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(countsArb, (list) => {
        const total = list.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const rows = starDistribution(new Map(STAR_ROWS.map((stars, i) => [stars, list[i] ?? 0])));
        expect(rows.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1]);
        const hundredths = rows.map((r) => Math.round(r.percent * 100));
        expect(hundredths.reduce((a, b) => a + b, 0)).toBe(10_000);
        rows.forEach((row, i) => {
          // Two decimals at most, and never further than one hundredth from the exact share.
          expect(Number(row.percent.toFixed(2))).toBe(row.percent);
          const exact = ((list[i] ?? 0) * 100) / total;
          expect(Math.abs(row.percent - exact)).toBeLessThan(0.01 + 1e-9);
        });
      }),
    );
  });
});

describe('stars and averages', () => {
  it('rounds a review to its star row half up', () => {
    expect(starsOf(18, 4)).toBe(5); // 4.5
    expect(starsOf(17, 4)).toBe(4); // 4.25
    expect(starsOf(14, 4)).toBe(4); // 3.5
    expect(starsOf(13, 4)).toBe(3); // 3.25
    expect(starsOf(4, 4)).toBe(1);
    expect(starsOf(20, 4)).toBe(5);
  });

  it('averages a review exactly to 2 decimals', () => {
    expect(reviewAverage([5, 4, 4, 4])).toBe(4.25);
    expect(reviewAverage([1, 2, 2, 2])).toBe(1.75);
    expect(reviewAverage([1, 1, 2])).toBe(1.33);
    expect(reviewAverage([1, 2, 2])).toBe(1.67);
    expect(reviewAverage([])).toBe(0);
  });

  it('rounds ratios half up where binary floats would not', () => {
    // 1.005 is 1.00499999… as a double; the exact ratio 201/200 rounds up.
    expect(roundRatio(201, 200, 2)).toBe(1.01);
    expect(roundRatio(17, 4, 1)).toBe(4.3);
    expect(roundRatio(0, 1, 1)).toBe(0);
  });
});
