import { type Weekday, weekday } from '@handlowo/contract';

const WORKING_WEEK: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/**
 * The working days as the side panel reads them (spec document 2 section 2): all seven
 * 'Wszystkie dni tygodnia', Monday to Friday 'Dni robocze', otherwise runs of consecutive days
 * as ranges ('Poniedziałek – Środa, Piątek'). Order and duplicates of the input do not matter;
 * `null` when no day is set.
 */
export function describeWorkingDays(days: readonly Weekday[]): string | null {
  const set = new Set(days);
  const sorted = weekday.keys.filter((day) => set.has(day));
  if (sorted.length === 0) return null;
  if (sorted.length === weekday.keys.length) return 'Wszystkie dni tygodnia';
  if (sorted.length === WORKING_WEEK.length && WORKING_WEEK.every((day) => set.has(day))) {
    return 'Dni robocze';
  }
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && weekday.keys.indexOf(day) === weekday.keys.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const first = weekday.labels[run[0] as Weekday];
      const last = weekday.labels[run.at(-1) as Weekday];
      return run.length === 1 ? first : `${first} – ${last}`;
    })
    .join(', ');
}
