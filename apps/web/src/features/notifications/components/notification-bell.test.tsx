import type { NotificationItem, NotificationPage } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { readEvents } from '../hooks/use-notification-stream.ts';
import { NotificationBell } from './notification-bell.tsx';

configure({ asyncUtilTimeout: 3000 });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const item = (id: number, read: boolean, sentence: string): NotificationItem => ({
  id,
  kind: 'ORDER_ACTIVE',
  sentence,
  link: `/target/${id}`,
  read,
  createdAt: minutesAgo(id * 5),
});

const page = (content: NotificationItem[]): NotificationPage => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  page: 0,
  size: 20,
});

const routes = () => [
  {
    path: '/',
    element: (
      <header>
        <NotificationBell streamDelayMs={0} />
      </header>
    ),
  },
  { path: '/target/:id', element: <p>Cel powiadomienia</p> },
  { path: '/notifications', element: <p>Wszystkie</p> },
];

beforeEach(() => window.localStorage.setItem('token', fakeToken(['INVESTOR'])));
afterEach(() => window.localStorage.clear());

describe('the bell', () => {
  it('shows the unread count, the latest in a panel, and marks all read', async () => {
    let items = [item(1, false, 'Zlecenie nr 1 jest aktywne.'), item(2, true, 'Stare.')];
    const requests = mockFetch({
      'GET /api/notifications/unread-count': () => ({
        json: { count: items.filter((n) => !n.read).length },
      }),
      'GET /api/notifications?page=0&size=20': () => ({ json: page(items) }),
      'POST /api/notifications/read-all': () => {
        items = items.map((n) => ({ ...n, read: true }));
        return { status: 204 };
      },
      'GET /api/notifications/stream': { status: 403, json: { message: 'x', code: 'FORBIDDEN' } },
    });
    const { user } = renderRoute('/', { routes: routes() });
    const bell = await screen.findByRole('button', {
      name: 'Powiadomienia: 1 nieprzeczytane powiadomienie',
    });
    await user.click(bell);
    const panel = await screen.findByRole('dialog');
    const list = await within(panel).findByRole('list', { name: 'Najnowsze powiadomienia' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Nieprzeczytane: Zlecenie nr 1 jest aktywne.5 minut temu',
      'Stare.10 minut temu',
    ]);
    expect(
      within(panel).getByRole('link', { name: 'Zobacz wszystkie powiadomienia' }),
    ).toHaveAttribute('href', '/notifications');
    await user.click(
      within(panel).getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Powiadomienia' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/notifications/read-all')).toHaveLength(1);
  });

  it('marks one read when its link is opened', async () => {
    const requests = mockFetch({
      'GET /api/notifications/unread-count': { json: { count: 1 } },
      'GET /api/notifications?page=0&size=20': { json: page([item(7, false, 'Nowa oferta.')]) },
      'POST /api/notifications/7/read': { status: 204 },
      'GET /api/notifications/stream': { status: 403, json: { message: 'x', code: 'FORBIDDEN' } },
    });
    const { user, router } = renderRoute('/', { routes: routes() });
    await user.click(await screen.findByRole('button', { name: /^Powiadomienia: 1/ }));
    await user.click(await screen.findByRole('link', { name: /Nowa oferta\./ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/target/7'));
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/notifications/7/read')).toBe(
      true,
    );
  });

  it('follows the live stream without a reload', async () => {
    let push: ((text: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    const seen: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      seen.push(url);
      if (url === '/api/notifications/stream') {
        expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      if (url === '/api/notifications/unread-count') {
        return Response.json({ count: 0 });
      }
      return Response.json(page([]));
    });
    renderRoute('/', { routes: routes() });
    expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeInTheDocument();
    await waitFor(() => expect(push).toBeDefined());
    push?.('retry: 3000\n\nevent: unread\ndata: {"count":3}\n\n');
    expect(
      await screen.findByRole('button', { name: 'Powiadomienia: 3 nieprzeczytane powiadomienia' }),
    ).toBeInTheDocument();
    // Split across chunks, with a heartbeat between.
    push?.(': ping\n\nevent: unr');
    push?.('ead\ndata: {"count":5}\n\n');
    expect(
      await screen.findByRole('button', {
        name: 'Powiadomienia: 5 nieprzeczytanych powiadomień',
      }),
    ).toBeInTheDocument();
    expect(seen.every((url) => !url.includes('token'))).toBe(true);
  });
});

describe('readEvents', () => {
  it('reads the counts of complete events and keeps the rest', () => {
    expect(readEvents('event: unread\ndata: {"count":2}\n\n: ping\n\nevent: unread\nda')).toEqual({
      counts: [2],
      messages: [],
      rest: 'event: unread\nda',
    });
    expect(readEvents('event: other\ndata: {"count":2}\n\nevent: unread\ndata: x\n\n')).toEqual({
      counts: [],
      messages: [],
      rest: '',
    });
  });

  it('reads the conversations’ messages events (issue 26) next to the counts', () => {
    expect(
      readEvents(
        'event: messages\ndata: {"count":3,"orderId":7}\n\nevent: unread\ndata: {"count":1}\n\nevent: messages\ndata: {"count":"x"}\n\n',
      ),
    ).toEqual({ counts: [1], messages: [{ count: 3, orderId: 7 }], rest: '' });
  });
});
