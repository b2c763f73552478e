import { format } from 'date-fns';

/** Today as the date picker's earliest day, 'YYYY-MM-DD'. */
export function todayDate(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/** Ours: the picker's latest day (a service planned further ahead is surely a typo). */
export const LAST_START_DATE = '2038-12-31';

/**
 * The date picker's arrows, named in Polish (Mantine leaves them unnamed). The month and year
 * buttons keep their visible text ('listopad 2026') as their name.
 */
export const calendarAriaLabels = {
  nextMonth: 'Następny miesiąc',
  previousMonth: 'Poprzedni miesiąc',
  nextYear: 'Następny rok',
  previousYear: 'Poprzedni rok',
  nextDecade: 'Następna dekada',
  previousDecade: 'Poprzednia dekada',
};
