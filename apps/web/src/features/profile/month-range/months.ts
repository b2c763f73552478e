import { END_YEAR_SPAN, YEAR_MAX, YEAR_MIN } from '@handlowo/contract';

/** Polish month names as the pickers and the periods show them (nominative, capitalised). */
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

/** Newest first: the recent years are the likely ones. */
export function yearOptions(years: readonly number[]) {
  return [...years].reverse().map((year) => ({ value: String(year), label: String(year) }));
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

/** 'Marzec 2021' of a 'YYYY-MM-DD' date (read as text: no time zone can shift it). */
export function monthYear(date: string): string {
  const { month, year } = fromMonthDate(date);
  const name = POLISH_MONTHS[Number(month) - 1];
  return name ? `${name} ${year}` : date;
}

/** What an ongoing experience or education shows as its end (spec document 2 section 9). */
export const ONGOING_LABEL = 'Teraz';

/** 'Marzec 2021 – Teraz', 'Marzec 2021 – Czerwiec 2023' (Polish typography: an en dash). */
export function formatPeriod(start: string, end: string | null): string {
  return `${monthYear(start)} – ${end ? monthYear(end) : ONGOING_LABEL}`;
}
