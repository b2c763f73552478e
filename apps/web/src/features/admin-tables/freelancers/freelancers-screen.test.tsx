import type { FreelancerListItem } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render.tsx';
import { fakeListServer, wideScreen } from '../testing/fake-list-server.ts';
import { FreelancersScreen } from './freelancers-screen.tsx';

// Lazy modules, a 300 ms delay and a loaded CI box.
configure({ asyncUtilTimeout: 5000 });

const BASE = '/admin-panel/freelancers';

function freelancer(id: number, overrides: Partial<FreelancerListItem> = {}): FreelancerListItem {
  return {
    id,
    firstName: 'Anna',
    lastName: 'Nowak',
    company: null,
    email: `anna${id}@handlowo.test`,
    experienceLevel: 'SENIOR',
    userAvatar: null,
    ...overrides,
  };
}

const rows = [
  freelancer(1, { firstName: 'Zofia', lastName: 'Adamska', company: 'Adamska Sprzedaż' }),
  freelancer(2, {
    firstName: 'Bartosz',
    lastName: 'Żak',
    experienceLevel: null,
    userAvatar: { pictureUrl: '/api/files/avatar-small.webp' },
  }),
];

function open() {
  const server = fakeListServer(BASE, rows, (row) => `${row.firstName} ${row.lastName}`);
  const rendered = renderRoute('/admin/freelancers', {
    routes: [
      { path: '/admin/freelancers', Component: FreelancersScreen },
      { path: '/freelancer/profile/:id', element: <h1>Profil freelancera</h1> },
    ],
  });
  return { ...rendered, server };
}

describe('/admin/freelancers', () => {
  it('shows name, company, e-mail, the experience label and "Sprawdź profil"', async () => {
    wideScreen();
    const { user, router } = open();
    const table = await screen.findByRole('table', { name: 'Freelancerzy' });
    expect(document.title).toBe('Freelancerzy – Panel administratora – Handlowo');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByText('Zofia Adamska')).toBeVisible();
    expect(within(first).getByText('Adamska Sprzedaż')).toBeVisible();
    expect(within(first).getByText('3-5 lat')).toBeVisible();
    expect(within(second).getAllByText('Brak danych')).toHaveLength(2);
    // The avatar is decorative: the name next to it says who it is.
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    // Loaded by its G1 address (the list asks `?pictures=url`), not inlined.
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/api/files/avatar-small.webp');

    await user.click(within(second).getByRole('link', { name: 'Sprawdź profil: Bartosz Żak' }));
    expect(await screen.findByRole('heading', { name: 'Profil freelancera' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/freelancer/profile/2');
  });

  it('sorts the name column by last name or by first name', async () => {
    wideScreen();
    const { user, server } = open();
    const table = await screen.findByRole('table', { name: 'Freelancerzy' });
    const nameHeader = () => within(table).getByRole('columnheader', { name: /^Imię i nazwisko/ });

    await user.click(within(nameHeader()).getByRole('button', { name: 'Nazwisko' }));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
    expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=lastName%2Casc&pictures=url`);
    expect(within(nameHeader()).getByRole('button', { name: 'Nazwisko, rosnąco' })).toBeVisible();

    await user.click(within(nameHeader()).getByRole('button', { name: 'Imię' }));
    await waitFor(() =>
      expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=firstName%2Casc&pictures=url`),
    );
    await user.click(within(nameHeader()).getByRole('button', { name: 'Imię, rosnąco' }));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));
    expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=firstName%2Cdesc&pictures=url`);
  });

  it('shows cards with a sort select on a phone, not the wide table', async () => {
    const { user, server } = open();
    const list = await screen.findByRole('list', { name: 'Freelancerzy' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Zofia Adamska')).toBeVisible();
    expect(within(card).getByRole('checkbox', { name: 'Zaznacz: Zofia Adamska' })).toBeVisible();
    expect(within(card).getByText('Doświadczenie')).toBeVisible();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sortowanie' }),
      'Firma – malejąco',
    );
    await waitFor(() =>
      expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=company%2Cdesc&pictures=url`),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na tej stronie' }));
    expect(within(list).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });

  it("offers each row's data export and deletion behind 'Więcej akcji'", async () => {
    wideScreen();
    const { user, server } = open();
    const table = await screen.findByRole('table', { name: 'Freelancerzy' });
    await user.click(within(table).getByRole('button', { name: 'Więcej akcji: Bartosz Żak' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pobierz dane: Bartosz Żak' }));
    // The fake server knows only the list: the export fails, and says so.
    expect(await screen.findByText('Nie udało się pobrać danych')).toBeVisible();
    expect(server.urls).toContain('/admin-panel/users/2/export');

    await user.click(within(table).getByRole('button', { name: 'Więcej akcji: Zofia Adamska' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Usuń konto: Zofia Adamska' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń konto użytkownika' });
    expect(await within(dialog).findByText('anna1@handlowo.test')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Usuń konto' })).toBeDisabled();
  });

  it('has the same actions on a phone card', async () => {
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Freelancerzy' });
    await user.click(within(list).getByRole('button', { name: 'Więcej akcji: Zofia Adamska' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Usuń konto: Zofia Adamska' }),
    ).toBeVisible();
  });
});
