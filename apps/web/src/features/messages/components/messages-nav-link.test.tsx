import { act, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { TopBar, type TopBarUser } from '@/components/layouts/top-bar.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The top bar's parts load lazily: on a cold worker that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

function renderTopBar(user: TopBarUser, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <TopBar user={user} /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const anna = { firstName: 'Anna', lastName: 'Kowalska', role: 'INVESTOR' } as const;

beforeEach(() => window.localStorage.setItem('token', fakeToken(['INVESTOR'])));

describe("the top bar's 'Wiadomości'", () => {
  it('leads a registered investor to the conversations with the unread count', async () => {
    mockFetch({ 'GET /api/conversations/unread-count': { json: { count: 1 } } });
    renderTopBar({ ...anna, isMock: false }, '/messages/4');
    const link = await screen.findByRole('link', {
      name: 'Wiadomości: 1 nieprzeczytana wiadomość',
    });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('is not there for the temporary investor', async () => {
    const requests = mockFetch({});
    renderTopBar({ ...anna, isMock: true }, '/investor/service');
    await act(async () => {
      await import('./messages-nav-link.tsx');
    });
    expect(screen.queryByRole('link', { name: /^Wiadomości/ })).toBeNull();
    expect(requests.some((r) => r.url.startsWith('/api/conversations'))).toBe(false);
  });

  it('sits in the shell of an admin', async () => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    mockFetch({
      'GET /api/admin-panel/me': {
        json: { id: 1, email: 'a@handlowo.pl', firstName: 'Ala', lastName: 'Kot' },
      },
      'GET /api/conversations/unread-count': { json: { count: 0 } },
    });
    renderRoute('/admin/orders');
    expect(await screen.findByRole('link', { name: 'Wiadomości' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});
