import { format } from 'date-fns/format';
import { pl } from 'date-fns/locale/pl';
import { parseISO } from 'date-fns/parseISO';
import { describe, expect, it } from 'vitest';
import { isValidDate, numericDate, parseIsoDate, shortPolishDate } from './polish-date.ts';

describe('polish dates', () => {
  it("writes every month as date-fns' Polish 'd MMM yyyy' does", () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2025, month, month + 1);
      expect(shortPolishDate(date)).toBe(format(date, 'd MMM yyyy', { locale: pl }));
    }
    expect(shortPolishDate(new Date(2024, 9, 21))).toBe('21 paź 2024');
  });

  it("writes 'dd.MM.yyyy' with leading zeros", () => {
    expect(numericDate(new Date(2023, 0, 5))).toBe('05.01.2023');
    expect(numericDate(new Date(2023, 11, 31))).toBe('31.12.2023');
  });

  it('reads a bare date as a local date and a timestamp as its instant, like parseISO', () => {
    for (const text of ['2025-03-03', '2025-03-03T12:30:00', '2025-03-03T12:30:00.000Z']) {
      expect(parseIsoDate(text).getTime()).toBe(parseISO(text).getTime());
    }
    expect(isValidDate(parseIsoDate('wczoraj'))).toBe(false);
    expect(isValidDate(parseIsoDate('2025-03-03T12:30:00Z'))).toBe(true);
  });
});
