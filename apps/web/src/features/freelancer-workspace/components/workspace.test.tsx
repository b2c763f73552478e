import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freelancerData } from '@/features/onboarding/freelancer/testing/freelancer-fixtures.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { runEarlyFetch, tokenWith } from '../../../../build/run-early-fetch.ts';
import { assignment, brief, guardians, product } from '../testing/workspace-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 4000 });

const offer = assignment();
const active = assignment({
  orderActivityId: 12,
  name: 'Cold calling',
  group: 'ACCEPTED',
  offerState: 'ACCEPTED',
  order: { id: 6, investorOrderNumber: 1, status: 'ACTIVE', statusDescription: 'Aktywne' },
});
const done = assignment({
  orderActivityId: 13,
  name: 'Prezentacje produktu',
  group: 'DONE',
  offerState: 'ACCEPTED',
});

const me = {
  'GET /api/freelancer/me': { json: freelancerData({ id: 7, isOnboardingPassed: true }) },
};

beforeEach(() => {
  window.localStorage.setItem('token', fakeToken(['FREELANCER']));
});

function notification(id: number, sentence: string, read: boolean) {
  return {
    id,
    kind: 'OFFER_RECEIVED',
    sentence,
    link: '/freelancer/orders/11',
    read,
    createdAt: new Date().toISOString(),
  };
}

