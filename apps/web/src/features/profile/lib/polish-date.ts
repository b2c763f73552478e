/**
 * The profile's date texts without date-fns' `format` and its locales (about 8 kB gzip on the
 * profile's first load): the same output as its Polish 'd MMM yyyy' and 'dd.MM.yyyy'.
 */

/** date-fns' Polish abbreviated months (`MMM` of its `pl` locale). */
const SHORT_MONTHS = [
  'sty',
  'lut',
  'mar',
  'kwi',
  'maj',
  'cze',
  'lip',
  'sie',
  'wrz',
  'paź',
  'lis',
  'gru',
] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO 8601 date or timestamp as a Date. A bare date is a local date (as date-fns' `parseISO`
 * reads it; `new Date` would take it as UTC midnight, the day before west of Greenwich).
 */
export function parseIsoDate(text: string): Date {
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  }
  return new Date(text);
}

export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** '3 mar 2025': the day, the Polish short month and the year, in the local time zone. */
export function shortPolishDate(date: Date): string {
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '03.03.2025', in the local time zone. */
export function numericDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;
}
