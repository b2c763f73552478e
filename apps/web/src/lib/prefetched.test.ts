import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { api } from './api-client.ts';
import { forgetPrefetched, takePrefetched } from './prefetched.ts';

const json = (body: object, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  delete window.__handlowoPrefetch;
});

describe('answers started by the HTML’s early-fetch script', () => {
  it('are handed out once, by their request path', async () => {
    const started = json({ id: 7 });
    window.__handlowoPrefetch = new Map([['/api/freelancer/me', started]]);
    expect(takePrefetched('/api/investor/me')).toBeUndefined();
    expect(takePrefetched('/api/freelancer/me')).toBe(started);
    expect(takePrefetched('/api/freelancer/me')).toBeUndefined();
  });

  it('are adopted by the API client’s GET instead of a request, once', async () => {
    const requests = mockFetch({ 'GET /api/freelancer/me': { json: { id: 8 } } });
    window.__handlowoPrefetch = new Map([['/api/freelancer/me', json({ id: 7 })]]);
    await expect(api.get('/freelancer/me')).resolves.toEqual({ id: 7 });
    expect(requests).toHaveLength(0);
    await expect(api.get('/freelancer/me')).resolves.toEqual({ id: 8 });
    expect(requests).toHaveLength(1);
  });

  it('answer with their status like a request would (a 404 rejects)', async () => {
    mockFetch({});
    window.__handlowoPrefetch = new Map([
      ['/api/freelancer/7/profile-page', json({ message: 'User not found' }, 404)],
    ]);
    await expect(api.get('/freelancer/7/profile-page')).rejects.toMatchObject({ status: 404 });
  });

  it('are not taken by other methods, and are forgotten with the session', async () => {
    const requests = mockFetch({ 'POST /api/freelancer/me': { json: {} } });
    window.__handlowoPrefetch = new Map([['/api/freelancer/me', json({ id: 7 })]]);
    await api.post('/freelancer/me');
    expect(requests).toHaveLength(1);
    forgetPrefetched();
    expect(takePrefetched('/api/freelancer/me')).toBeUndefined();
  });
});