describe('Pulpit', () => {
  function dashboardRoutes(offers = [offer]) {
    return {
      ...me,
      'GET /api/freelancer/me/assignments?state=OFFERED': { json: offers },
      'GET /api/freelancer/me/assignments?state=ACCEPTED': { json: [active] },
      'GET /api/complete/freelancer/me/details': {
        json: { progress: 60, missing: [{ part: 'portfolio', label: 'Portfolio', weight: 10 }] },
      },
      'GET /api/opinions/freelancer/7': { json: [] },
      'GET /api/notifications?page=0&size=20': {
        json: {
          content: [
            notification(1, 'Nowa oferta: Umawianie spotkań', false),
            notification(2, 'Stare powiadomienie', true),
          ],
          totalPages: 1,
          totalElements: 2,
          page: 0,
          size: 20,
        },
      },
    };
  }

  it('shows the offers, the active work, the profile’s next step and the reviews', async () => {
    mockFetch(dashboardRoutes());
    renderRoute('/freelancer/dashboard');
    const offers = await screen.findByRole('heading', {
      name: 'Oferty czekające na odpowiedź (1 oferta)',
    });
    const section = offers.closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: 'Umawianie spotkań' })).toHaveAttribute(
      'href',
      '/freelancer/orders/11',
    );
    expect(within(section).getByRole('button', { name: 'Przyjmij zlecenie' })).toBeEnabled();
    expect(within(section).getByText('Zlecenie nr 2 · Alfa sp. z o.o.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'W realizacji (1 usługa)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Następny krok: Portfolio')).toBeInTheDocument();
    expect(await screen.findByText('Nie masz jeszcze opinii.')).toBeInTheDocument();
    const unread = await screen.findByRole('list', { name: 'Nieprzeczytane powiadomienia' });
    expect(
      within(unread).getByRole('link', { name: /Nowa oferta: Umawianie spotkań/ }),
    ).toHaveAttribute('href', '/freelancer/orders/11');
    expect(screen.queryByText('Stare powiadomienie')).toBeNull();
    expect(document.title).toBe('Pulpit – Handlowo');
  });

  it('shows its skeleton until every section can be drawn, then all of them at once', async () => {
    let answerReviews: () => void = () => {};
    const reviewsAnswered = new Promise<void>((resolve) => {
      answerReviews = resolve;
    });
    mockFetch({
      ...dashboardRoutes(),
      'GET /api/opinions/freelancer/7': async () => {
        await reviewsAnswered;
        return { json: [] };
      },
    });
    renderRoute('/freelancer/dashboard');
    // The skeleton draws the sections' titles; the offers' count comes with the sections.
    expect(
      await screen.findByRole('heading', { name: 'Oferty czekające na odpowiedź' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Przyjmij zlecenie' })).toBeNull();
    expect(screen.queryByText('Następny krok: Portfolio')).toBeNull();
    answerReviews();
    expect(await screen.findByRole('button', { name: 'Przyjmij zlecenie' })).toBeEnabled();
    expect(screen.getByText('Następny krok: Portfolio')).toBeInTheDocument();
    expect(screen.getByText('Nie masz jeszcze opinii.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'W realizacji (1 usługa)' })).toBeInTheDocument();
  });

  it("asks what the HTML's early-fetch script started, so the app adopts each answer", async () => {
    const token = tokenWith({ sub: '7', roles: ['FREELANCER'], ver: 0, exp: 9999999999 });
    window.localStorage.setItem('token', token);
    const requests = mockFetch(dashboardRoutes());
    renderRoute('/freelancer/dashboard');
    await screen.findByRole('button', { name: 'Przyjmij zlecenie' });
    const asked = requests.filter((r) => r.method === 'GET').map((r) => r.url);
    const started = runEarlyFetch('/freelancer/dashboard', token).fetched;
    expect(started).toHaveLength(6);
    expect(asked).toEqual(expect.arrayContaining(started));
  });

  it('accepts an offer and refetches the lists', async () => {
    let accepted = false;
    const requests = mockFetch({
      ...dashboardRoutes(),
      'GET /api/freelancer/me/assignments?state=OFFERED': () => ({ json: accepted ? [] : [offer] }),
      'POST /api/freelancer/me/assignments/11/accept': () => {
        accepted = true;
        return { status: 204 };
      },
    });
    const { user } = renderRoute('/freelancer/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Przyjmij zlecenie' }));
    expect(await screen.findByText('Nie masz ofert czekających na odpowiedź.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/11/accept') && r.method === 'POST')).toBe(true);
  });

  it('declines with a reason through the modal, counting the characters', async () => {
    let declineRequest: RecordedRequest | undefined;
    mockFetch({
      ...dashboardRoutes(),
      'POST /api/freelancer/me/assignments/11/decline': (request) => {
        declineRequest = request;
        return { status: 204 };
      },
    });
    const { user } = renderRoute('/freelancer/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć zlecenie' });
    const reason = within(dialog).getByLabelText('Powód odrzucenia (opcjonalnie)');
    await user.type(reason, 'Brak czasu');
    expect(within(dialog).getByText('10 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć zlecenie' }));
    await waitFor(() => expect(declineRequest).toBeDefined());
    expect(JSON.parse(String(declineRequest?.body))).toEqual({ reason: 'Brak czasu' });
  });

  it('refuses a reason over 500 characters', async () => {
    const requests = mockFetch(dashboardRoutes());
    const { user } = renderRoute('/freelancer/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć zlecenie' });
    const reason = within(dialog).getByLabelText('Powód odrzucenia (opcjonalnie)');
    await user.click(reason);
    await user.paste('a'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć zlecenie' }));
    expect(
      await within(dialog).findByText('Powód może mieć maksymalnie 500 znaków'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/decline'))).toBe(false);
  });

  it('leads /profile here', async () => {
    mockFetch(dashboardRoutes());
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/freelancer/dashboard'));
  });
});

describe('Zlecenia', () => {
  it('groups the services into Oferty, W realizacji and Zakończone', async () => {
    mockFetch({ ...me, 'GET /api/freelancer/me/assignments': { json: [offer, active, done] } });
    const { user } = renderRoute('/freelancer/orders');
    expect(await screen.findByRole('tab', { name: 'Oferty (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Umawianie spotkań' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Zakończone (1)' }));
    expect(await screen.findByRole('link', { name: 'Prezentacje produktu' })).toBeVisible();
    expect(document.title).toBe('Zlecenia – Handlowo');
  });

  it('opens the tab named in the address', async () => {
    mockFetch({ ...me, 'GET /api/freelancer/me/assignments': { json: [offer, active] } });
    renderRoute('/freelancer/orders?tab=ACCEPTED');
    expect(await screen.findByRole('tab', { name: 'W realizacji (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('the brief', () => {
  it('shows the service, the stage, the investor, the products and the guardian', async () => {
    mockFetch({ ...me, 'GET /api/freelancer/me/assignments/11': { json: brief() } });
    renderRoute('/freelancer/orders/11');
    expect(
      await screen.findByRole('heading', { name: 'Umawianie spotkań', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('4 stycznia 2027')).toBeInTheDocument();
    expect(screen.getByText('4 kwietnia 2027')).toBeInTheDocument();
    expect(screen.getByText('Spotkania z biurami rachunkowymi z Mazowsza.')).toBeInTheDocument();
    expect(screen.getByText('Pozyskiwanie klientów')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CRM dla biur rachunkowych' })).toBeVisible();
    expect(screen.getByText('Właściciel firmy')).toBeInTheDocument();
    expect(screen.getByText('Małe firmy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ewa@handlowo.pl' })).toHaveAttribute(
      'href',
      'mailto:ewa@handlowo.pl',
    );
    expect(screen.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(screen.getByRole('button', { name: 'Przyjmij zlecenie' })).toBeEnabled();
    expect(document.title).toBe('Szczegóły zlecenia – Handlowo');
  });

  it('holds the order’s conversation (issue 26)', async () => {
    mockFetch({
      ...me,
      'GET /api/freelancer/me/assignments/11': { json: brief() },
      'GET /api/orders/5/messages?limit=50': {
        json: {
          order: { id: 5, number: 2, status: 'VERYFICATION', company: 'Alfa sp. z o.o.' },
          canWrite: true,
          items: [],
          hasMore: false,
          readUpTo: null,
          othersReadUpTo: null,
        },
      },
    });
    renderRoute('/freelancer/orders/11');
    const section = await screen.findByRole('region', { name: 'Wiadomości' });
    expect(await within(section).findByText(/Nie ma jeszcze wiadomości/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Otwórz w Wiadomościach' })).toHaveAttribute(
      'href',
      '/messages/5',
    );
  });

  it('shows the review once realised, without the answer buttons', async () => {
    const review = {
      id: 1,
      date: '2027-05-02T10:00:00.000Z',
      text: 'Świetna robota.',
      authorFirstName: 'Anna',
      authorLastName: 'Nowak',
      categoryOpinionsAverageScore: 4.5,
      score: 4.5,
      categoryOpinions: [],
      authorType: 'INVESTOR' as const,
      reply: null,
    };
    mockFetch({
      ...me,
      'GET /api/freelancer/me/assignments/13': {
        json: brief({ ...done, review, offerState: 'ACCEPTED', group: 'DONE' }),
      },
    });
    renderRoute('/freelancer/orders/13');
    expect(await screen.findByText('Świetna robota.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przyjmij zlecenie' })).toBeNull();
  });

  it('says when the service is not the caller’s', async () => {
    mockFetch({
      ...me,
      'GET /api/freelancer/me/assignments/99': {
        status: 404,
        json: { message: 'Nie znaleziono takiej usługi wśród Twoich zleceń', code: 'NOT_FOUND' },
      },
    });
    renderRoute('/freelancer/orders/99');
    expect(
      await screen.findByText('Nie znaleziono zlecenia. Mogło zostać przydzielone komuś innemu.'),
    ).toBeInTheDocument();
  });
});

describe('Produkty', () => {
  it('searches by name and links each product to its order', async () => {
    const requests = mockFetch({
      ...me,
      'GET /api/freelancer/me/products': {
        json: [{ ...product, orderActivityId: 11, investorCompany: 'Alfa sp. z o.o.' }],
      },
      'GET /api/freelancer/me/products?search=kasa': { json: [] },
    });
    const { user } = renderRoute('/freelancer/products');
    expect(
      await screen.findByRole('link', { name: 'Zobacz zlecenie: CRM dla biur rachunkowych' }),
    ).toHaveAttribute('href', '/freelancer/orders/11');
    expect(screen.getByText('1 produkt')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Szukaj produktu'), 'kasa');
    expect(
      await screen.findByText('Żaden produkt nie pasuje do wyszukiwania.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('?search=kasa'))).toBe(true);
  });
});

describe('Opiekun', () => {
  it('lists the guardians with contact links and their orders', async () => {
    mockFetch({ ...me, 'GET /api/freelancer/me/guardians': { json: guardians } });
    renderRoute('/freelancer/guardians');
    expect(await screen.findByRole('link', { name: 'ewa@handlowo.pl' })).toHaveAttribute(
      'href',
      'mailto:ewa@handlowo.pl',
    );
    expect(screen.getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
    expect(
      screen.getByRole('link', { name: 'Zlecenie nr 2 · Alfa sp. z o.o.: Umawianie spotkań' }),
    ).toHaveAttribute('href', '/freelancer/orders/11');
    // Issue 26: the order's conversation with the guardian.
    expect(screen.getByRole('link', { name: 'Napisz do opiekuna: zlecenie nr 2' })).toHaveAttribute(
      'href',
      '/messages/5',
    );
    expect(document.title).toBe('Opiekun – Handlowo');
  });
});

describe('the freelancer navigation', () => {
  it('links Pulpit, Zlecenia, Produkty and Opiekun; Płatności stays disabled', async () => {
    mockFetch({ ...me, 'GET /api/freelancer/me/guardians': { json: [] } });
    renderRoute('/freelancer/guardians');
    // The top bar's navigation (the drawer's copy renders only when opened on a phone).
    const [nav] = await screen.findAllByRole('navigation', { name: 'Nawigacja główna' });
    if (!nav) throw new Error('no navigation');
    for (const [name, href] of [
      ['Pulpit', '/freelancer/dashboard'],
      ['Zlecenia', '/freelancer/orders'],
      ['Produkty', '/freelancer/products'],
      ['Opiekun', '/freelancer/guardians'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Opiekun' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const payments = within(nav).getByRole('link', { name: 'Płatności' });
    expect(payments).toHaveAttribute('aria-disabled', 'true');
    expect(payments).not.toHaveAttribute('href');
  });
});
