import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { isSameYear } from 'date-fns/isSameYear';
import { pl } from 'date-fns/locale/pl';
import { subDays } from 'date-fns/subDays';

/** When a message was written: 'dzisiaj, 14:05', 'wczoraj, 9:12', '3 lis, 8:00', '3 lis 2026, 8:00'. */
export function messageTimeText(date: Date, now: Date): string {
  const time = format(date, 'H:mm', { locale: pl });
  if (isSameDay(date, now)) return `dzisiaj, ${time}`;
  if (isSameDay(date, subDays(now, 1))) return `wczoraj, ${time}`;
  const day = format(date, isSameYear(date, now) ? 'd MMM' : 'd MMM yyyy', { locale: pl });
  return `${day}, ${time}`;
}

/** The full date of a message, for its `title`: '3 listopada 2026 o 14:05'. */
export function messageFullTime(date: Date): string {
  return format(date, "d MMMM yyyy 'o' HH:mm", { locale: pl });
}
