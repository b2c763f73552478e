import type { ProfilePage } from '@handlowo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { loadDeferredSections } from '../sections.ts';
import {
  emptyAbout,
  emptyBar,
  emptyCompleteness,
  onboardedFreelancer,
  profileRoutes,
  review,
  zeroCategories,
  zeroDistribution,
} from '../testing/profile-fixtures.ts';
import { loadProfileCarousel } from '../videos/components/lazy-profile-carousel.tsx';
import { profileKeys } from './profile-keys.ts';

/*
 * Issue 30: the profile page asks for its data once (the aggregate read) and its sections find
 * their caches seeded; a save refetches the sections from their own endpoints.
 */

const ID = 7;
const files = (name: string) => `/api/files/${name}.webp`;

function aggregate(overrides: Partial<ProfilePage> = {}): ProfilePage {
  const { authorPictureData: _data, ...written } = review(1);
  return {
    freelancer: onboardedFreelancer({ id: ID }),
    bar: emptyBar(),
    completeness: emptyCompleteness,
    avatar: { pictureId: 3, pictureUrl: files('avatar'), smallPictureUrl: files('avatar-small') },
    background: { pictureId: 4, pictureUrl: files('background'), smallPictureUrl: null },
    about: { ...emptyAbout, id: ID, about: 'Sprzedaję od lat.' },
    certificates: [
      {
        id: 1,
        name: 'Certyfikat sprzedaży',
        info: 'Wystawca',
        dateOfObtaining: '2024-03-01',
        endDate: null,
        certificateType: 'CERTIFICATE',
      },
    ],
    tools: [],
    services: [],
    videos: [],
    portfolio: [
      {
        pictureId: 5,
        title: 'Kampania',
        info: '',
        pictureUrl: files('project'),
        thumbnailUrl: files('project-thumbnail'),
      },
    ],
    reviews: [{ ...written, authorPictureUrl: files('author') }],
    reviewCategories: zeroCategories,
    reviewDistribution: zeroDistribution,
    experience: [],
    education: [],
    dictionaries: {
      workingHours: [{ workingHour: 'PART_TIME', description: 'Do 20 godzin' }],
      incomeGoals: [{ incomeGoal: 'MEDIUM', range: '1000 - 2000 zł', description: 'Średnio' }],
      typesOfSales: [{ typeOfSales: 'B2B', description: 'Sprzedaż B2B' }],
      states: [{ state: 'MAZOWIECKIE', description: 'Mazowieckie' }],
    },
    ...overrides,
  };
}

/** The session and the shell's own reads, then the aggregate; nothing else is answered. */
function ownerRoutes(page = aggregate()) {
  window.localStorage.setItem('token', fakeToken(['FREELANCER']));
  return {
    'GET /api/freelancer/me': { json: onboardedFreelancer({ id: ID }) },
    [`GET /api/freelancer/${ID}/profile-page`]: { json: page },
  };
}

/** The section reads of the page: every one of them is answered by `profileRoutes`. */
const sectionReads = Object.keys(profileRoutes(ID));
const sent = (requests: RecordedRequest[]) => requests.map((r) => `${r.method} ${r.url}`);

/** Generous: the sections below the first render one per idle period, on a busy machine too. */
const slow = { timeout: 10_000 };

/** Waits until every section, the deferred ones too, has rendered (the last one's heading). */
async function everySectionShown() {
  await screen.findByRole('heading', { name: 'Jan Nowak' }, slow);
  await screen.findByRole('heading', { name: 'Wykształcenie' }, slow);
  await screen.findByText('Certyfikat sprzedaży', undefined, slow);
  await screen.findByText('Treść opinii 1', undefined, slow);
  await screen.findByRole('button', { name: /Kampania/ }, slow);
}

// The lazily loaded sections and widgets once up front: each test then waits for its data only.
beforeAll(() => Promise.all([loadDeferredSections(), loadProfileCarousel()]));

afterEach(() => {
  delete window.__handlowoPrefetch;
});

