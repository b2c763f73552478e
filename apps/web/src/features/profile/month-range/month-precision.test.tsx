import type { Certificate, Education, WorkExperience } from '@handlowo/contract';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { CertificatesSection } from '../certificates/certificates-section.tsx';
import { EducationSection } from '../education/education-section.tsx';
import { ExperienceSection } from '../experience/experience-section.tsx';

/*
 * Issue 28: dates entered with a month picker (certificates, experience, education) are shown as
 * month and year, never with a day the user did not choose. Two checks keep it that way: the
 * sections' sources reach no day formatter (they format through month-range/months.ts), and the
 * rendered cards show no day even when the stored date has one.
 */

/** Every source of the sections whose dates have month precision, and of their formatter. */
const sources = import.meta.glob<string>(
  [
    '../certificates/**/*.{ts,tsx}',
    '../experience/**/*.{ts,tsx}',
    '../education/**/*.{ts,tsx}',
    './**/*.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** What formats a day: the profile's day helpers, date libraries, the platform's formatters. */
const DAY_FORMATTERS = [
  /\bshortPolishDate\b/,
  /\bnumericDate\b/,
  /\bparseIsoDate\b/,
  /\brelativeDate\b/,
  /\bcalendarDate\b/,
  /lib\/polish-date/,
  /lib\/relative-date/,
  /from 'date-fns/,
  /from 'dayjs/,
  /\btoLocaleDateString\b/,
  /\btoLocaleString\b/,
  /\bDateTimeFormat\b/,
];

/** '1 mar 2024', '15 marca 2024', '01.03.2024': a day written before a month. */
const DAY_SHOWN =
  /\b\d{1,2}(?:\s+(?:sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru)\p{L}*|\.\d{2}\.\d{4})/iu;

describe('month-precision dates', () => {
  it('are formatted without any day formatter in the sections that hold them', () => {
    const files = Object.keys(sources).filter((path) => !/\.test\.tsx?$/.test(path));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((path) =>
      DAY_FORMATTERS.filter((pattern) => pattern.test(sources[path] ?? '')).map(
        (pattern) => `${path}: ${pattern.source}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  const certificate: Certificate = {
    id: 1,
    name: 'Licencja maklerska',
    info: 'KNF',
    certificateType: 'LICENSE',
    // A day other than the 1st, as an old row or another client could have stored it.
    dateOfObtaining: '2024-03-15',
    endDate: '2027-12-01',
  };
  const experience: WorkExperience = {
    id: 2,
    jobTitle: 'Key Account Manager',
    companyName: 'Handel Hurt',
    country: 'POLAND',
    state: 'MAZOWIECKIE',
    city: 'Warszawa',
    startDate: '2021-03-01',
    endDate: null,
  };
  const education: Education = {
    id: 3,
    nameOfEducation: 'Zarządzanie',
    titleOfEducation: 'Uniwersytet Gdański',
    startDate: '2015-10-01',
    endDate: '2020-06-30',
    localization: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Sopot' },
  };

  function renderSection(section: ReactNode) {
    mockFetch({
      'GET /api/states': { json: [{ state: 'MAZOWIECKIE', description: 'Mazowieckie' }] },
      'GET /api/certificate/freelancer/7': { json: [certificate] },
      'GET /api/workExperience/freelancer/7': { json: [experience] },
      'GET /api/freelancer/education/7': { json: [education] },
    });
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        {section}
      </AppProvider>,
    );
  }

  async function cardText(heading: string): Promise<string> {
    // The first render of three sections is slow on a loaded machine.
    const card = (await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).closest(
      'li',
    );
    if (!card) throw new Error(`no card ${heading}`);
    return card.textContent ?? '';
  }

  it.each([
    ['the owner', true],
    ['a visitor (and an admin)', false],
  ])('show %s month and year on every card', async (_who, isOwner) => {
    renderSection(
      <>
        <CertificatesSection freelancerId={7} isOwner={isOwner} />
        <ExperienceSection freelancerId={7} isOwner={isOwner} />
        <EducationSection freelancerId={7} isOwner={isOwner} />
      </>,
    );
    const texts = {
      certificate: await cardText(certificate.name),
      experience: await cardText(experience.jobTitle),
      education: await cardText(education.nameOfEducation),
    };
    expect(texts.certificate).toContain('Data uzyskania: marzec 2024');
    expect(texts.certificate).toContain('Data wygaśnięcia: grudzień 2027');
    expect(texts.experience).toContain('marzec 2021 – obecnie');
    expect(texts.education).toContain('październik 2015 – czerwiec 2020');
    for (const text of Object.values(texts)) {
      expect(text).not.toMatch(DAY_SHOWN);
      expect(text).not.toContain('Teraz');
    }
    expect(within(document.body).queryByText(/\b1 mar 2024\b/)).toBeNull();
  });
});
