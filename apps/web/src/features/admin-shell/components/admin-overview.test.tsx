import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

configure({ asyncUtilTimeout: 3000 });

const admin = {
  id: 1,
  email: 'admin@handlowo.pl',
  firstName: 'Ala',
  lastName: 'Kot',
  role: 'ADMIN',
};

function withStats(stats: { orderCount: number; investorCount: number; freelancerCount: number }) {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  mockFetch({
    'GET /api/admin-panel/me': { json: admin },
    'GET /api/admin-panel/stats': { json: stats },
    'GET /api/admin-panel/jobs': { json: { waiting: 0, failedCount: 0, failed: [] } },
  });
}

describe('/admin Pulpit', () => {
  it('shows the counters with Polish plurals and the ways to the tables and the account', async () => {
    withStats({ orderCount: 1, investorCount: 3, freelancerCount: 22 });
    renderRoute('/admin');
    const orders = await screen.findByRole('region', { name: 'Zlecenia' });
    expect(await within(orders).findByText('1')).toBeInTheDocument();
    expect(within(orders).getByText('zlecenie na platformie')).toBeInTheDocument();
    // Issue 27: the order queue.
    expect(within(orders).getByRole('link', { name: 'Przejdź do zleceń' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );

    const investors = screen.getByRole('region', { name: 'Inwestorzy' });
    expect(within(investors).getByText('inwestorów na platformie')).toBeInTheDocument();
    expect(within(investors).getByRole('link', { name: 'Przejdź do inwestorów' })).toHaveAttribute(
      'href',
      '/admin/investors',
    );
    const freelancers = screen.getByRole('region', { name: 'Freelancerzy' });
    expect(within(freelancers).getByText('freelancerów na platformie')).toBeInTheDocument();
    expect(
      within(freelancers).getByRole('link', { name: 'Przejdź do freelancerów' }),
    ).toHaveAttribute('href', '/admin/freelancers');
    expect(screen.getByRole('link', { name: 'Edycja danych' })).toHaveAttribute(
      'href',
      '/admin/edit-data',
    );
  });

  it('/admin/orders is the order queue (issue 27)', async () => {
    withStats({ orderCount: 3, investorCount: 1, freelancerCount: 1 });
    renderRoute('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zlecenia' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Status zlecenia' })).toBeVisible();
  });
});
