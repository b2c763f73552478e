import { INVESTOR_CATEGORIES } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { stepHeadings } from './step-headings.ts';

describe('stepHeadings', () => {
  it('gives each question its category as the subtitle', () => {
    const titles = Array.from({ length: 8 }, (_, i) => `Pytanie ${i + 1}`);
    const headings = stepHeadings(INVESTOR_CATEGORIES, titles);
    expect(headings[3]).toEqual({ title: 'Pytanie 4', subtitle: 'Potrzeby sprzedażowe' });
    expect(headings[4]).toEqual({ title: 'Pytanie 5', subtitle: 'Biznes / Organizacja' });
  });

  it('refuses a title list that does not match the tracker', () => {
    expect(() => stepHeadings(INVESTOR_CATEGORIES, ['Jedno'])).toThrow();
  });
});
