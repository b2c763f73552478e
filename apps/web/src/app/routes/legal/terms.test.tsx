import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const TERMS_SECTIONS = [
  '§ 1. Postanowienia ogólne',
  '§ 2. Definicje',
  '§ 3. Konta i rejestracja',
  '§ 4. Obowiązki stron',
  '§ 5. Zlecenia i przydzielanie Freelancerów',
  '§ 6. Opinie',
  '§ 7. Dane osobowe',
  '§ 8. Pliki cookies i pamięć przeglądarki',
  '§ 9. Zmiany Regulaminu',
  '§ 10. Postanowienia końcowe',
];

describe('/terms', () => {
  it('is public and shows the title, the version date and every section heading', async () => {
    const requests = mockFetch({});
    const { router } = renderRoute('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regulamin serwisu Handlowo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Wersja z dnia 24 listopada 2026 r.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Spis treści', ...TERMS_SECTIONS]);
    // No session needed: nothing was fetched and the guard did not send anyone to /login.
    expect(router.state.location.pathname).toBe('/terms');
    expect(requests).toHaveLength(0);
  });

  it('lists the sections in a table of contents linking to their anchors', async () => {
    renderRoute('/terms');
    const toc = await screen.findByRole('navigation', { name: 'Spis treści' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(TERMS_SECTIONS);
    const definitions = within(toc).getByRole('link', { name: '§ 2. Definicje' });
    const target = definitions.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(target)).toHaveAccessibleName('§ 2. Definicje');
  });

  it('names the operator, the definitions, the 30-day temporary account and the contact', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Regulamin serwisu Handlowo' });
    expect(screen.getByText(/Operatorem Serwisu jest Handlowo/)).toBeInTheDocument();
    for (const term of [
      'Serwis',
      'Freelancer (Handlowiec)',
      'Inwestor',
      'Administrator',
      'Zlecenie',
    ])
      expect(screen.getByText((text) => text.startsWith(`${term} – `))).toBeInTheDocument();
    expect(screen.getByText(/w ciągu 30 dni od utworzenia nie zostanie zamienione/)).toBeVisible();
    expect(screen.getByText(/localStorage/)).toBeInTheDocument();
    expect(screen.getAllByText(/kontakt@handlowo\.pl/).length).toBeGreaterThan(0);
  });

  it('links to the privacy policy, which renders its own headings', async () => {
    const { user, router } = renderRoute('/terms');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Regulamin' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.click(within(footer).getByRole('link', { name: 'Polityka prywatności' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polityka prywatności' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '§ 6. Twoje prawa' })).toBeInTheDocument();
    expect(screen.getByText(/Prezesa Urzędu Ochrony Danych Osobowych/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regulamin serwisu' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
