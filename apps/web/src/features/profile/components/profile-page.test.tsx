import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import * as details from '../edit-details/index.ts';
import * as media from '../edit-media/index.ts';
import { loadToolsCarousel } from '../sales-tools/components/lazy-tools-carousel.tsx';
import { loadDeferredSections } from '../sections.ts';
import {
  emptyBar,
  onboardedFreelancer,
  profileRoutes,
  review,
  zeroCategories,
} from '../testing/profile-fixtures.ts';
import { loadProfileCarousel } from '../videos/components/lazy-profile-carousel.tsx';

// The modals are other helpers' work: the page only has to call their open-functions.
vi.mock('../edit-media/index.ts', () => ({
  openAvatarModal: vi.fn(),
  openBackgroundModal: vi.fn(),
  openAboutModal: vi.fn(),
  openAddVideoModal: vi.fn(),
}));
vi.mock('../edit-details/index.ts', () => ({
  openPrimaryInfoModal: vi.fn(),
  openIndustriesModal: vi.fn(),
  openAvailabilityModal: vi.fn(),
  openWorkingHoursModal: vi.fn(),
  openLocationModal: vi.fn(),
  openLanguagesModal: vi.fn(),
  openSectorsModal: vi.fn(),
}));

const admin = {
  id: 1,
  email: 'admin@handlowo.pl',
  firstName: 'Ala',
  lastName: 'Admin',
  role: 'ADMIN',
};

function asFreelancer(id = 7) {
  window.localStorage.setItem('token', fakeToken(['FREELANCER']));
  return { 'GET /api/freelancer/me': { json: onboardedFreelancer({ id }) } };
}

function asAdmin() {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  return { 'GET /api/admin-panel/me': { json: admin } };
}

const notFoundHeading = () =>
  screen.findByRole('heading', { name: 'Strona nie została znaleziona' });

