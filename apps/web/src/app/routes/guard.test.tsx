import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  allAnswers,
  investorData,
  optionLists,
} from '@/features/onboarding/investor/testing/investor-fixtures.ts';
import { pipelines, wizardInvestor } from '@/features/service-wizard/testing/wizard-fixtures.ts';
import { fakeToken, type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a busy worker.
configure({ asyncUtilTimeout: 3000 });

const freelancer = {
  id: 1,
  email: 'jan@firma.pl',
  firstName: 'Jan',
  lastName: 'Nowak',
  company: null,
  isOnboardingPassed: false,
};

describe('protected screens', () => {
  it('send a visitor without a token to /login', async () => {
    const { router } = renderRoute('/freelancer/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('send a freelancer without onboarding to the welcome screen', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ 'GET /api/freelancer/me': { json: freelancer } });
    const { router } = renderRoute('/freelancer/profile');
    expect(await screen.findByRole('link', { name: 'Zaczynajmy' })).toHaveAttribute(
      'href',
      '/freelancer/onboarding',
    );
    expect(router.state.location.pathname).toBe('/freelancer/onboarding/start');
    expect(screen.getByRole('heading', { name: 'Witaj, Jan Nowak!' })).toBeInTheDocument();
  });

  it('send a freelancer who passed onboarding from the questionnaire to the profile', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ 'GET /api/freelancer/me': { json: { ...freelancer, isOnboardingPassed: true } } });
    for (const path of ['/freelancer/onboarding', '/freelancer/onboarding/start']) {
      const { router, unmount } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/freelancer/profile'));
      expect(await screen.findByRole('heading', { name: 'Twój profil' })).toBeInTheDocument();
      expect(screen.queryByText(/^\s*10\s*\/\s*10\s*$/)).toBeNull();
      unmount();
    }
  });

  it('send an investor with every answer from the questionnaire to its summary', async () => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
    mockFetch({
      ...optionLists,
      'GET /api/investor/me': { json: investorData({ ...allAnswers, isMock: false }) },
    });
    const { router } = renderRoute('/investor/onboarding');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/investor/onboarding/summary'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Dziękujemy za odpowiedzi!' }),
    ).toBeInTheDocument();
    // The way back to a finished questionnaire would only lead here again.
    expect(screen.queryByRole('link', { name: 'Wróć do ankiety' })).toBeNull();
  });

  it('drop the token and go to /login when the user cannot be loaded', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ 'GET /api/freelancer/me': { status: 403, json: { message: 'Forbidden' } } });
    const { router } = renderRoute('/freelancer/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('protected screens while the server is briefly unavailable', () => {
  const databaseDown: MockResponse = {
    status: 503,
    json: { message: 'Baza danych jest niedostępna', code: 'DATABASE_UNAVAILABLE' },
  };
  const noAnswer = (): MockResponse => {
    throw new TypeError('Failed to fetch');
  };

  it.each([
    ['a 503', () => databaseDown],
    ['no answer', noAnswer],
  ])('keep the session on %s, retry, then offer "Spróbuj ponownie"', async (_, failure) => {
    // Fake timers skip the backoff between the retries; they still advance with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const token = fakeToken(['FREELANCER']);
    window.localStorage.setItem('token', token);
    let serverUp = false;
    const requests = mockFetch({
      'GET /api/freelancer/me': () =>
        serverUp ? { json: { ...freelancer, isOnboardingPassed: true } } : failure(),
    });
    const { router, user } = renderRoute('/freelancer/profile');
    const meCalls = () => requests.filter(({ url }) => url === '/api/freelancer/me').length;

    // The spinner while the first attempt and its retries run.
    await waitFor(() => expect(meCalls()).toBe(1));
    expect(screen.getByRole('status', { name: 'Ładowanie' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);

    expect(
      await screen.findByRole('heading', { name: 'Nie udało się połączyć z serwisem' }),
    ).toBeInTheDocument();
    expect(meCalls()).toBe(3);
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(router.state.location.pathname).toBe('/freelancer/profile');
    await waitFor(() => expect(document.title).toBe('Brak połączenia – Handlowo'));

    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Twój profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/freelancer/profile');
    expect(window.localStorage.getItem('token')).toBe(token);
  });
});

describe('/investor/start', () => {
  it('starts a mock investor session before going on', async () => {
    const token = fakeToken(['INVESTOR']);
    const requests = mockFetch({
      'POST /api/auth/start': { json: { token, email: 'mock-1@handlowo.pl' } },
      'GET /api/investor/me': {
        json: wizardInvestor({}, { isMock: true, email: 'mock-1@handlowo.pl' }),
      },
      'GET /api/pipeline': { json: pipelines },
    });
    const { user, router } = renderRoute('/investor/start');
    await user.click(await screen.findByRole('button', { name: 'Wiem jakiej usługi potrzebuję' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/service'));
    expect(window.localStorage.getItem('token')).toBe(token);
    // The wizard loads the new session's data and opens on its first step.
    expect(
      await screen.findByRole('heading', { name: 'Wybierz etap lejka sprzedażowego' }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'GET' && r.url === '/api/investor/me')).toBe(true);
  });
});
