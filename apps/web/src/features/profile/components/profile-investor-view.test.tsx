import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { registeredInvestorData } from '@/testing/investor-data.ts';
import { renderRoute } from '@/testing/render.tsx';
import { loadDeferredSections } from '../sections.ts';
import { profileRoutes } from '../testing/profile-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a busy worker.
configure({ asyncUtilTimeout: 3000 });

/*
 * Issue 9: an investor opens the profile of a freelancer assigned to their order, read-only, in
 * the investor's layout; the server decides which ids (D1 404 for any other).
 */

const investorMe = registeredInvestorData();

// The sections below 'O mnie' load their code after the first render: compiled once up front.
beforeAll(() => loadDeferredSections());

beforeEach(() => {
  window.localStorage.setItem('token', fakeToken(['INVESTOR']));
});

describe('an investor viewing a freelancer profile', () => {
  it('reads the assigned freelancer without edit buttons, in the investor layout', async () => {
    mockFetch({ 'GET /api/investor/me': { json: investorMe }, ...profileRoutes(7) });
    renderRoute('/freelancer/profile/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil freelancera' }),
    ).toBeVisible();
    expect(await screen.findByText('Jan Nowak · podgląd tylko do odczytu')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wróć do zlecenia' })).toHaveAttribute(
      'href',
      '/investor/order',
    );
    await waitFor(() => expect(document.title).toBe('Profil freelancera – Handlowo'));
    expect(await screen.findByText('Brak opinii')).toBeVisible();
    // The last section rendered too (they render one by one): none of them has a button.
    expect(await screen.findByText('Brak danych o wykształceniu')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edytuj|Dodaj)/ })).toBeNull();
    expect(screen.queryByText('Dodaj awatar')).toBeNull();
    // The investor's navigation, not the freelancer shell's.
    // The investor navigation is loaded lazily (outside the login bundle).
    const [nav] = await screen.findAllByRole('navigation', { name: 'Nawigacja inwestora' });
    expect(nav).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Moje zlecenia' })[0]).toHaveAttribute(
      'href',
      '/investor/orders',
    );
    expect(screen.queryByRole('navigation', { name: 'Nawigacja główna' })).toBeNull();
    expect(screen.queryByText('Przyjmij zlecenie')).toBeNull();
  });

  it('shows the not-found page when the server answers 404 (not their freelancer)', async () => {
    mockFetch({
      'GET /api/investor/me': { json: investorMe },
      ...profileRoutes(8, {
        'GET /api/freelancer/me/8': { status: 404, json: { message: 'User not found' } },
        'GET /api/freelancer/bar/8': { status: 404, json: { message: 'User not found' } },
      }),
    });
    renderRoute('/freelancer/profile/8');
    expect(
      await screen.findByRole('heading', { name: 'Strona nie została znaleziona' }),
    ).toBeVisible();
    expect(screen.queryByText('Nie udało się wczytać profilu')).toBeNull();
  });
});
