import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freelancerData } from '@/features/onboarding/freelancer/testing/freelancer-fixtures.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { conversation, message, minutesAgo, order, page } from '../testing/fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 4000 });

const me = {
  'GET /api/freelancer/me': { json: freelancerData({ id: 7, isOnboardingPassed: true }) },
};

beforeEach(() => window.localStorage.setItem('token', fakeToken(['FREELANCER'])));

const conversations = [
  conversation({
    order: { ...order, id: 9, number: 4, company: 'Zielony Dom' },
    unreadCount: 3,
    lastMessage: {
      id: 40,
      authorName: 'Zespół Handlowo',
      mine: false,
      preview: 'Proszę o raport',
      createdAt: minutesAgo(5),
    },
  }),
  conversation({
    lastMessage: {
      id: 12,
      authorName: 'Jan Kowalski',
      mine: true,
      preview: 'oferta.pdf',
      createdAt: minutesAgo(120),
    },
  }),
  conversation({ order: { ...order, id: 11, number: 1, company: null } }),
];

describe('Wiadomości', () => {
  it('lists the conversations as the server orders them, with the unread counts', async () => {
    mockFetch({
      ...me,
      'GET /api/conversations': { json: { items: conversations } },
      'GET /api/conversations/unread-count': { json: { count: 3 } },
    });
    renderRoute('/messages');
    const list = await screen.findByRole('list', { name: 'Twoje rozmowy' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/messages/9',
      '/messages/5',
      '/messages/11',
    ]);
    expect(links[0]).toHaveTextContent('Zlecenie nr 4 · Zielony Dom');
    expect(links[0]).toHaveTextContent('3 nieprzeczytane wiadomości');
    expect(links[0]).toHaveTextContent('Zespół Handlowo: Proszę o raport');
    expect(links[0]).toHaveTextContent('5 minut temu');
    expect(links[1]).toHaveTextContent('Ty: oferta.pdf');
    expect(links[1]).not.toHaveTextContent('nieprzeczytan');
    expect(links[2]).toHaveTextContent('Zlecenie nr 1 · Firma bez nazwy');
    expect(links[2]).toHaveTextContent('Brak wiadomości');
    await waitFor(() => expect(document.title).toBe('Wiadomości – Handlowo'));
    // The top bar's link carries the caller's total.
    expect(
      await screen.findByRole('link', { name: 'Wiadomości: 3 nieprzeczytane wiadomości' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says when there is no conversation yet', async () => {
    mockFetch({ ...me, 'GET /api/conversations': { json: { items: [] } } });
    renderRoute('/messages');
    expect(await screen.findByText(/Nie masz jeszcze żadnych rozmów/)).toBeInTheDocument();
  });

  it('opens a thread next to the list, marked current, with a way back on phones', async () => {
    mockFetch({
      ...me,
      'GET /api/conversations': { json: { items: conversations } },
      'GET /api/orders/5/messages?limit=50': { json: page([message({ id: 1 })]) },
    });
    renderRoute('/messages/5');
    expect(await screen.findByText('Wiadomość 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zlecenie nr 2', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Twoje rozmowy' });
    expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/messages/5',
    );
    expect(screen.getByRole('link', { name: 'Wszystkie rozmowy' })).toHaveAttribute(
      'href',
      '/messages',
    );
    await waitFor(() => expect(document.title).toBe('Rozmowa o zleceniu – Wiadomości – Handlowo'));
  });

  it('says a conversation the caller may not read is not found', async () => {
    mockFetch({
      ...me,
      'GET /api/conversations': { json: { items: [] } },
      'GET /api/orders/77/messages?limit=50': {
        status: 404,
        json: { message: 'Nie znaleziono rozmowy', code: 'NOT_FOUND' },
      },
    });
    renderRoute('/messages/77');
    expect(await screen.findByText('Nie znaleziono rozmowy.')).toBeInTheDocument();
  });
});
