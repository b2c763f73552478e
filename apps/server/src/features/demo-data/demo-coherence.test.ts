import { experienceLevel, orderStatus } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { firstDayOf, monthOf } from './demo-calendar.ts';
import { JOB_TITLES, OTHER_JOB_TITLES } from './demo-texts.ts';
import { aboutText, career, SALES_MONTHS } from './fill-freelancer.ts';
import { serviceStart } from './fill-investor.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The generator's rules over many draws (issue 28); generate-demo-data.test.ts checks the same
 * invariants on a generated database.
 */
const TODAY = monthOf('2026-11-27');
const DRAWS = 300;
const salesTitles = new Set<string>(Object.values(JOB_TITLES).flat());
const seniorTitles = new Set<string>(JOB_TITLES.senior);

describe('demo careers', () => {
  it.each(experienceLevel.keys)('%s: the jobs add up to the level, titles fit it', (level) => {
    for (let seed = 0; seed < DRAWS; seed++) {
      const random = seededRandom(seed);
      const months = random.int(...SALES_MONTHS[level]);
      const jobs = career(random, level, months, TODAY);
      expect(jobs.length).toBeGreaterThan(0);
      for (const job of jobs) {
        expect(job.start).toBeLessThanOrEqual(job.end ?? TODAY);
        expect(job.end ?? TODAY).toBeLessThanOrEqual(TODAY);
      }
      if (level === 'BEGINNER') {
        expect(jobs.every((job) => OTHER_JOB_TITLES.includes(job.title))).toBe(true);
        continue;
      }
      expect(jobs.every((job) => salesTitles.has(job.title))).toBe(true);
      const total = jobs.reduce((sum, job) => sum + (job.end ?? TODAY) - job.start + 1, 0);
      expect(total).toBe(months);
      const [min, max] = SALES_MONTHS[level];
      expect(total).toBeGreaterThanOrEqual(min);
      expect(total).toBeLessThanOrEqual(max);
      if (level !== 'SENIOR' && level !== 'EXPERT') {
        expect(jobs.some((job) => seniorTitles.has(job.title))).toBe(false);
      }
      // Newest first, one after another.
      for (let i = 1; i < jobs.length; i++) {
        expect((jobs[i]?.end ?? TODAY) < (jobs[i - 1]?.start ?? 0)).toBe(true);
      }
    }
  });

  it('writes the years of the about text in correct Polish', () => {
    const texts = experienceLevel.keys.flatMap((level) =>
      Array.from({ length: DRAWS }, (_, seed) => {
        const random = seededRandom(seed);
        return aboutText(random, level, random.int(...SALES_MONTHS[level]));
      }),
    );
    expect(texts.some((text) => text.includes('Od roku') || text.includes('roczne'))).toBe(true);
    for (const text of texts) {
      expect(text).not.toMatch(/\b[01] lat|\b1-letnie|\{/);
    }
  });
});

describe('demo service dates', () => {
  it.each(orderStatus.keys)('%s: the months fit the status', (status) => {
    for (let seed = 0; seed < DRAWS; seed++) {
      const random = seededRandom(seed);
      for (const period of [1, 2, 3, 6]) {
        const start = serviceStart(random, status, period, TODAY, random.int(0, 2) * 12);
        expect(firstDayOf(start)).toMatch(/^\d{4}-\d{2}-01$/);
        if (status === 'REALIZED') expect(start + period).toBeLessThanOrEqual(TODAY);
        else if (status === 'ACTIVE') {
          expect(start).toBeLessThanOrEqual(TODAY);
          expect(start + period).toBeGreaterThan(TODAY);
        } else expect(start).toBeGreaterThan(TODAY);
      }
    }
  });
});
