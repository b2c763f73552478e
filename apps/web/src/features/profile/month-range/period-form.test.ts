import { describe, expect, it } from 'vitest';
import {
  defaultEndYear,
  PeriodForm,
  type PeriodInput,
  periodDates,
  periodDefaults,
} from './period-form.ts';

const filled: PeriodInput = {
  startMonth: '3',
  startYear: '2021',
  endMonth: '6',
  endYear: '2023',
  ongoing: false,
};

function messages(period: PeriodInput) {
  const result = PeriodForm.safeParse(period);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the period form', () => {
  it('requires both starts and, unless ongoing, both ends with the contract messages', () => {
    const empty: PeriodInput = {
      startMonth: '',
      startYear: '',
      endMonth: '',
      endYear: '',
      ongoing: false,
    };
    expect(messages(empty)).toEqual([
      ['startMonth', 'Wybierz miesiąc początkowy'],
      ['startYear', 'Wybierz początkowy rok'],
      ['endMonth', 'Wybierz miesiąc końcowy'],
      ['endYear', 'Wybierz końcowy rok'],
    ]);
    expect(messages({ ...empty, ongoing: true })).toEqual([
      ['startMonth', 'Wybierz miesiąc początkowy'],
      ['startYear', 'Wybierz początkowy rok'],
    ]);
    expect(messages(filled)).toEqual([]);
  });

  it('starts a new entry with the current year in both year pickers, the months to choose', () => {
    const fresh = periodDefaults(undefined, undefined, new Date(2026, 10, 27));
    expect(fresh).toEqual({
      startMonth: '',
      startYear: '2026',
      endMonth: '',
      endYear: '2026',
      ongoing: false,
    });
    expect(messages(fresh)).toEqual([
      ['startMonth', 'Wybierz miesiąc początkowy'],
      ['endMonth', 'Wybierz miesiąc końcowy'],
    ]);
    // Beyond the pickers' range nothing is preselected (the list has no such year).
    expect(periodDefaults(null, null, new Date(2051, 0, 1)).startYear).toBe('');
  });

  it('preselects the current year as the end when the start allows it', () => {
    const today = new Date(2026, 5, 1);
    expect(defaultEndYear('2019', today)).toBe('2026');
    expect(defaultEndYear('2026', today)).toBe('2026');
    expect(defaultEndYear('2030', today)).toBe('');
  });

  it('turns the pickers into first-of-month dates, null end when ongoing', () => {
    expect(periodDates(filled)).toEqual({ start: '2021-03-01', end: '2023-06-01' });
    expect(periodDates({ ...filled, ongoing: true })).toEqual({ start: '2021-03-01', end: null });
    // The end pickers are ignored when ongoing (they are cleared too).
    expect(periodDates({ ...filled, endMonth: '', endYear: '', ongoing: true })).toEqual({
      start: '2021-03-01',
      end: null,
    });
  });

  it('gives no dates while a picker is missing', () => {
    expect(periodDates({ ...filled, startYear: '' })).toBeNull();
    expect(periodDates({ ...filled, endMonth: '' })).toBeNull();
  });

  it('pre-checks ongoing for a saved entry without an end', () => {
    expect(periodDefaults('2021-03-01', null)).toEqual({
      startMonth: '3',
      startYear: '2021',
      endMonth: '',
      endYear: '',
      ongoing: true,
    });
    expect(periodDefaults('2021-03-01', '2023-06-01')).toEqual(filled);
  });
});