// The lazily loaded widgets, sections and modal bodies are loaded once up front: each test then waits
// for its data only, not for the first compilation of their modules.
beforeAll(() => Promise.all([loadProfileCarousel(), loadToolsCarousel(), loadDeferredSections()]));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the own profile', () => {
  it('shows the data, the owner empty states and every edit button', async () => {
    mockFetch({ ...asFreelancer(), ...profileRoutes(7) });
    const { user } = renderRoute('/freelancer/profile');

    // The first test also waits for the lazy route module to load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Twój profil' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Jan Nowak' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Twój profil – Handlowo'));
    expect(screen.getByText('Handel B2B')).toBeVisible();
    expect(screen.getByText('Nowak Handel')).toBeVisible();
    expect(screen.getByText('3-5 lat')).toBeVisible();
    expect(await screen.findByText('1000 - 2000 zł / tydzień')).toBeVisible();
    expect(screen.getByText('(0 ocen)')).toBeVisible();
    expect(screen.getByText('0 pkt')).toBeVisible();
    expect(screen.getByText('(0 zleceń)')).toBeVisible();
    expect(screen.getByText('Freelancer')).toBeVisible();
    expect(screen.queryByText('Polecany przez Handlowo')).toBeNull();
    expect(screen.queryByText('Ograniczona dostępność')).toBeNull();

    // Side panel.
    expect(await screen.findByText('0 / 100%')).toBeVisible();
    expect(screen.getByText('Osiągnij wyższy poziom widoczności dla klientów')).toBeVisible();
    expect(screen.getByText('Opis w sekcji „O mnie”')).toBeVisible();
    expect(screen.getByText('Poniedziałek – Środa, Piątek')).toBeVisible();
    expect(await screen.findByText('Do 20 godzin / tydzień')).toBeVisible();
    // The chip row also holds an invisible copy for measuring: the first one is shown.
    expect(screen.getAllByText('Oprogramowanie')[0]).toBeVisible();
    expect(await screen.findByText('Sprzedaż B2B')).toBeVisible();
    expect(screen.getByText('Sektor 10')).toBeVisible();
    expect(screen.queryByText('Sektor 11')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rozwiń wszystkie (+2)' }));
    expect(screen.getByText('Sektor 12')).toBeVisible();

    // Owner empty states.
    expect(await screen.findByText('Nie uzupełniono danych o sobie')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nagraj krótkie wideo o sobie' })).toBeVisible();
    expect(await screen.findByText('Nie posiadasz żadnych opinii')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Dodaj awatar' })).toBeVisible();

    for (const name of [
      'Edytuj dane podstawowe',
      'Edytuj branże',
      'Edytuj dostępność',
      'Edytuj dyspozycyjność czasową',
      'Edytuj lokalizację i obszar świadczenia usług',
      'Edytuj znajomość języków',
      'Edytuj sektory',
      'Edytuj dane o mnie',
    ]) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(await screen.findByRole('button', { name: 'Edytuj zdjęcie w tle' })).toBeVisible();
  });

  it('opens the modals with the profile data', async () => {
    mockFetch({ ...asFreelancer(), ...profileRoutes(7) });
    const { user } = renderRoute('/freelancer/profile');
    const freelancer = onboardedFreelancer();

    await user.click(await screen.findByRole('button', { name: 'Edytuj dane podstawowe' }));
    // The detail modals' code loads on the first click.
    await waitFor(() => expect(details.openPrimaryInfoModal).toHaveBeenCalledWith({ freelancer }));
    await user.click(screen.getByRole('button', { name: 'Edytuj znajomość języków' }));
    await waitFor(() =>
      expect(details.openLanguagesModal).toHaveBeenCalledWith({ freelancer, bar: emptyBar() }),
    );
    await user.click(screen.getByRole('button', { name: 'Edytuj sektory' }));
    await waitFor(() => expect(details.openSectorsModal).toHaveBeenCalledWith({ freelancer }));

    await user.click(await screen.findByRole('button', { name: 'Dodaj awatar' }));
    expect(media.openAvatarModal).toHaveBeenCalledWith({ userId: 7, current: null });
    await user.click(await screen.findByRole('button', { name: 'Edytuj zdjęcie w tle' }));
    expect(media.openBackgroundModal).toHaveBeenCalledWith({ freelancerId: 7, current: null });
    await user.click(await screen.findByRole('button', { name: 'Nagraj krótkie wideo o sobie' }));
    expect(media.openAddVideoModal).toHaveBeenCalledWith({
      freelancerId: 7,
      about: { id: null, about: null, mainPassion: null, video: null },
    });
  });

  it('shows the filled blocks: badges, rating, location, languages, about and its video', async () => {
    mockFetch({
      ...asFreelancer(),
      ...profileRoutes(7, {
        'GET /api/freelancer/bar/7': {
          json: emptyBar({
            rate: 4.5,
            count: 2,
            points: 31,
            ordersCount: 1,
            accountStatus: 'NORMAL',
            visibilityStatus: 'LIMITED',
            localization: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
            workingArea: 'STATE',
            workingAreaValue: 'MAZOWIECKIE',
            languagesLevel: [{ language: 'ENGLISH', level: 4 }],
          }),
        },
        'GET /api/about/freelancer/7': {
          json: {
            id: 1,
            about: 'Sprzedaję od lat.',
            mainPassion: 'Żeglarstwo',
            video: '/api/files/x.mp4',
          },
        },
        'GET /api/user/avatar/7': {
          json: { pictureId: 3, pictureData: 'data:image/webp;base64,AAAA' },
        },
      }),
    });
    renderRoute('/freelancer/profile');

    expect(await screen.findByText('(2 oceny)')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ocena 4,5 na 5' })).toBeVisible();
    expect(screen.getByText('31 pkt')).toBeVisible();
    expect(screen.getByText('(1 zlecenie)')).toBeVisible();
    expect(screen.getByText('Polecany przez Handlowo')).toBeVisible();
    expect(screen.getByText('Ograniczona dostępność')).toBeVisible();
    expect(screen.getByText('Warszawa, Mazowieckie')).toBeVisible();
    expect(screen.getByText(/Województwo mazowieckie/)).toBeVisible();
    expect(screen.getByText('Angielski – B2')).toBeVisible();
    expect(await screen.findByText('Sprzedaję od lat.')).toBeVisible();
    expect(screen.getByText('Żeglarstwo')).toBeVisible();
    const video = screen.getByLabelText('Video o mnie');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/files/x.mp4');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(screen.queryByRole('button', { name: 'Nagraj krótkie wideo o sobie' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edytuj awatar' })).toBeVisible();
    expect(screen.queryByText('Dodaj awatar')).toBeNull();
  });

  it('is the same page at its own id', async () => {
    mockFetch({ ...asFreelancer(), ...profileRoutes(7) });
    renderRoute('/freelancer/profile/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Twój profil' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edytuj dane podstawowe' })).toBeVisible();
  });
});

