import { profileMessages as m } from '@handlowo/contract';
import { z } from 'zod';
import { fromMonthDate, toMonthDate } from './months.ts';

/**
 * The month/year pickers of a date range (certificates, experience, education): every select
 * holds '' until chosen; the end is required unless 'ongoing' is checked (spec document 2
 * sections 4 and 5). The messages are the contract's.
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

/** The pickers' values of a saved range; an entry without an end has 'ongoing' pre-checked. */
export function periodDefaults(start?: string | null, end?: string | null): PeriodInput {
  const from = fromMonthDate(start);
  const to = fromMonthDate(end);
  return {
    startMonth: from.month,
    startYear: from.year,
    endMonth: to.month,
    endYear: to.year,
    // A new entry starts with both ends to fill in; a saved one without an end is ongoing.
    ongoing: Boolean(start) && !end,
  };
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
