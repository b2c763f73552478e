import { describe, expect, it } from 'vitest';
import { certificateDate, certificateDateLines } from './certificate-dates.ts';
import {
  CertificateForm,
  type CertificateFormInput,
  certificateDefaults,
} from './certificate-form.ts';

const valid: CertificateFormInput = {
  name: ' Certyfikat sprzedaży ',
  info: 'Akademia Handlu',
  certificateType: 'LICENSE',
  period: { startMonth: '3', startYear: '2024', endMonth: '3', endYear: '2027', ongoing: false },
};

function errors(values: CertificateFormInput) {
  const result = CertificateForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the certificate form', () => {
  it('submits the D22 body: trimmed texts, first-of-month dates', () => {
    expect(CertificateForm.parse(valid)).toEqual({
      name: 'Certyfikat sprzedaży',
      info: 'Akademia Handlu',
      certificateType: 'LICENSE',
      dateOfObtaining: '2024-03-01',
      endDate: '2027-03-01',
    });
  });

  it('leaves endDate out when the certificate does not expire', () => {
    const body = CertificateForm.parse({
      ...valid,
      period: { ...valid.period, endMonth: '', endYear: '', ongoing: true },
    });
    expect(body).not.toHaveProperty('endDate', expect.anything());
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      name: 'Certyfikat sprzedaży',
      info: 'Akademia Handlu',
      certificateType: 'LICENSE',
      dateOfObtaining: '2024-03-01',
    });
  });

  it("shows the contract's messages on the form's fields, all at once", () => {
    // The year pickers start at the current year (issue 28): cleared here, each says it is missing.
    const fresh = certificateDefaults();
    expect(errors({ ...fresh, period: { ...fresh.period, startYear: '', endYear: '' } })).toEqual({
      name: 'Podaj nazwę certyfikatu lub licencji',
      info: 'Podaj wystawcę',
      'period.startMonth': 'Wybierz miesiąc początkowy',
      'period.startYear': 'Wybierz początkowy rok',
      'period.endMonth': 'Wybierz miesiąc końcowy',
      'period.endYear': 'Wybierz końcowy rok',
    });
    expect(errors({ ...valid, name: 'x'.repeat(51) })).toEqual({
      name: 'Nazwa może mieć maksymalnie 50 znaków',
    });
  });

  it('refuses an end before the start, on the end month; the same month is fine', () => {
    const period = { ...valid.period, endYear: '2024', endMonth: '2' };
    expect(errors({ ...valid, period })).toEqual({
      'period.endMonth': 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
    });
    expect(errors({ ...valid, period: { ...period, endMonth: '3' } })).toEqual({});
  });

  it('starts as a certificate and prefills a saved one, no expiry pre-checked', () => {
    expect(certificateDefaults().certificateType).toBe('CERTIFICATE');
    expect(
      certificateDefaults({
        id: 4,
        name: 'Licencja',
        info: 'Urząd',
        certificateType: 'LICENSE',
        dateOfObtaining: '2020-05-01',
        endDate: null,
      }),
    ).toEqual({
      name: 'Licencja',
      info: 'Urząd',
      certificateType: 'LICENSE',
      period: { startMonth: '5', startYear: '2020', endMonth: '', endYear: '', ongoing: true },
    });
  });
});

describe('certificate dates', () => {
  it('read month and year, no invented day (issue 28)', () => {
    expect(certificateDate('2024-03-01')).toBe('marzec 2024');
    expect(certificateDate('2023-10-01')).toBe('październik 2023');
  });

  it('show the expiry or that there is none', () => {
    expect(certificateDateLines({ dateOfObtaining: '2024-03-01', endDate: '2027-12-01' })).toEqual([
      'Data uzyskania: marzec 2024',
      'Data wygaśnięcia: grudzień 2027',
    ]);
    expect(certificateDateLines({ dateOfObtaining: '2024-03-01', endDate: null })).toEqual([
      'Data uzyskania: marzec 2024',
      'Bez daty ważności',
    ]);
  });
});
