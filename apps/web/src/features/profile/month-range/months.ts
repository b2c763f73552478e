import { END_YEAR_SPAN, YEAR_MAX, YEAR_MIN } from '@handlowo/contract';

/**
 * Polish month names, nominative. Capitalised as the pickers list them (an option stands
 * alone); inside a date they are written in lower case ('marzec 2021', see `monthYear`).
 */
export const POLISH_MONTHS = [
  'Styczeń',
  'Luty',
  'Marzec',
  'Kwiecień',
  'Maj',
  'Czerwiec',
  'Lipiec',
  'Sierpień',
  'Wrzesień',
  'Październik',
  'Listopad',
  'Grudzień',
] as const;

/** Select options of the month pickers: value '1'…'12', label the Polish name. */
export const monthOptions = POLISH_MONTHS.map((label, index) => ({
  value: String(index + 1),
  label,
}));

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** Start years: 1990 to 2050 (spec document 2 section 5). */
export function startYears(): number[] {
  return range(YEAR_MIN, YEAR_MAX);
}

/**
 * End years: from the start year to the start year plus 60, so a range may end in the year it
 * began (a month later or the same month); before a start year is chosen, 1990 to 2050.
 */
export function endYears(startYear: string): number[] {
  const start = Number(startYear);
  if (!startYear || !Number.isInteger(start)) return range(YEAR_MIN, YEAR_MAX);
  return range(start, start + END_YEAR_SPAN);
}

/**
 * The options of a year picker, ascending from the earliest allowed year to the latest (issue
 * 28: a list is read top-down in its natural order; the current year is preselected instead,
 * see `defaultYear`, so the likely choice needs no scrolling).
 */
export function yearOptions(years: readonly number[]) {
  return [...years]
    .sort((a, b) => a - b)
    .map((year) => ({ value: String(year), label: String(year) }));
}

/** The year a picker holds before the user chooses: this year, if it is one of `years`. */
export function defaultYear(years: readonly number[], today: Date = new Date()): string {
  const year = today.getFullYear();
  return years.includes(year) ? String(year) : '';
}

const MONTH_DATE = /^(\d{4})-(\d{2})/;

/** The picked month as the API takes it: the first day, 'YYYY-MM-01'. */
export function toMonthDate(month: string, year: string): string {
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-01`;
}

/** 'YYYY-MM-DD' -> the pickers' values ('3', '2021'); empty ones for anything else. */
export function fromMonthDate(date: string | null | undefined): { month: string; year: string } {
  const match = date ? MONTH_DATE.exec(date) : null;
  if (!match) return { month: '', year: '' };
  return { month: String(Number(match[2])), year: String(Number(match[1])) };
}

/**
 * THE formatter of month-precision dates (certificates, experience, education: anything a
 * month picker entered): 'marzec 2021' of a 'YYYY-MM-DD' date. The stored day is always the 1st
 * and means nothing, so it is never shown (issue 28: not '1 mar 2024'). Read as text: no time
 * zone can shift it. month-precision.test.ts keeps the day formatters out of these sections.
 */
export function monthYear(date: string): string {
  const { month, year } = fromMonthDate(date);
  const name = POLISH_MONTHS[Number(month) - 1];
  return name ? `${name.toLocaleLowerCase('pl-PL')} ${year}` : date;
}

/**
 * What an ongoing experience or education shows as its end. The spec's 'Teraz' (spec document 2
 * section 9) reads as a capitalised word inside a period; 'obecnie' is the Polish CV usage
 * (issue 28, docs/copy.md).
 */
export const ONGOING_LABEL = 'obecnie';

/** 'marzec 2021 – obecnie', 'marzec 2021 – czerwiec 2023' (Polish typography: an en dash). */
export function formatPeriod(start: string, end: string | null): string {
  return `${monthYear(start)} – ${end ? monthYear(end) : ONGOING_LABEL}`;
}
