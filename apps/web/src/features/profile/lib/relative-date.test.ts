import { describe, expect, it } from 'vitest';
import { relativeReviewDate } from './relative-date.ts';

// Local times: the function counts calendar days in the viewer's time zone.
const now = new Date(2026, 10, 23, 10, 0);
const ago = (days: number, hours = 0) => new Date(2026, 10, 23 - days, 10 - hours, 0);

describe('relativeReviewDate', () => {
  it('reads today, also for a time later today or in the future', () => {
    expect(relativeReviewDate(ago(0, 9), now)).toBe('Dzisiaj');
    expect(relativeReviewDate(new Date(2026, 10, 24), now)).toBe('Dzisiaj');
  });

  it('reads yesterday for the previous calendar day, even under 24 hours ago', () => {
    expect(relativeReviewDate(new Date(2026, 10, 22, 23, 30), now)).toBe('Wczoraj');
  });

  it('counts days under a week', () => {
    expect(relativeReviewDate(ago(2), now)).toBe('2 dni temu');
    expect(relativeReviewDate(ago(6), now)).toBe('6 dni temu');
  });

  it('counts weeks under four weeks with Polish forms', () => {
    expect(relativeReviewDate(ago(7), now)).toBe('Tydzień temu');
    expect(relativeReviewDate(ago(13), now)).toBe('Tydzień temu');
    expect(relativeReviewDate(ago(14), now)).toBe('2 tygodnie temu');
    expect(relativeReviewDate(ago(27), now)).toBe('3 tygodnie temu');
  });

  it('counts months under a year with Polish forms', () => {
    expect(relativeReviewDate(ago(28), now)).toBe('Miesiąc temu');
    expect(relativeReviewDate(new Date(2026, 9, 23), now)).toBe('Miesiąc temu');
    expect(relativeReviewDate(new Date(2026, 8, 23), now)).toBe('2 miesiące temu');
    expect(relativeReviewDate(new Date(2026, 6, 23), now)).toBe('4 miesiące temu');
    expect(relativeReviewDate(new Date(2026, 5, 23), now)).toBe('5 miesięcy temu');
    expect(relativeReviewDate(new Date(2025, 11, 24), now)).toBe('10 miesięcy temu');
    expect(relativeReviewDate(new Date(2025, 10, 24), now)).toBe('11 miesięcy temu');
  });

  it('reads a year, then the date', () => {
    expect(relativeReviewDate(new Date(2025, 10, 23), now)).toBe('Rok temu');
    expect(relativeReviewDate(new Date(2024, 10, 24), now)).toBe('Rok temu');
    expect(relativeReviewDate(new Date(2024, 10, 23), now)).toBe('23.11.2024');
    expect(relativeReviewDate(new Date(2020, 0, 5), now)).toBe('05.01.2020');
  });

  it('accepts the wire format (an ISO date-time)', () => {
    expect(relativeReviewDate(ago(3).toISOString(), now)).toBe('3 dni temu');
  });
});
