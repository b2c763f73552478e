import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE } from './plugins/error-handler.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { sendRaw } from './testing/requests.ts';

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'handlowo-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Handlowo</title>');
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  await mkdir(path.join(webDist, 'prerendered'));
  await writeFile(
    path.join(webDist, 'prerendered', 'login.html'),
    '<!doctype html><title>Logowanie – Handlowo</title><div id="root" inert>…</div>',
  );
  await writeFile(
    path.join(webDist, 'prerendered', 'pages.json'),
    JSON.stringify({ scriptHashes: [], pages: { '/login': 'login.html' } }),
  );
  app = await buildTestApp(
    { webDistDir: webDist, corsOrigins: ['https://front.example'] },
    {
      extra: async (test) => {
        // Routes that exist only in this test, to reach the body parser and the error handler.
        test.post('/api/test/echo', async (request) => ({ body: request.body ?? '<undefined>' }));
        test.post(
          '/api/test/scalar',
          {
            schema: {
              body: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string()),
            },
          },
          async (request) => ({ value: request.body }),
        );
        test.get('/api/test/boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    },
  );
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('GET /api/health answers while the process is up, with a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/ready is 200 with a database and 503 JSON without one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const spy = vi.spyOn(app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Baza danych jest niedostępna',
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});

describe('body parsing (API.md 1.2)', () => {
  const post = (payload: string, contentType?: string) =>
    sendRaw(app, 'POST', '/api/test/echo', { payload, contentType });

  it('parses JSON objects, arrays, numbers and booleans', async () => {
    expect((await post('{"a":1}')).json()).toEqual({ body: { a: 1 } });
    expect((await post('[1,2]')).json()).toEqual({ body: [1, 2] });
    expect((await post('45')).json()).toEqual({ body: 45 });
    expect((await post('true')).json()).toEqual({ body: true });
    expect((await post('"SENIOR"')).json()).toEqual({ body: 'SENIOR' });
    // Exponent and fraction forms stay text, so that an id field cannot read `1e1` as 10.
    expect((await post('1e1')).json()).toEqual({ body: '1e1' });
    expect((await post('7.0')).json()).toEqual({ body: '7.0' });
  });

  it('passes a bare scalar sent as application/json on as the raw text', async () => {
    expect((await post('SENIOR')).json()).toEqual({ body: 'SENIOR' });
    expect((await post('a@b.pl,c@d.pl')).json()).toEqual({ body: 'a@b.pl,c@d.pl' });
    // text/plain only reaches routes with a scalar body (plugins/cross-site-requests.test.ts).
    expect((await post('https://firma.pl', 'text/plain; charset=utf-8')).statusCode).toBe(415);
  });

  it('accepts an empty body with a JSON content type', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: '<undefined>' });
    const del = await sendRaw(app, 'DELETE', '/api/nothing-here');
    expect(del.statusCode).toBe(404);
  });

  it('answers malformed JSON objects and arrays with 400, never 500', async () => {
    for (const payload of ['{"email":', '[1,', '{oops}', '  {"__proto__": {"x": 1}}']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.invalidJson, code: 'INVALID_JSON' });
    }
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold, with 400 (was a 500)', async () => {
    for (const payload of ['{"a":"x\\u0000y"}', '["\\u0000"]', '"\\u0000"', 'a\u0000b']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.invalidBody, code: 'INVALID_BODY' });
    }
    // An escaped backslash followed by "u0000" is ordinary text.
    expect((await post('{"a":"\\\\u0000"}')).json()).toEqual({ body: { a: '\\u0000' } });
  });

  it('runs preprocess-based body schemas on the raw text', async () => {
    const res = await sendRaw(app, 'POST', '/api/test/scalar', { payload: '  INTERMEDIATE ' });
    expect(res.json()).toEqual({ value: 'INTERMEDIATE' });
  });
});

describe('errors (API.md 1.5)', () => {
  it('hides the details of unexpected failures', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
    expect(res.body).not.toContain('secret');
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const res = await sendRaw(app, 'POST', '/api/auth/login', {
      payload: '<x/>',
      contentType: 'application/xml',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a too large body with 413 JSON', async () => {
    const res = await sendRaw(app, 'POST', '/api/test/echo', {
      payload: { text: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rate-limits the API 404 handler with a JSON 429', async () => {
    let last = await app.inject({ method: 'GET', url: '/api/scan-0', remoteAddress: '10.9.9.9' });
    expect(last.statusCode).toBe(404);
    for (let i = 1; i <= 60; i++) {
      last = await app.inject({ method: 'GET', url: `/api/scan-${i}`, remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ message: expect.any(String), code: 'TOO_MANY_REQUESTS' });
  });
});

describe('the API flood guard', () => {
  it('answers 429 past API_RATE_LIMIT_PER_MINUTE requests of one address', async () => {
    const limited = await buildTestApp({ apiRateLimitPerMinute: 12 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        const res = await limited.inject({ url: '/api/health', remoteAddress: '10.7.7.7' });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
      expect(statuses[12]).toBe(429);
      // Another address has its own count.
      expect(
        (await limited.inject({ url: '/api/health', remoteAddress: '10.7.7.8' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the web app and unknown paths', () => {
  it('serves built files and falls back to index.html for client routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/freelancer/profile/12', '/set-password/abc']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<title>Handlowo</title>');
    }
  });

  it('answers a prerendered path with its page, whatever the query, and no other path', async () => {
    for (const url of ['/login', '/login?redirect=%2Fadmin', '/login#x']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Logowanie – Handlowo</title>');
    }
    for (const url of ['/login/extra', '/Login', '/prerendered/login', '/registration']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Handlowo</title>');
    }
  });

  it('answers a missing built file with 404, not with index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nie znaleziono', code: 'NOT_FOUND' });
  });

  it('answers unknown /api paths with 404 JSON for every method', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Nie znaleziono', code: 'NOT_FOUND' });
    }
  });

  it('sends a CSP that lets the SPA run and CORS only to configured origins', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The test configuration names PUBLIC_URL, whose origin serves the G1 URLs (security.ts).
    expect(csp).toContain("img-src 'self' http://handlowo.test data: blob:");
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://front.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://front.example');
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json with the routes, scalar bodies included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/start',
        '/api/set-password/send-email',
        '/api/set-password/{token}',
        '/api/admin-panel/me',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/set-password/{token}']?.patch).toHaveProperty('requestBody');
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
