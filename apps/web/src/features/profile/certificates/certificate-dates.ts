import type { Certificate } from '@handlowo/contract';
import { monthYear } from '../month-range/months.ts';

/**
 * 'marzec 2024': a certificate's dates are entered with month pickers, so they are shown as
 * month and year (issue 28; the spec's 'd MMM yyyy' showed an invented '1 mar 2024').
 */
export function certificateDate(date: string): string {
  return monthYear(date);
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
