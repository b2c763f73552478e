import { profileMessages as m } from '@handlowo/contract';
import { z } from 'zod';
import { defaultYear, endYears, fromMonthDate, startYears, toMonthDate } from './months.ts';

/**
 * The month/year pickers of a date range (certificates, experience, education): a select with
 * nothing chosen holds '' (the months of a new entry; its years start at the current one); the
 * end is required unless 'ongoing' is checked (spec document 2 sections 4 and 5). The messages
 * are the contract's.
 */
export const PeriodForm = z
  .object({
    startMonth: z.string(),
    startYear: z.string(),
    endMonth: z.string(),
    endYear: z.string(),
    ongoing: z.boolean(),
  })
  .superRefine((period, ctx) => {
    const require = (key: keyof typeof period, message: string) => {
      if (!period[key]) ctx.addIssue({ code: 'custom', path: [key], message });
    };
    require('startMonth', m.startMonthRequired);
    require('startYear', m.startYearRequired);
    if (period.ongoing) return;
    require('endMonth', m.endMonthRequired);
    require('endYear', m.endYearRequired);
  });
export type PeriodInput = z.input<typeof PeriodForm>;

/**
 * The pickers' values of a saved range; an entry without an end has 'ongoing' pre-checked. A new
 * entry's year pickers hold the current year (issue 28), its months are left to choose.
 */
export function periodDefaults(
  start?: string | null,
  end?: string | null,
  today: Date = new Date(),
): PeriodInput {
  if (!start) {
    const year = defaultYear(startYears(), today);
    return {
      startMonth: '',
      startYear: year,
      endMonth: '',
      endYear: defaultEndYear(year, today),
      ongoing: false,
    };
  }
  const from = fromMonthDate(start);
  const to = fromMonthDate(end);
  return {
    startMonth: from.month,
    startYear: from.year,
    endMonth: to.month,
    endYear: to.year,
    // A saved entry without an end is ongoing.
    ongoing: !end,
  };
}

/** The end year picker's value when it is (again) to be chosen: this year, if the start allows. */
export function defaultEndYear(startYear: string, today: Date = new Date()): string {
  return defaultYear(endYears(startYear), today);
}

/**
 * The range as the API takes it: first days of the months, `end` null when ongoing; null while
 * the pickers are incomplete (the pickers' own messages say what is missing).
 */
export function periodDates(period: PeriodInput): { start: string; end: string | null } | null {
  if (!period.startMonth || !period.startYear) return null;
  const start = toMonthDate(period.startMonth, period.startYear);
  if (period.ongoing) return { start, end: null };
  if (!period.endMonth || !period.endYear) return null;
  return { start, end: toMonthDate(period.endMonth, period.endYear) };
}

/** Where the body's date errors show in the form: on the start or the end month picker. */
export const periodFields = {
  start: ['period', 'startMonth'],
  end: ['period', 'endMonth'],
} as const;
