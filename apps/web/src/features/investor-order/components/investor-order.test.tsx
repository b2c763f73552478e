import type { InvestorData } from '@handlowo/contract';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { activity, order, registeredInvestor } from '../testing/order-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

function openOrder(data: InvestorData) {
  const requests = mockFetch({ 'GET /api/investor/me': { json: data } });
  const rendered = renderRoute('/investor/order');
  return { ...rendered, requests };
}

const services = () =>
  within(screen.getByRole('list', { name: 'Usługi' })).getAllByRole('listitem');

const withOrder = (overrides: Parameters<typeof order>[0]) =>
  registeredInvestor({ orders: [order(overrides)] });

describe('/investor/order "Moje zlecenie"', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it.each([
    ['NEW', 'Nowe', 'Zlecenie czeka na opiekuna, który je zweryfikuje i skontaktuje się z Tobą.'],
    [
      'VERYFICATION',
      'Weryfikacja',
      'Opiekun weryfikuje zlecenie i dobiera handlowców do Twoich usług.',
    ],
    [
      'ACTIVE',
      'Aktywne',
      'Handlowcy realizują Twoje usługi. Opiekun czuwa nad przebiegiem zlecenia.',
    ],
    ['REALIZED', 'Zrealizowane', 'Zlecenie zostało zrealizowane. Dziękujemy za współpracę!'],
  ] as const)('shows the status %s as "%s" with what happens next', async (status, label, text) => {
    openOrder(withOrder({ orderStatus: status }));
    expect(await screen.findByRole('heading', { name: 'Zlecenie nr 1' })).toBeVisible();
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(document.title).toBe('Zlecenie – Moje zlecenia – Handlowo');
  });

  it('shows the stage, the service with its scope and Polish dates, and the products', async () => {
    const { requests } = openOrder(withOrder({}));
    expect(await screen.findByText('Pozyskiwanie leadów')).toBeVisible();
    const [service] = services();
    if (!service) throw new Error('no service');
    expect(within(service).getByRole('heading', { name: 'Umawianie spotkań' })).toBeVisible();
    expect(within(service).getByText('120 szt. · 3 miesiące')).toBeVisible();
    expect(within(service).getByText('1 lutego 2027 – 1 maja 2027')).toBeVisible();
    expect(screen.getByText('System CRM dla biur rachunkowych')).toBeVisible();
    // A10 only: the order's data needs no call of its own (the top bar's bell and the messages'
    // counter ask for their counts, the order's conversation for its messages).
    expect(
      requests
        .map((r) => `${r.method} ${r.url}`)
        .filter(
          (call) =>
            !call.startsWith('GET /api/notifications') &&
            !call.startsWith('GET /api/conversations') &&
            !call.startsWith('GET /api/orders/11/messages'),
        ),
    ).toEqual(['GET /api/investor/me']);
  });

  it('holds the order’s conversation (issue 26)', async () => {
    const requests = mockFetch({
      'GET /api/investor/me': { json: withOrder({}) },
      'GET /api/orders/11/messages?limit=50': {
        json: {
          order: { id: 11, number: 1, status: 'NEW', company: 'Handel' },
          canWrite: true,
          items: [],
          hasMore: false,
          readUpTo: null,
          othersReadUpTo: null,
        },
      },
    });
    renderRoute('/investor/order');
    const section = await screen.findByRole('region', { name: 'Wiadomości' });
    expect(
      await within(section).findByRole('textbox', { name: 'Treść wiadomości' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Otwórz w Wiadomościach' })).toHaveAttribute(
      'href',
      '/messages/11',
    );
    expect(requests.some((r) => r.url === '/api/orders/11/messages?limit=50')).toBe(true);
  });

  it('says when neither the guardian nor a freelancer is assigned yet', async () => {
    openOrder(withOrder({}));
    expect(await screen.findByText('Opiekun nie został jeszcze przydzielony')).toBeVisible();
    expect(screen.getByText('Handlowiec nie został jeszcze przydzielony')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Zobacz profil/ })).not.toBeInTheDocument();
  });

  it('shows whether each service’s freelancer accepted it yet', async () => {
    const jan = { id: 77, firstName: 'Jan', lastName: 'Handlowy', userAvatar: null };
    openOrder(
      withOrder({
        orderStatus: 'VERYFICATION',
        orderActivities: [
          activity({ freelancer: jan, offerState: 'OFFERED' }),
          activity({
            id: 32,
            name: 'Kwalifikacja leadów',
            freelancer: jan,
            offerState: 'ACCEPTED',
          }),
          activity({
            id: 33,
            name: 'Cold calling',
            offerState: 'DECLINED',
            declineReason: 'Brak czasu',
          }),
        ],
      }),
    );
    await screen.findByRole('heading', { name: 'Zlecenie nr 1' });
    const [offered, accepted, declined] = services();
    expect(
      within(offered as HTMLElement).getByText('Czeka na akceptację freelancera'),
    ).toBeVisible();
    expect(within(accepted as HTMLElement).getByText('Zaakceptowane')).toBeVisible();
    // The reason of a decline is the admin's to read: the investor sees an open service.
    expect(within(declined as HTMLElement).queryByText(/Odrzucone/)).not.toBeInTheDocument();
  });

  it("shows the guardian and each service's freelancer with a link to the profile", async () => {
    openOrder(
      withOrder({
        orderStatus: 'VERYFICATION',
        orderAdminDTO: {
          id: 2,
          firstName: 'Ewa',
          lastName: 'Opiekuńcza',
          email: 'ewa@handlowo.pl',
          pictureData: 'data:image/webp;base64,AAAA',
        },
        orderActivities: [
          activity({
            freelancer: { id: 77, firstName: 'Jan', lastName: 'Handlowy', userAvatar: null },
          }),
          activity({ id: 32, name: 'Kwalifikacja leadów' }),
        ],
      }),
    );
    expect(await screen.findByText('Ewa Opiekuńcza')).toBeVisible();
    const [assigned, open] = services();
    expect(within(assigned as HTMLElement).getByText('Jan Handlowy')).toBeVisible();
    expect(
      within(assigned as HTMLElement).getByRole('link', { name: 'Zobacz profil: Jan Handlowy' }),
    ).toHaveAttribute('href', '/freelancer/profile/77');
    expect(
      within(open as HTMLElement).getByText('Handlowiec nie został jeszcze przydzielony'),
    ).toBeVisible();
    expect(screen.queryByText('Opiekun nie został jeszcze przydzielony')).not.toBeInTheDocument();
  });

  it.each([
    ['no stage', { pipeline: null, orderActivities: [] }],
    ['no services', { orderActivities: [] }],
  ])('invites to define the service when the order has %s', async (_, overrides) => {
    openOrder(withOrder(overrides));
    const link = await screen.findByRole('link', { name: 'Przejdź do definiowania usługi' });
    expect(link).toHaveAttribute('href', '/investor/service');
    expect(screen.queryByRole('heading', { name: 'Usługi' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zlecenie nr 1' })).toBeVisible();
  });
});
