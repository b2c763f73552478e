import type { JobQueueState } from '@handlowo/contract';
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
const stats = { orderCount: 0, investorCount: 0, freelancerCount: 0 };
const failedMail = {
  id: 41,
  kind: 'mail',
  label: 'Wysyłka e-maila',
  subject: 'Zaproszenie do zespołu (do: ola@firma.pl)',
  attempts: 6,
  lastError: '451 Try again later',
  failedAt: '2026-11-25T09:30:00.000Z',
};

function withQueue(queue: JobQueueState) {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  let current = queue;
  return mockFetch({
    'GET /api/admin-panel/me': { json: admin },
    'GET /api/admin-panel/stats': { json: stats },
    'GET /api/admin-panel/jobs': () => ({ json: current }),
    'POST /api/admin-panel/jobs/41/retry': () => {
      current = { waiting: 1, failedCount: 0, failed: [] };
      return { status: 204 };
    },
  });
}

describe('the job queue on the Pulpit', () => {
  it('shows what waits and what failed, and retries a failed job', async () => {
    const requests = withQueue({ waiting: 3, failedCount: 1, failed: [failedMail] });
    const { user } = renderRoute('/admin');
    const card = await screen.findByRole('region', { name: 'Kolejka zadań' });
    expect(await within(card).findByText('Oczekujące: 3')).toBeInTheDocument();
    expect(within(card).getByText('Nieudane w ostatnich 7 dniach: 1')).toBeInTheDocument();
    const row = within(card).getByRole('listitem');
    expect(within(row).getByText('Wysyłka e-maila')).toBeInTheDocument();
    expect(within(row).getByText(failedMail.subject)).toBeInTheDocument();
    expect(within(row).getByText('451 Try again later')).toBeInTheDocument();
    expect(within(row).getByText(/25 listopada 2026 o \d\d:30 · 6 prób/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Ponów: Wysyłka e-maila/ }));
    expect(await within(card).findByText('Oczekujące: 1')).toBeInTheDocument();
    expect(
      within(card).getByText('Brak nieudanych zadań w ostatnich 7 dniach.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/jobs/41/retry'))).toBe(
      true,
    );
  });

  it('says how many failed jobs it does not list', async () => {
    const failed = Array.from({ length: 20 }, (_, i) => ({ ...failedMail, id: 100 + i }));
    withQueue({ waiting: 0, failedCount: 25, failed });
    renderRoute('/admin');
    const card = await screen.findByRole('region', { name: 'Kolejka zadań' });
    expect(await within(card).findByText('Pokazano 20 zadań z 25, najnowsze.')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(20);
  });
});
