import type { Certificate } from '@handlowo/contract';
import { shortPolishDate } from '../lib/polish-date.ts';

const MONTH_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** '1 mar 2024' (spec document 2 section 2: 'd MMM yyyy' in Polish); the text as is otherwise. */
export function certificateDate(date: string): string {
  const match = MONTH_DATE.exec(date);
  if (!match) return date;
  // Built from the parts as a local date: no time zone can move it to another day.
  const local = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return shortPolishDate(local);
}

/** The end of a certificate that does not expire (also the add modal's checkbox). */
export const NO_EXPIRY_LABEL = 'Bez daty ważności';

/** The card's two date lines: obtained, and expires (or no expiry). */
export function certificateDateLines(
  certificate: Pick<Certificate, 'dateOfObtaining' | 'endDate'>,
): [string, string] {
  return [
    `Data uzyskania: ${certificateDate(certificate.dateOfObtaining)}`,
    certificate.endDate
      ? `Data wygaśnięcia: ${certificateDate(certificate.endDate)}`
      : NO_EXPIRY_LABEL,
  ];
}
