import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render.tsx';
import { fakeListServer, investor, wideScreen } from '../testing/fake-list-server.ts';
import { InvestorsScreen } from './investors-screen.tsx';

// Lazy modules, a 300 ms delay and a loaded CI box.
configure({ asyncUtilTimeout: 5000 });

const BASE = '/admin-panel/investors';
const searchable = (row: ReturnType<typeof investor>) =>
  [row.company, row.firstName, row.lastName, row.email, row.phone].join(' ');

function open(
  rows = Array.from({ length: 25 }, (_, i) => investor(i + 1)),
  path = '/admin/investors',
  failing: number | null = null,
) {
  const server = fakeListServer(BASE, rows, searchable);
  server.failWith(failing);
  const rendered = renderRoute(path, {
    routes: [
      { path: '/admin/investors', Component: InvestorsScreen },
      { path: '/admin/investors/:id', element: <h1>Szczegóły inwestora</h1> },
    ],
  });
  return { ...rendered, server };
}

const table = () => screen.getByRole('table', { name: 'Inwestorzy' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const columnHeader = (name: string) =>
  within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('/admin/investors', () => {
  beforeEach(wideScreen);

  it('shows the spec columns, Polish dates, the missing phone text and the details link', async () => {
    open([
      investor(7, {
        company: 'Łódzka Spółdzielnia',
        firstName: 'Jan',
        lastName: 'Żółkiewski',
        phone: null,
        createdAt: '2026-02-01T12:00:00.000Z',
        hasActiveOrder: true,
      }),
    ]);
    expect(await screen.findByRole('table', { name: 'Inwestorzy' })).toBeVisible();
    expect(document.title).toBe('Inwestorzy – Panel administratora – Handlowo');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(1)).toEqual([
      'Firma',
      'Osoba kontaktowa',
      'E-mail',
      'Numer telefonu',
      'Data dołączenia',
      'Czy posiada aktywne zlecenie',
      'Akcje',
    ]);
    const [row] = bodyRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Telefon nie został podany')).toBeVisible();
    expect(within(row).getByText('1 lutego 2026')).toBeVisible();
    expect(within(row).getByText('Jan Żółkiewski')).toBeVisible();
    expect(within(row).getByText('Tak')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Szczegóły: Łódzka Spółdzielnia' }),
    ).toHaveAttribute('href', '/admin/investors/7');
  });

  it('searches through F3 after the delay, from the first page, and lists through F2 when emptied', async () => {
    const { user, server, router } = open(
      [
        ...Array.from({ length: 25 }, (_, i) => investor(i + 1)),
        investor(40, { company: 'Łódzka Spółdzielnia', lastName: 'Żółkiewski' }),
      ],
      '/admin/investors?page=2',
    );
    await screen.findByRole('table', { name: 'Inwestorzy' });
    expect(server.urls).toEqual([`${BASE}?page=1&size=10`]);

    // One change event (the delay itself is pinned in search-box.test.tsx).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj inwestora' }), {
      target: { value: 'łódzka' },
    });
    expect(server.urls).toHaveLength(1);
    await waitFor(() => expect(server.urls).toHaveLength(2));
    expect(server.urls[1]).toBe(`${BASE}/search/łódzka?page=0&size=10`);
    expect(router.state.location.search).toBe('?q=%C5%82%C3%B3dzka');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Znaleziono 1 wynik')).toBeVisible();

    // An emptied box lists everyone again (F2, not a search for '').
    await user.clear(screen.getByRole('searchbox', { name: 'Szukaj inwestora' }));
    await waitFor(() => expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10`));
    expect(server.urls).toHaveLength(3);
  });

  it('says so when a search finds nobody', async () => {
    open();
    await screen.findByRole('table', { name: 'Inwestorzy' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj inwestora' }), {
      target: { value: 'nikt' },
    });
    expect(await screen.findByText('Brak wyników dla „nikt”')).toBeVisible();
    expect(screen.getByText('Znaleziono 0 wyników')).toBeVisible();
  });

  it('sorts ascending on the first click of a header and toggles on the second', async () => {
    const { user, server } = open();
    await screen.findByRole('table', { name: 'Inwestorzy' });
    expect(columnHeader('Firma')).not.toHaveAttribute('aria-sort');

    await user.click(within(columnHeader('Firma')).getByRole('button', { name: 'Firma' }));
    await waitFor(() => expect(columnHeader('Firma')).toHaveAttribute('aria-sort', 'ascending'));
    expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=company%2Casc`);

    await user.click(within(columnHeader('Firma')).getByRole('button', { name: 'Firma' }));
    await waitFor(() => expect(columnHeader('Firma')).toHaveAttribute('aria-sort', 'descending'));
    expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=company%2Cdesc`);
    await waitFor(() =>
      expect(within(bodyRows()[0] as HTMLElement).getByText('Firma 25')).toBeVisible(),
    );

    await user.click(within(columnHeader('Czy posiada aktywne zlecenie')).getByRole('button'));
    await waitFor(() =>
      expect(columnHeader('Czy posiada aktywne zlecenie')).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(columnHeader('Firma')).not.toHaveAttribute('aria-sort');
    expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=10&sort=hasActiveOrder%2Casc`);
  });

  it('changes the page size and pages with links that mark the current page', async () => {
    const { user, server, router } = open();
    await screen.findByRole('table', { name: 'Inwestorzy' });
    const pager = screen.getByRole('navigation', { name: 'Strony wyników' });
    expect(within(pager).getByRole('link', { name: 'Strona 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Wyników na stronie' }), '3');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(server.urls.at(-1)).toBe(`${BASE}?page=0&size=3`);
    // 25 rows in pages of 3: 9 pages, '1 2 3 … 9'.
    const links = () =>
      within(screen.getByRole('navigation', { name: 'Strony wyników' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual(['1', '2', '3', '9', '']);

    await user.click(screen.getByRole('link', { name: 'Strona 9' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(server.urls.at(-1)).toBe(`${BASE}?page=8&size=3`);
    expect(router.state.location.search).toBe('?size=3&page=9');
    expect(screen.getByRole('link', { name: 'Strona 9' })).toHaveAttribute('aria-current', 'page');
    expect(links()).toEqual(['', '5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
  });

  it('selects the rows of the page from the header checkbox, with a mixed state in between', async () => {
    const { user } = open();
    await screen.findByRole('table', { name: 'Inwestorzy' });
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na tej stronie' });
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz: Firma 01 (Jan Kowalski1)' }));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(all).not.toBeChecked();
    expect(screen.getByText('Zaznaczono: 1')).toBeVisible();

    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(11);
    await user.click(all);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('opens the investor from "Szczegóły"', async () => {
    const { user, router } = open();
    await screen.findByRole('table', { name: 'Inwestorzy' });
    await user.click(screen.getByRole('link', { name: 'Szczegóły: Firma 01' }));
    expect(await screen.findByRole('heading', { name: 'Szczegóły inwestora' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/investors/1');
  });

  it('shows an error with a retry', async () => {
    const { user, server } = open(undefined, undefined, 500);
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' });
    server.failWith(null);
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Inwestorzy' })).toBeVisible();
  });
});
