// Deep imports: the package's index (and the locale index) pull in hundreds of modules, which
// slows every test that loads the profile route.
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { differenceInMonths } from 'date-fns/differenceInMonths';
import { differenceInYears } from 'date-fns/differenceInYears';
import { counted, dayForms, monthForms, weekForms } from '@/lib/plural.ts';
import { numericDate, parseIsoDate } from './polish-date.ts';

/**
 * A review's date relative to `now` (spec document 2 section 9): 'Dzisiaj', 'Wczoraj', 'N dni
 * temu' under a week, 'Tydzień temu' / 'N tygodnie temu' under 4 weeks, 'Miesiąc temu' / 'N
 * miesięcy temu' under 12 months, 'Rok temu' for a year, else the date as dd.MM.yyyy. Days are
 * calendar days in the viewer's time zone; a date in the future (clock skew) reads 'Dzisiaj'.
 */
export function relativeReviewDate(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? parseIsoDate(date) : date;
  const days = differenceInCalendarDays(now, then);
  if (days <= 0) return 'Dzisiaj';
  if (days === 1) return 'Wczoraj';
  if (days < 7) return `${counted(days, dayForms)} temu`;
  if (days < 28) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? 'Tydzień temu' : `${counted(weeks, weekForms)} temu`;
  }
  const months = differenceInMonths(now, then);
  // 28 days up to a full month is already past "4 weeks": it reads as a month.
  if (months <= 1) return 'Miesiąc temu';
  if (months < 12) return `${counted(months, monthForms)} temu`;
  if (differenceInYears(now, then) === 1) return 'Rok temu';
  return numericDate(then);
}
