import { errorTexts } from '@handlowo/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getToken, setToken } from './token.ts';

describe('api client', () => {
  it('sends objects as JSON under /api with the bearer token and reads a JSON answer', async () => {
    setToken('abc');
    const requests = mockFetch({ 'POST /api/auth/login': { json: { token: 't' } } });
    await expect(api.post('/auth/login', { email: 'a@b.pl' })).resolves.toEqual({ token: 't' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.body).toBe('{"email":"a@b.pl"}');
  });

  it('sends numbers, booleans and arrays as JSON, a string as a text/plain scalar body', async () => {
    const requests = mockFetch({
      'PATCH /api/investor/me/salesDepartment': {},
      'PATCH /api/freelancer/me/workingDays': {},
      'PATCH /api/freelancer/me/experienceLevel': {},
    });
    await api.patch('/investor/me/salesDepartment', false);
    await api.patch('/freelancer/me/workingDays', ['MONDAY']);
    await api.patch('/freelancer/me/experienceLevel', 'SENIOR');
    expect(requests.map((r) => [r.body, r.headers.get('Content-Type')])).toEqual([
      ['false', 'application/json'],
      ['["MONDAY"]', 'application/json'],
      ['SENIOR', 'text/plain;charset=utf-8'],
    ]);
  });

  it('sends the JSON content type without a body, none for FormData, and no token when none is stored', async () => {
    const requests = mockFetch({ 'DELETE /api/user/avatar': {}, 'PATCH /api/user/avatar': {} });
    await expect(api.delete('/user/avatar')).resolves.toBeNull();
    const form = new FormData();
    await api.patch('/user/avatar', form);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.has('Content-Type')).toBe(false);
    expect(requests[1]?.body).toBe(form);
  });

  it('answers null for a body that is not declared JSON', async () => {
    mockFetch({});
    vi.mocked(fetch).mockResolvedValue(new Response('OK', { status: 200 }));
    await expect(api.get('/anything')).resolves.toBeNull();
  });

  it('rejects with the catalogue text and keeps the server message', async () => {
    mockFetch({
      'GET /api/user/avatar/1': { status: 404, json: { message: 'Picture not found' } },
    });
    const error = await api.get('/user/avatar/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: errorTexts.pictureNotFound,
      serverMessage: 'Picture not found',
    });
  });

  it('removes the token on 403', async () => {
    setToken(fakeToken());
    mockFetch({ 'GET /api/freelancer/me': { status: 403, json: { message: 'Forbidden' } } });
    await expect(api.get('/freelancer/me')).rejects.toMatchObject({
      message: errorTexts.sessionExpired,
    });
    expect(getToken()).toBeNull();
  });

  it('maps a network failure to the server-error text', async () => {
    mockFetch({});
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/freelancer/me')).rejects.toMatchObject({
      status: 0,
      message: errorTexts.serverError,
    });
  });
});
