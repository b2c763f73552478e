import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-error.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { getMe, meRetryDelay, shouldRetryMe } from './get-me.ts';

const freelancer = {
  id: 1,
  email: 'jan@firma.pl',
  firstName: 'Jan',
  lastName: 'Nowak',
  company: null,
  isOnboardingPassed: true,
};

const unavailable = {
  status: 503,
  json: { message: 'Baza danych jest niedostępna', code: 'DATABASE_UNAVAILABLE' },
};

describe('getMe', () => {
  it('loads the user of the token and attaches its role', async () => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    mockFetch({ 'GET /api/freelancer/me': { json: freelancer } });
    await expect(getMe()).resolves.toEqual({ ...freelancer, role: 'FREELANCER' });
  });

  it('keeps the token when the call gets no answer (a page left mid-request, offline)', async () => {
    const token = fakeToken(['FREELANCER']);
    window.localStorage.setItem('token', token);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getMe()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it.each([
    [503, unavailable],
    [500, { status: 500, json: { message: 'Internal Server Error' } }],
  ])('keeps the token on a %i (the session may be fine)', async (status, answer) => {
    const token = fakeToken(['INVESTOR']);
    window.localStorage.setItem('token', token);
    mockFetch({ 'GET /api/investor/me': answer });
    await expect(getMe()).rejects.toMatchObject({ status });
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it.each([
    [403, 'Forbidden'],
    [404, 'User not found'],
    [401, 'Unauthorized'],
  ])('removes the token on a %i: a real answer about the session', async (status, message) => {
    window.localStorage.setItem('token', fakeToken(['ADMIN']));
    mockFetch({ 'GET /api/admin-panel/me': { status, json: { message } } });
    await expect(getMe()).rejects.toMatchObject({ status });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('removes a token without a known role or that does not decode, without calling', async () => {
    for (const token of [fakeToken(['SUPERUSER']), 'not-a-jwt']) {
      window.localStorage.setItem('token', token);
      const requests = mockFetch({});
      await expect(getMe()).rejects.toThrow();
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(requests).toHaveLength(0);
    }
  });

  it('fails without a token', async () => {
    await expect(getMe()).rejects.toThrow('No token');
  });
});

describe('the retry of "me"', () => {
  it('retries only transient failures, twice', () => {
    for (const status of [NETWORK_ERROR_STATUS, 500, 502, 503, 504]) {
      const error = new ApiError(status, null);
      expect(shouldRetryMe(0, error)).toBe(true);
      expect(shouldRetryMe(1, error)).toBe(true);
      expect(shouldRetryMe(2, error)).toBe(false);
    }
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryMe(0, new ApiError(status, null))).toBe(false);
    }
    expect(shouldRetryMe(0, new Error('Invalid role'))).toBe(false);
  });

  it('backs off: 1 s, then 2 s', () => {
    expect([0, 1].map(meRetryDelay)).toEqual([1000, 2000]);
  });
});
