import { isValidDate, parseIsoDate, shortPolishDate } from '../../lib/polish-date.ts';

/**
 * A video's upload date as its card shows it: 'd MMM yyyy' in Polish ('3 mar 2025'), in the
 * viewer's time zone; an unreadable timestamp shows nothing rather than 'Invalid Date'.
 */
export function formatVideoDate(timestamp: string): string {
  const date = parseIsoDate(timestamp);
  return isValidDate(date) ? shortPolishDate(date) : '';
}
