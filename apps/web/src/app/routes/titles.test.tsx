import { configure, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freelancerData } from '@/features/onboarding/freelancer/testing/freelancer-fixtures.ts';
import {
  allAnswers,
  investorData,
  optionLists,
} from '@/features/onboarding/investor/testing/investor-fixtures.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

async function titleAt(path: string): Promise<string> {
  const { unmount } = renderRoute(path);
  let title = '';
  await waitFor(() => {
    title = document.title;
    expect(title).not.toBe('');
    expect(title).not.toBe('Handlowo');
  });
  unmount();
  return title;
}

describe('document titles', () => {
  it.each([
    ['/login', 'Logowanie – Handlowo'],
    ['/registration', 'Rejestracja – Handlowo'],
    ['/reset-password', 'Resetowanie hasła – Handlowo'],
    ['/set-password/abc', 'Ustawianie hasła – Handlowo'],
    ['/set-password', 'Nie znaleziono strony – Handlowo'],
    ['/verify-email/abc', 'Potwierdzenie adresu e-mail – Handlowo'],
    ['/terms', 'Regulamin serwisu – Handlowo'],
    ['/privacy', 'Polityka prywatności – Handlowo'],
    ['/404', 'Nie znaleziono strony – Handlowo'],
    ['/nie-ma-takiej-strony', 'Nie znaleziono strony – Handlowo'],
    ['/investor/start', 'Pierwsze kroki – Handlowo'],
  ])('%s is titled "%s"', async (path, title) => {
    expect(await titleAt(path)).toBe(title);
  });

  it('the admin screens name the page and the panel', async () => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    mockFetch({
      'GET /api/admin-panel/me': {
        json: { id: 1, email: 'a@handlowo.pl', firstName: 'Ala', lastName: 'Kot' },
      },
    });
    expect(await titleAt('/admin')).toBe('Pulpit – Panel administratora – Handlowo');
    expect(await titleAt('/admin/orders')).toBe('Zlecenia – Panel administratora – Handlowo');
    expect(await titleAt('/admin/investors/4')).toBe(
      'Szczegóły inwestora – Panel administratora – Handlowo',
    );
    expect(await titleAt('/freelancer/profile/7')).toBe('Profil freelancera – Handlowo');
  });

  it("the freelancer's questionnaire names its current step", async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ 'GET /api/freelancer/me': { json: freelancerData() } });
    expect(await titleAt('/freelancer/onboarding/start')).toBe(
      'Powitanie – Ankieta freelancera – Handlowo',
    );
    expect(await titleAt('/freelancer/onboarding')).toBe(
      'Krok 1 z 10: Doświadczenie w sprzedaży – Ankieta freelancera – Handlowo',
    );
  });

  it("the investor's questionnaire names its step; the summary has its own title", async () => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
    mockFetch({
      ...optionLists,
      'GET /api/investor/me': { json: investorData({ ...allAnswers, companySiteUrl: null }) },
    });
    expect(await titleAt('/investor/onboarding')).toBe(
      'Krok 8 z 8: Szczegóły – Ankieta inwestora – Handlowo',
    );
    expect(await titleAt('/investor/onboarding/summary')).toBe(
      'Podsumowanie ankiety – Ankieta inwestora – Handlowo',
    );
  });
});
