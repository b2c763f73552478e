import type { Page } from 'playwright-core';
import { openFromPage, openStacked } from './profile-detail-modal-cases.ts';
import { openProfile, ownerApi, type ProfileModalCase } from './profile-modals.ts';

/**
 * The modals of the profile's certificates, work experience and education (issue 8), one case
 * per modal title, for the modal harness. The list and edit-one modals need an entry: it is
 * created through the API (once per freelancer) and the profile reloaded.
 */

/** One entry of each list, as the cases create it (the browser spec reads the names too). */
export const historySamples = {
  certificate: {
    name: 'Certyfikat negocjacji handlowych',
    info: 'Akademia Sprzedaży',
    certificateType: 'CERTIFICATE',
    dateOfObtaining: '2024-03-01',
  },
  experience: {
    jobTitle: 'Przedstawiciel handlowy',
    companyName: 'Hurtownia Północ',
    country: 'POLAND',
    state: 'POMORSKIE',
    city: 'Gdańsk',
    startDate: '2019-10-01',
    endDate: null,
  },
  education: {
    nameOfEducation: 'Zarządzanie sprzedażą',
    titleOfEducation: 'Uniwersytet Ekonomiczny w Krakowie',
    startDate: '2014-10-01',
    endDate: '2019-06-01',
    localization: { country: 'POLAND', state: 'MALOPOLSKIE', city: 'Kraków' },
  },
} as const;

interface HistoryList {
  /** GET by freelancer id, POST to create. */
  list: (id: number) => string;
  create: string;
  sample: object;
  /** The name the edit list's 'Edytuj: …' button carries. */
  name: string;
  titles: { add: string; list: string; edit: string };
}

const lists: HistoryList[] = [
  {
    list: (id) => `/certificate/freelancer/${id}`,
    create: '/certificate/freelancer',
    sample: historySamples.certificate,
    name: historySamples.certificate.name,
    titles: {
      add: 'Dodaj licencję lub certyfikat',
      list: 'Edytuj licencje i certyfikaty',
      edit: 'Edytuj licencję lub certyfikat',
    },
  },
  {
    list: (id) => `/workExperience/freelancer/${id}`,
    create: '/workExperience/freelancer',
    sample: historySamples.experience,
    name: historySamples.experience.jobTitle,
    titles: {
      add: 'Dodaj doświadczenie',
      list: 'Edytuj doświadczenie',
      edit: 'Edytuj stanowisko',
    },
  },
  {
    list: (id) => `/freelancer/education/${id}`,
    create: '/freelancer/education',
    sample: historySamples.education,
    name: historySamples.education.nameOfEducation,
    titles: {
      add: 'Dodaj wykształcenie',
      list: 'Edytuj wykształcenie',
      edit: 'Edytuj szkołę lub uczelnię',
    },
  },
];

/** Creates the sample entry unless one exists, then reloads the profile so the page shows it. */
async function ensureEntry(page: Page, list: HistoryList): Promise<void> {
  const me = await ownerApi<{ id: number }>(page, 'GET', '/freelancer/me');
  const entries = await ownerApi<unknown[]>(page, 'GET', list.list(me.id));
  if (entries.length === 0) {
    await ownerApi(page, 'POST', list.create, list.sample);
    await openProfile(page);
  }
}

export const profileHistoryModalCases: ProfileModalCase[] = lists.flatMap((list) => [
  {
    title: list.titles.add,
    open: (page: Page) => openFromPage(page, list.titles.add).then(() => {}),
  },
  {
    title: list.titles.list,
    open: async (page: Page) => {
      await ensureEntry(page, list);
      await openFromPage(page, list.titles.list);
    },
  },
  {
    title: list.titles.edit,
    open: async (page: Page) => {
      await ensureEntry(page, list);
      const parent = await openFromPage(page, list.titles.list);
      await openStacked(parent, `Edytuj: ${list.name}`, list.titles.edit);
    },
  },
]);
