import type { FreelancerActivity } from '@handlowo/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { sentBody } from '../edit-details/testing/render-modal.tsx';
import { closeAllProfileModals } from '../modals/open-profile-modal.tsx';
import { onboardedFreelancer } from '../testing/profile-fixtures.ts';
import { ServicesSection } from './services-section.tsx';

const catalogue = [
  { id: 1, name: 'Cold calling', info: '' },
  { id: 2, name: 'Umawianie spotkań', info: '' },
  { id: 3, name: 'Prospecting', info: '' },
];
const own: FreelancerActivity[] = [
  { activityId: 3, name: 'Prospecting', level: 2, points: 12, orderCount: 1 },
  { activityId: 1, name: 'Cold calling', level: 5, points: null, orderCount: 4 },
];

afterEach(() => act(() => closeAllProfileModals()));

const asOwner = () => {
  window.localStorage.setItem('token', fakeToken(['FREELANCER']));
  return { 'GET /api/freelancer/me': { json: onboardedFreelancer({ id: 7 }) } };
};
const asAdmin = () => {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  return {
    'GET /api/admin-panel/me': {
      json: { id: 1, email: 'a@handlowo.pl', firstName: 'Ala', lastName: 'Admin', role: 'ADMIN' },
    },
  };
};

function renderSection(isOwner: boolean) {
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <ServicesSection freelancerId={7} isOwner={isOwner} />
    </AppProvider>,
  );
  return user;
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url, sentBody(r.body)]);

// The lazily loaded widgets and modal bodies are loaded once up front: each test then waits
// for its data only, not for the first compilation of their modules.
beforeAll(() => import('./services-modals.tsx'));

describe('Usługi', () => {
  it('lists each service with points, the order count in Polish and its level', async () => {
    mockFetch({ ...asOwner(), 'GET /api/activities/freelancer/7': { json: own } });
    renderSection(true);
    const list = await screen.findByRole('list', { name: 'Usługi' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/pkt$/).textContent)).toEqual([
      '12 pkt',
      '0 pkt',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('(1 zlecenie)')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('(4 zlecenia)')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Poziom: Podstawowy')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Poziom: Zaawansowany')).toBeVisible();
  });

  it('empty: the owner text with Add and Edit', async () => {
    mockFetch({ ...asOwner(), 'GET /api/activities/freelancer/7': { json: [] } });
    renderSection(true);
    expect(await screen.findByText('Nie dodano jeszcze żadnych usług')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dodaj usługę' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edytuj usługi' })).toBeVisible();
  });

  it('an admin gets the visitor text and Edit only, and saves through D28', async () => {
    const requests = mockFetch({
      ...asAdmin(),
      'GET /api/activities/freelancer/7': { json: [] },
      'GET /api/activities': { json: catalogue },
      'PATCH /api/freelancer/7/activities': {},
    });
    const user = renderSection(false);
    expect(await screen.findByText('Brak usług')).toBeVisible();
    const edit = await screen.findByRole('button', { name: 'Edytuj usługi' });
    expect(screen.queryByRole('button', { name: 'Dodaj usługę' })).toBeNull();

    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj usługi' });
    await user.click(await within(dialog).findByRole('button', { name: 'Dodaj kolejną usługę' }));
    const add = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
    await user.click(await within(add).findByRole('combobox', { name: /^Usługa/ }));
    await user.click(await screen.findByRole('option', { name: 'Umawianie spotkań' }));
    await user.click(within(add).getByRole('combobox', { name: /^Poziom/ }));
    await user.click(await screen.findByRole('option', { name: 'Średniozaawansowany' }));
    await user.click(within(add).getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(add).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([
      ['PATCH', '/api/freelancer/7/activities', [{ activityId: 2, level: 3 }]],
    ]);
  });

  it('a visitor who is not an admin gets no buttons', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({
      'GET /api/freelancer/me': { json: onboardedFreelancer({ id: 8 }) },
      'GET /api/activities/freelancer/7': { json: [] },
    });
    renderSection(false);
    expect(await screen.findByText('Brak usług')).toBeVisible();
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the owner adds a service (D27) from the catalogue minus the present ones', async () => {
    const requests = mockFetch({
      ...asOwner(),
      'GET /api/activities/freelancer/7': { json: own },
      'GET /api/activities': { json: catalogue },
      'POST /api/freelancer/me/activity': {
        status: 201,
        json: {
          activityId: 2,
          name: 'Umawianie spotkań',
          level: 1,
          points: null,
          orderCount: null,
        },
      },
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Dodaj usługę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj usługę' });
    await user.click(await within(dialog).findByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Wybierz usługę')).toBeVisible();
    expect(within(dialog).getByText('Wybierz poziom')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: /^Usługa/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Umawianie spotkań']);
    await user.click(options[0] as HTMLElement);
    await user.click(within(dialog).getByRole('combobox', { name: /^Poziom/ }));
    await user.click(await screen.findByRole('option', { name: 'Początkujący' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([
      ['POST', '/api/freelancer/me/activity', { activityId: 2, level: 1 }],
    ]);
  });

  it('the owner re-levels and deletes in the edit modal and saves the list (B16)', async () => {
    const requests = mockFetch({
      ...asOwner(),
      'GET /api/activities/freelancer/7': { json: own },
      'PATCH /api/freelancer/me/activities': {},
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Edytuj usługi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj usługi' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Poziom: Cold calling' }));
    await user.click(await screen.findByRole('option', { name: 'Początkujący' }));
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: Prospecting' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([
      ['PATCH', '/api/freelancer/me/activities', [{ activityId: 1, level: 1 }]],
    ]);
  });
});
