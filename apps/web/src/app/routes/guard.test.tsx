import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

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

  it('drop the token and go to /login when the user cannot be loaded', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ 'GET /api/freelancer/me': { status: 403, json: { message: 'Forbidden' } } });
    const { router } = renderRoute('/freelancer/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('/investor/start', () => {
  it('starts a mock investor session before going on', async () => {
    const token = fakeToken(['INVESTOR']);
    mockFetch({ 'POST /api/auth/start': { json: { token, email: 'mock-1@handlowo.pl' } } });
    const { user, router } = renderRoute('/investor/start');
    await user.click(await screen.findByRole('button', { name: 'Wiem jakiej usługi potrzebuję' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/service'));
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(await screen.findByText('mock-1@handlowo.pl')).toBeInTheDocument();
  });
});
