import { describe, expect, it } from 'vitest';
import {
  defaultYear,
  endYears,
  formatPeriod,
  fromMonthDate,
  monthOptions,
  monthYear,
  startYears,
  toMonthDate,
  yearOptions,
} from './months.ts';

describe('month pickers', () => {
  it('offer the twelve Polish months as 1–12', () => {
    expect(monthOptions).toHaveLength(12);
    expect(monthOptions[0]).toEqual({ value: '1', label: 'Styczeń' });
    expect(monthOptions[9]).toEqual({ value: '10', label: 'Październik' });
    expect(monthOptions[11]).toEqual({ value: '12', label: 'Grudzień' });
  });

  it('offer start years 1990–2050, ascending from the earliest', () => {
    const years = startYears();
    expect(years[0]).toBe(1990);
    expect(years.at(-1)).toBe(2050);
    expect(years).toHaveLength(61);
    const options = yearOptions(years);
    expect(options[0]).toEqual({ value: '1990', label: '1990' });
    expect(options.at(-1)).toEqual({ value: '2050', label: '2050' });
  });

  it('list every year picker ascending, whatever order the years come in', () => {
    for (const years of [startYears(), endYears('2019'), [2024, 1999, 2010]]) {
      const values = yearOptions(years).map((option) => Number(option.value));
      expect(values).toEqual([...years].sort((a, b) => a - b));
    }
  });

  it('preselect the current year when the list holds it, nothing otherwise', () => {
    expect(defaultYear(startYears(), new Date(2026, 10, 27))).toBe('2026');
    expect(defaultYear(endYears('2019'), new Date(2026, 0, 1))).toBe('2026');
    expect(defaultYear(endYears('2030'), new Date(2026, 0, 1))).toBe('');
    expect(defaultYear(startYears(), new Date(2051, 0, 1))).toBe('');
  });

  it('offer end years from the start year to the start year plus 60', () => {
    const years = endYears('2019');
    expect(years[0]).toBe(2019);
    expect(years.at(-1)).toBe(2079);
    expect(endYears('2050').at(-1)).toBe(2110);
  });

  it('offer the default years as end years before a start year is chosen', () => {
    expect(endYears('')).toEqual(startYears());
  });
});

describe('month dates', () => {
  it('send the first day of the chosen month', () => {
    expect(toMonthDate('3', '2021')).toBe('2021-03-01');
    expect(toMonthDate('12', '1990')).toBe('1990-12-01');
  });

  it('read a saved date back into the pickers, whatever its day', () => {
    expect(fromMonthDate('2021-03-01')).toEqual({ month: '3', year: '2021' });
    expect(fromMonthDate('2020-11-30')).toEqual({ month: '11', year: '2020' });
    expect(fromMonthDate(null)).toEqual({ month: '', year: '' });
    expect(fromMonthDate('garbage')).toEqual({ month: '', year: '' });
  });

  it('round-trip every month of the picker range', () => {
    for (const year of [1990, 2024, 2110]) {
      for (let month = 1; month <= 12; month += 1) {
        const date = toMonthDate(String(month), String(year));
        expect(fromMonthDate(date)).toEqual({ month: String(month), year: String(year) });
      }
    }
  });
});

describe('month-precision dates', () => {
  it('read "month year – month year", months in lower case inside the date', () => {
    expect(monthYear('2021-03-01')).toBe('marzec 2021');
    expect(formatPeriod('2019-10-01', '2023-06-01')).toBe('październik 2019 – czerwiec 2023');
  });

  it("end with 'obecnie' when ongoing", () => {
    expect(formatPeriod('2021-03-01', null)).toBe('marzec 2021 – obecnie');
  });

  it('never show a day, whatever day is stored', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['01', '15', '28']) {
        const text = monthYear(`2024-${String(month).padStart(2, '0')}-${day}`);
        expect(text).toMatch(/^\p{Ll}+ 2024$/u);
      }
    }
  });

  it('is not moved by the time zone (read as text)', () => {
    expect(monthYear('2024-01-01')).toBe('styczeń 2024');
    expect(monthYear('2023-12-01')).toBe('grudzień 2023');
  });
});
