import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { pl } from 'date-fns/locale/pl';
import { parseISO } from 'date-fns/parseISO';

/**
 * A video's upload date as its card shows it: 'd MMM yyyy' in Polish ('3 mar 2025'), in the
 * viewer's time zone; an unreadable timestamp shows nothing rather than 'Invalid Date'.
 */
export function formatVideoDate(timestamp: string): string {
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, 'd MMM yyyy', { locale: pl }) : '';
}
