import type { OrderQueueItem, OrderQueuePage } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { wideScreen } from '@/features/admin-tables/testing/fake-list-server.ts';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { OrderQueueScreen } from './order-queue-screen.tsx';

// Lazy modules and a loaded CI box.
configure({ asyncUtilTimeout: 5000 });

const row = (id: number, overrides: Partial<OrderQueueItem> = {}): OrderQueueItem => ({
  id,
  investorOrderNumber: 2,
  orderStatus: 'NEW',
  investor: { id: 40 + id, company: 'Łódzka Spółdzielnia', firstName: 'Jan', lastName: 'Żak' },
  pipeline: { id: 1, name: 'Pozyskiwanie leadów' },
  servicesCount: 2,
  assignedCount: 1,
  awaitingAnswerCount: 1,
  guardian: null,
  waitingSince: '2026-02-01T12:00:00.000Z',
  createdAt: '2026-01-30T12:00:00.000Z',
  repeatOfOrderNumber: 1,
  ...overrides,
});

const page = (content: OrderQueueItem[]): OrderQueuePage => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  page: 0,
  size: 10,
  statusCounts: { NEW: 3, VERYFICATION: 2, ACTIVE: 1, REALIZED: 12 },
});

function open(path = '/admin/orders') {
  const urls: string[] = [];
  const requests = mockFetch(
    new Proxy(
      {},
      {
        get: (_target, key: string) =>
          key.startsWith('GET /api/admin-panel/orders?')
            ? () => {
                urls.push(key.slice(4));
                return { json: page([row(7)]) };
              }
            : undefined,
      },
    ),
  );
  const rendered = renderRoute(path, {
    routes: [
      { path: '/admin/orders', Component: OrderQueueScreen },
      { path: '/admin/investors/:id', element: <h1>Szczegóły inwestora</h1> },
    ],
  });
  return { ...rendered, urls, requests };
}

const table = () => screen.getByRole('table', { name: 'Zlecenia' });

describe('/admin/orders', () => {
  beforeEach(wideScreen);

  it('lists the orders, oldest waiting first, with the tabs’ counters', async () => {
    const { urls } = open();
    expect(await screen.findByRole('table', { name: 'Zlecenia' })).toBeVisible();
    expect(document.title).toBe('Zlecenia – Panel administratora – Handlowo');
    expect(urls[0]).toBe('/api/admin-panel/orders?page=0&size=10');
    const cells = within(table()).getAllByRole('row')[1];
    expect(cells).toHaveTextContent('Łódzka Spółdzielnia · nr 2');
    expect(cells).toHaveTextContent('Ponowne po nr 1');
    expect(cells).toHaveTextContent('1 / 2');
    expect(cells).toHaveTextContent('czeka na akceptację: 1');
    expect(cells).toHaveTextContent('Bez opiekuna');
    expect(cells).toHaveTextContent('1 lutego 2026');
    const statuses = screen.getByRole('group', { name: 'Status zlecenia' });
    expect(within(statuses).getByRole('button', { name: 'Wszystkie 18' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(statuses).getByRole('button', { name: 'Zrealizowane 12' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Otwórz: Łódzka Spółdzielnia, zlecenie nr 2' }),
    ).toHaveAttribute('href', '/admin/investors/47?order=7');
  });

  it('asks for a tab and the filters, and keeps them in the URL', async () => {
    const { urls, user, router } = open('/admin/orders?page=2');
    await screen.findByRole('table', { name: 'Zlecenia' });
    await user.click(screen.getByRole('button', { name: 'Weryfikacja 2' }));
    await waitFor(() =>
      expect(urls.at(-1)).toBe('/api/admin-panel/orders?page=0&size=10&status=VERYFICATION'),
    );
    await user.click(screen.getByRole('button', { name: 'Moje' }));
    await user.click(screen.getByRole('button', { name: 'Czeka na akceptację' }));
    await user.click(screen.getByRole('button', { name: 'Starsze niż 3 dni' }));
    await waitFor(() =>
      expect(urls.at(-1)).toBe(
        '/api/admin-panel/orders?page=0&size=10&status=VERYFICATION&guardian=me&awaitingAnswer=true&olderThanDays=3',
      ),
    );
    expect(router.state.location.search).toBe(
      '?status=VERYFICATION&guardian=me&awaiting=1&stale=1',
    );
    // 'Bez opiekuna' replaces 'Moje'.
    await user.click(screen.getByRole('button', { name: 'Bez opiekuna' }));
    expect(screen.getByRole('button', { name: 'Moje' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(urls.at(-1)).toContain('guardian=none'));
  });

  it('searches by number or company', async () => {
    const { urls, user } = open();
    await screen.findByRole('table', { name: 'Zlecenia' });
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj zlecenia' }), 'łódź');
    await waitFor(() =>
      expect(urls.at(-1)).toBe(
        `/api/admin-panel/orders?page=0&size=10&q=${encodeURIComponent('łódź')}`,
      ),
    );
  });
});
