import { describe, expect, it } from 'vitest';
import { dataExportFileName, emailConfirmationMatches } from './rules.ts';

describe('emailConfirmationMatches', () => {
  it('ignores case and surrounding spaces, as e-mails are stored', () => {
    expect(emailConfirmationMatches('  Jan.Kowalski@Firma.PL ', 'jan.kowalski@firma.pl')).toBe(
      true,
    );
  });

  it('refuses any other text, a prefix included', () => {
    expect(emailConfirmationMatches('jan.kowalski@firma.p', 'jan.kowalski@firma.pl')).toBe(false);
    expect(emailConfirmationMatches('', 'jan.kowalski@firma.pl')).toBe(false);
  });
});

describe('dataExportFileName', () => {
  it('names the user and the day of the export in Poland, not in UTC', () => {
    expect(dataExportFileName(42, new Date('2026-11-24T23:30:00+01:00'))).toBe(
      'handlowo-dane-42-2026-11-24.zip',
    );
    // 00:30 in Warsaw is still the previous day in UTC.
    expect(dataExportFileName(42, new Date('2026-11-25T00:30:00+01:00'))).toBe(
      'handlowo-dane-42-2026-11-25.zip',
    );
    expect(dataExportFileName(7, new Date('2026-07-01T00:10:00+02:00'))).toBe(
      'handlowo-dane-7-2026-07-01.zip',
    );
  });
});
