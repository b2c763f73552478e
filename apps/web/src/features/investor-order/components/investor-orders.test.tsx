import { type InvestorData, investorOrderMessages } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { activity, order, registeredInvestor } from '../testing/order-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const marta = { id: 7, firstName: 'Marta', lastName: 'Nowicka', userAvatar: null };

/** A draft (#3), an active order (#2) and a realised one (#1), in A10's order. */
function threeOrders(): InvestorData {
  return registeredInvestor({
    orders: [
      order({ id: 13, investorOrderNumber: 3, pipeline: null, orderActivities: [] }),
      order({
        id: 12,
        investorOrderNumber: 2,
        orderStatus: 'ACTIVE',
        orderStatusDescription: 'Aktywne',
      }),
      order({
        id: 11,
        investorOrderNumber: 1,
        orderStatus: 'REALIZED',
        orderStatusDescription: 'Zrealizowane',
        orderActivities: [activity({ freelancer: marta, offerState: 'ACCEPTED' })],
      }),
    ],
  });
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Twoje zlecenia' })).getAllByRole('listitem', {
    name: /^Zlecenie nr/,
  });

describe('/investor/orders "Moje zlecenia"', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it('lists every order with its number, status, stage, services and freelancers', async () => {
    mockFetch({ 'GET /api/investor/me': { json: threeOrders() } });
    renderRoute('/investor/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zlecenia' })).toBeVisible();
    expect(document.title).toBe('Moje zlecenia – Handlowo');
    const [draft, active, realized] = cards();
    if (!draft || !active || !realized) throw new Error('three cards expected');
    expect(within(draft).getByRole('link', { name: 'Zlecenie nr 3' })).toHaveAttribute(
      'href',
      '/investor/orders/13',
    );
    expect(within(draft).getByText('Nowe')).toBeVisible();
    expect(within(draft).getByText('jeszcze niewybrany')).toBeVisible();
    expect(
      within(draft).getByRole('link', { name: 'Kontynuuj definiowanie usługi' }),
    ).toHaveAttribute('href', '/investor/service');
    expect(within(active).getByText('Aktywne')).toBeVisible();
    expect(within(active).getByText('Handlowiec nie został jeszcze przydzielony')).toBeVisible();
    expect(within(active).queryByRole('button', { name: /Zamów ponownie/ })).toBeNull();
    expect(within(realized).getByText('Marta Nowicka')).toBeVisible();
    expect(within(realized).getByText('Pozyskiwanie leadów')).toBeVisible();
    expect(
      within(realized).getByRole('button', { name: 'Zamów ponownie zlecenie nr 1' }),
    ).toBeVisible();
  });

  it('creates a draft with "Nowe zlecenie" and opens the wizard on it', async () => {
    let created = false;
    const requests = mockFetch({
      'GET /api/investor/me': () => ({ json: created ? withNewDraft() : threeRealized() }),
      'POST /api/investor/orders': () => {
        created = true;
        return {
          status: 201,
          json: order({ id: 14, investorOrderNumber: 2, pipeline: null, orderActivities: [] }),
        };
      },
      'GET /api/pipeline': { json: [] },
    });
    const { user, router } = renderRoute('/investor/orders');
    await user.click(await screen.findByRole('button', { name: 'Nowe zlecenie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/service'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('shows the limit’s message as the API gives it, and stays', async () => {
    mockFetch({
      'GET /api/investor/me': { json: threeOrders() },
      'POST /api/investor/orders': {
        status: 400,
        json: { message: investorOrderMessages.openOrdersLimit, code: 'OPEN_ORDERS_LIMIT' },
      },
    });
    const { user, router } = renderRoute('/investor/orders');
    await user.click(await screen.findByRole('button', { name: 'Nowe zlecenie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      investorOrderMessages.openOrdersLimit,
    );
    expect(router.state.location.pathname).toBe('/investor/orders');
  });

  it('orders a realised order again after a confirmation, then opens the wizard', async () => {
    const requests = mockFetch({
      'GET /api/investor/me': { json: threeOrders() },
      'POST /api/investor/orders/11/repeat': { status: 201, json: order({ id: 15 }) },
      'GET /api/pipeline': { json: [] },
    });
    const { user, router } = renderRoute('/investor/orders');
    await user.click(await screen.findByRole('button', { name: 'Zamów ponownie zlecenie nr 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamów ponownie' });
    expect(within(dialog).getByText(/tym samym etapem lejka i usługami/)).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Zamów ponownie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/service'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/investor/orders/11/repeat',
    ]);
  });
});

function threeRealized(): InvestorData {
  return registeredInvestor({
    orders: [order({ orderStatus: 'REALIZED', orderStatusDescription: 'Zrealizowane' })],
  });
}

function withNewDraft(): InvestorData {
  return registeredInvestor({
    orders: [
      order({ id: 14, investorOrderNumber: 2, pipeline: null, orderActivities: [] }),
      order({ orderStatus: 'REALIZED', orderStatusDescription: 'Zrealizowane' }),
    ],
  });
}

describe('the order routes of several orders', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it('redirects /investor/order to the current order’s page', async () => {
    mockFetch({ 'GET /api/investor/me': { json: threeOrders() } });
    const { router } = renderRoute('/investor/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/orders/13'));
    expect(await screen.findByRole('heading', { name: 'Zlecenie nr 3' })).toBeVisible();
    expect(document.title).toBe('Zlecenie – Moje zlecenia – Handlowo');
  });

  it('shows any order of the investor at /investor/orders/:orderId, with "Zamów ponownie" once realised', async () => {
    mockFetch({ 'GET /api/investor/me': { json: threeOrders() } });
    renderRoute('/investor/orders/11');
    expect(await screen.findByRole('heading', { name: 'Zlecenie nr 1' })).toBeVisible();
    expect(screen.getByText('Zrealizowane')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zamów ponownie zlecenie nr 1' })).toBeVisible();
    // The way back above the page, next to the navigation's own link.
    for (const link of screen.getAllByRole('link', { name: 'Moje zlecenia' })) {
      expect(link).toHaveAttribute('href', '/investor/orders');
    }
  });

  it('says so for an order that is not the investor’s', async () => {
    mockFetch({ 'GET /api/investor/me': { json: threeOrders() } });
    renderRoute('/investor/orders/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie znaleziono zlecenia.');
  });

  it('offers "Nowe zlecenie" in the wizard when there is no draft', async () => {
    mockFetch({ 'GET /api/investor/me': { json: threeRealized() } });
    renderRoute('/investor/service');
    expect(
      await screen.findByRole('heading', { name: 'Nie masz zlecenia w przygotowaniu' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nowe zlecenie' })).toBeVisible();
    expect(screen.queryByText(/nie można już zmieniać/)).toBeNull();
    expect(document.title).toBe('Definiowanie usługi – Handlowo');
  });
});