describe('the profile page read in one call', () => {
  it('renders every section from the aggregate, sending none of the section reads', async () => {
    const requests = mockFetch(ownerRoutes());
    renderRoute('/freelancer/profile');
    await everySectionShown();
    expect(await screen.findByText('Sprzedaję od lat.')).toBeVisible();
    expect(await screen.findByText('Do 20 godzin / tydzień')).toBeVisible();
    expect(await screen.findByText('0 / 100%')).toBeVisible();

    expect(sent(requests).filter((call) => sectionReads.includes(call))).toEqual([]);
    expect(sent(requests).filter((call) => call.includes('/profile-page'))).toHaveLength(1);
  });

  it('shows the pictures by URL: srcset of the renditions, the background first', async () => {
    mockFetch(ownerRoutes());
    renderRoute('/freelancer/profile');
    await everySectionShown();
    const background = screen.getByRole('img', { name: 'Zdjęcie w tle' });
    expect(background).toHaveAttribute('src', files('background'));
    expect(background).toHaveAttribute('srcset', `${files('background')} 1320w`);
    expect(background).toHaveAttribute('fetchpriority', 'high');
    expect(background).toHaveAttribute('width', '1320');
    expect(background).toHaveAttribute('height', '250');
    const avatar = document.querySelector(`img[src="${files('avatar')}"]`);
    expect(avatar).toHaveAttribute(
      'srcset',
      `${files('avatar-small')} 96w, ${files('avatar')} 512w`,
    );
    expect(avatar).toHaveAttribute('width', '112');
    // The sections show their pictures by URL too: the project's thumbnail.
    const portfolio = screen.getByRole('region', { name: 'Portfolio' });
    expect(within(portfolio).getByRole('button', { name: /Kampania/ })).toContainHTML(
      files('project-thumbnail'),
    );
  });

  it('refetches a section from its own endpoint after a save, not the aggregate', async () => {
    const requests = mockFetch({ ...profileRoutes(ID), ...ownerRoutes() });
    const { queryClient } = renderRoute('/freelancer/profile');
    await everySectionShown();
    const before = requests.length;
    // What every profile save does (profileKeys.all).
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    await waitFor(() =>
      expect(sent(requests.slice(before))).toContain(`GET /api/about/freelancer/${ID}`),
    );
    expect(sent(requests.slice(before))).not.toContain(`GET /api/freelancer/${ID}/profile-page`);
  });

  it('asks once more, still in one call, when the page comes back after its data went stale', async () => {
    const requests = mockFetch(ownerRoutes());
    const { queryClient, router } = renderRoute('/freelancer/profile');
    await everySectionShown();
    await router.navigate('/404');
    await screen.findByRole('heading', { name: 'Strona nie została znaleziona' }, slow);
    // What a minute away does to every cached read.
    for (const queryKey of [profileKeys.all, ['profile-page']]) {
      await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
    const before = requests.length;
    await router.navigate('/freelancer/profile');
    await everySectionShown();
    const again = sent(requests.slice(before));
    expect(again.filter((call) => sectionReads.includes(call))).toEqual([]);
    expect(again.filter((call) => call.includes('/profile-page'))).toHaveLength(1);
  });

  it('adopts the request the early-fetch script started instead of asking again', async () => {
    const requests = mockFetch(ownerRoutes());
    const started = Promise.resolve(
      new Response(JSON.stringify(aggregate()), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    window.__handlowoPrefetch = new Map([[`/api/freelancer/${ID}/profile-page`, started]]);
    renderRoute('/freelancer/profile');
    await everySectionShown();
    expect(sent(requests).filter((call) => call.includes('/profile-page'))).toEqual([]);
    expect(window.__handlowoPrefetch.size).toBe(0);
  });

  it('shows the not-found page when the aggregate answers 404, asking nothing more', async () => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    const requests = mockFetch({
      'GET /api/admin-panel/me': {
        json: { id: 1, email: 'a@handlowo.pl', firstName: 'A', lastName: 'B', role: 'ADMIN' },
      },
      'GET /api/freelancer/9/profile-page': { status: 404, json: { message: 'User not found' } },
    });
    renderRoute('/freelancer/profile/9');
    expect(
      await screen.findByRole('heading', { name: 'Strona nie została znaleziona' }, slow),
    ).toBeVisible();
    expect(sent(requests).filter((call) => call.includes('/9'))).toEqual([
      'GET /api/freelancer/9/profile-page',
    ]);
  });

  it('falls back to the section reads when the aggregate fails', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({
      'GET /api/freelancer/me': { json: onboardedFreelancer({ id: ID }) },
      ...profileRoutes(ID, {
        [`GET /api/certificate/freelancer/${ID}`]: {
          json: aggregate().certificates,
        },
      }),
    });
    renderRoute('/freelancer/profile');
    expect(await screen.findByText('Certyfikat sprzedaży', undefined, slow)).toBeVisible();
  });
});
