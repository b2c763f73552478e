import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a busy worker.
configure({ asyncUtilTimeout: 3000 });

const admin = {
  id: 1,
  email: 'admin@handlowo.pl',
  firstName: 'Ala',
  lastName: 'Kot',
  role: 'ADMIN',
};
const stats = { orderCount: 7, investorCount: 3, freelancerCount: 12 };
const emptyQueue = {
  content: [],
  totalPages: 0,
  totalElements: 0,
  page: 0,
  size: 10,
  statusCounts: { NEW: 0, VERYFICATION: 0, ACTIVE: 0, REALIZED: 0 },
};

function navigation() {
  return screen.getByRole('navigation', { name: 'Nawigacja główna' });
}

describe('the admin navigation in the shell', () => {
  it('shows the four links with the counters and marks the current one', async () => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    mockFetch({
      'GET /api/admin-panel/me': { json: admin },
      'GET /api/admin-panel/stats': { json: stats },
      'GET /api/admin-panel/investors?page=0&size=10': {
        json: { content: [], totalPages: 0, totalElements: 0, page: 0, size: 10 },
      },
    });
    renderRoute('/admin/investors');
    await screen.findByRole('navigation', { name: 'Nawigacja główna' });
    const investors = await within(navigation()).findByRole('link', { name: /Inwestorzy/ });
    expect(investors).toHaveTextContent('Inwestorzy3');
    expect(investors).toHaveAttribute('href', '/admin/investors');
    expect(investors).toHaveAttribute('aria-current', 'page');
    const freelancers = within(navigation()).getByRole('link', { name: /Freelancerzy/ });
    expect(freelancers).toHaveTextContent('12');
    expect(freelancers).not.toHaveAttribute('aria-current');
    const orders = within(navigation()).getByRole('link', { name: /Zlecenia/ });
    expect(orders).toHaveTextContent('7');
    // Issue 27: the order queue is a real screen.
    expect(orders).toHaveAttribute('href', '/admin/orders');
    expect(orders).not.toHaveAttribute('aria-disabled');
    expect(orders).not.toHaveAttribute('aria-current');
    const dashboard = within(navigation()).getByRole('link', { name: 'Pulpit' });
    expect(dashboard).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a loader instead of the links while the counters are missing or failed', async () => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    mockFetch({
      'GET /api/admin-panel/me': { json: admin },
      'GET /api/admin-panel/stats': { status: 500, json: { message: 'Błąd' } },
      'GET /api/admin-panel/orders?page=0&size=10': { json: emptyQueue },
    });
    renderRoute('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Zlecenia' })).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Nawigacja główna' });
    await waitFor(() =>
      expect(
        within(navigation()).getByRole('status', { name: 'Ładowanie nawigacji' }),
      ).toBeInTheDocument(),
    );
    expect(within(navigation()).queryByRole('link')).toBeNull();
  });
});