describe('an admin viewing a profile', () => {
  it('reads it without any edit button, with the admin header and visitor empty states', async () => {
    const requests = mockFetch({ ...asAdmin(), ...profileRoutes(7) });
    renderRoute('/freelancer/profile/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil freelancera' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wróć do listy freelancerów' })).toHaveAttribute(
      'href',
      '/admin/freelancers',
    );
    expect(await screen.findByText('Jan Nowak · podgląd tylko do odczytu')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Profil freelancera – Handlowo'));
    expect(await screen.findByText('Nie dodano danych o sobie')).toBeVisible();
    expect(screen.getByText('Brak wideo')).toBeVisible();
    expect(await screen.findByText('Brak opinii')).toBeVisible();
    // The last section rendered too (they render one by one), before counting the buttons.
    expect(await screen.findByText('Brak danych o wykształceniu')).toBeVisible();
    expect(screen.queryByText(/\/ 100%/)).toBeNull();
    expect(screen.queryByText('Dodaj awatar')).toBeNull();
    // Services are the one section an admin edits on someone else's profile (D28).
    expect(screen.queryByRole('button', { name: /^Edytuj(?! usługi$)/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Edytuj usługi' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nagraj krótkie wideo o sobie' })).toBeNull();
    // The completeness read is the owner's (a FREELANCER route): an admin never calls it.
    expect(requests.some(({ url }) => url.startsWith('/api/complete/'))).toBe(false);
  });

  it('shows the first three reviews, then all, with the summary', async () => {
    const reviews = [1, 2, 3, 4, 5].map((id) => review(id));
    mockFetch({
      ...asAdmin(),
      ...profileRoutes(7, {
        'GET /api/opinions/freelancer/7': { json: reviews },
        'GET /api/opinions/freelancer/general/7': {
          json: zeroCategories.map((c) => ({ ...c, score: 4.25 })),
        },
        'GET /api/opinions/freelancer/distribution/7': {
          json: [
            { stars: 5, percent: 60 },
            { stars: 4, percent: 40 },
            { stars: 3, percent: 0 },
            { stars: 2, percent: 0 },
            { stars: 1, percent: 0 },
          ],
        },
      }),
    });
    const { user } = renderRoute('/freelancer/profile/7');

    const section = await screen.findByRole('region', { name: 'Opinie' });
    await within(section).findByText('Treść opinii 1');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getAllByText('Dzisiaj')).toHaveLength(3);
    expect(within(section).getByText('Ewa Autorka1')).toBeVisible();
    expect(
      within(section).getByRole('progressbar', { name: 'Oceny 5-gwiazdkowe: 60%' }),
    ).toBeVisible();
    expect(within(section).getByText('Jakość współpracy i zaangażowanie')).toBeVisible();
    expect(within(section).getAllByText('4,3')).toHaveLength(4);

    await user.click(within(section).getByRole('button', { name: 'Rozwiń wszystkie +2' }));
    expect(within(section).getAllByRole('article')).toHaveLength(5);
    expect(within(section).queryByRole('button', { name: /Rozwiń wszystkie/ })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Zwiń opinie' }));
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('button', { name: 'Rozwiń wszystkie +2' })).toBeVisible();
  });
});

describe('a profile that cannot be viewed shows the not-found page', () => {
  it("for another freelancer's id, without asking the server", async () => {
    const requests = mockFetch({ ...asFreelancer(7), ...profileRoutes(8) });
    renderRoute('/freelancer/profile/8');
    expect(await notFoundHeading()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wróć' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony – Handlowo'));
    // Nothing of the other profile is asked for.
    expect(requests.filter(({ url }) => /\/8(\?|$)/.test(url))).toEqual([]);
  });

  it('for an id that is not a number', async () => {
    mockFetch(asAdmin());
    renderRoute('/freelancer/profile/abc');
    expect(await notFoundHeading()).toBeVisible();
  });

  it('for an unknown user', async () => {
    mockFetch({
      ...asAdmin(),
      ...profileRoutes(99, {
        'GET /api/freelancer/me/99': { status: 404, json: { message: 'User not found' } },
      }),
    });
    renderRoute('/freelancer/profile/99');
    expect(await notFoundHeading()).toBeVisible();
  });

  it('for a freelancer whose onboarding is not passed', async () => {
    mockFetch({
      ...asAdmin(),
      ...profileRoutes(7, {
        'GET /api/freelancer/me/7': { json: onboardedFreelancer({ isOnboardingPassed: false }) },
      }),
    });
    renderRoute('/freelancer/profile/7');
    expect(await notFoundHeading()).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Profil freelancera' })).toBeNull();
  });
});

describe('the section tab bar', () => {
  it('disables the left arrow at the first section and the right one at the last', async () => {
    mockFetch({ ...asFreelancer(), ...profileRoutes(7) });
    const { user } = renderRoute('/freelancer/profile');
    const nav = await screen.findByRole('navigation', { name: 'Sekcje profilu' });
    const previous = screen.getByRole('button', { name: 'Poprzednia sekcja' });
    const next = screen.getByRole('button', { name: 'Następna sekcja' });
    expect(within(nav).getByRole('link', { name: 'O mnie' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(within(nav).getByRole('link', { name: 'Certyfikaty i licencje' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(previous).toBeEnabled();
    // Seven more steps reach the last section of the spec's nine.
    for (let step = 0; step < 7; step += 1) await user.click(next);
    expect(within(nav).getByRole('link', { name: 'Wykształcenie' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(next).toBeDisabled();

    await user.click(within(nav).getByRole('link', { name: 'O mnie' }));
    expect(previous).toBeDisabled();
  });
});
