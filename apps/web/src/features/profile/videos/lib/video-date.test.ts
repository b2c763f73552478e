import { describe, expect, it } from 'vitest';
import { formatVideoDate } from './video-date.ts';

describe('formatVideoDate', () => {
  it('writes the day, the Polish short month and the year', () => {
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    expect(formatVideoDate('2025-03-03T12:00:00.000Z')).toBe('3 mar 2025');
    expect(formatVideoDate('2024-10-21T12:00:00Z')).toBe('21 paź 2024');
    expect(formatVideoDate('2026-01-09T12:00:00Z')).toBe('9 sty 2026');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatVideoDate('wczoraj')).toBe('');
  });
});
