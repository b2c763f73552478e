import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@handlowo/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';
import { errorsOrStacks, recordingLogger } from '../testing/recording-logger.ts';
import { sendRaw } from '../testing/requests.ts';
import { MAX_BODY_DEPTH } from './body-parser.ts';
import { PERMISSIONS_POLICY } from './security.ts';

let app: FastifyInstance;
let webDist: string;
const logger = recordingLogger();

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'handlowo-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Handlowo</title>');
  app = await buildTestApp({ webDistDir: webDist }, { logger });
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  logger.entries.length = 0;
});

/** A Polish `{message, code}` body that does not repeat what the client sent. */
function expectPolishError(res: LightMyRequestResponse, status: number, echo?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.message).toMatch(/[ąćęłńóśźż]|Nie|Niepoprawn|Zbyt|Metoda/);
  if (echo) expect(res.body).not.toContain(echo);
}

const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('deeply nested bodies (issue 6, defect 3)', () => {
  it('answers [x3000 "\\u0000" ]x3000 with 400 on public and protected routes, no error log', async () => {
    const { token } = await createUser(app, { role: 'FREELANCER' });
    const payload = nested(3000, '"\\u0000"');
    // Was: 500 "unhandled error" with a RangeError stack (the NUL walk recursed).
    for (const [url, auth] of [
      ['/api/auth/login', undefined],
      ['/api/auth/register', undefined],
      ['/api/freelancer/me/workingDays', token],
    ] as const) {
      const method = url.startsWith('/api/auth') ? 'POST' : 'PATCH';
      const res = await sendRaw(app, method, url, { payload, token: auth });
      expectPolishError(res, 400);
      expect(res.json()).toEqual({ message: messages.bodyTooDeep, code: 'BODY_TOO_DEEP' });
    }
    expect(errorsOrStacks(logger.entries, { anyLevel: true })).toEqual([]);
  });

  it('refuses nesting beyond the cap, also without NUL and inside objects', async () => {
    for (const payload of [
      nested(MAX_BODY_DEPTH + 1, '1'),
      `${'{"a":'.repeat(MAX_BODY_DEPTH + 1)}1${'}'.repeat(MAX_BODY_DEPTH + 1)}`,
      nested(200_000, ''),
      // Brackets only, unbalanced: still refused before the parser sees it.
      '['.repeat(500_000),
    ]) {
      const res = await sendRaw(app, 'POST', '/api/auth/login', { payload });
      expectPolishError(res, 400);
    }
    expect(errorsOrStacks(logger.entries, { anyLevel: true })).toEqual([]);
  });

  it('still finds a NUL at the deepest allowed level, and ignores brackets in strings', async () => {
    const deep = await sendRaw(app, 'POST', '/api/auth/login', {
      payload: nested(MAX_BODY_DEPTH, '"\\u0000"'),
    });
    expect(deep.json()).toEqual({ message: messages.invalidBody, code: 'INVALID_BODY' });
    const inString = await sendRaw(app, 'POST', '/api/auth/login', {
      // An unknown field is ignored (API.md 1.2); its brackets must not count as nesting.
      payload: { email: 'a@b.pl', password: 'Haslo123!', note: '['.repeat(1000) },
    });
    // The password is checked (404), not refused as nesting.
    expect(inString.statusCode).toBe(404);
  });
});

describe('framework errors are Polish {message, code} (issue 6, defect 8)', () => {
  it('answers an over-long path parameter with 400, not 414 echoing the URL', async () => {
    const long = '9'.repeat(5000);
    const marker = `x${'y'.repeat(800)}`;
    for (const url of [
      `/api/specialization/freelancer/${long}`,
      `/api/set-password/${marker}`,
      `/api/specialization/freelancer/1/${long}`,
    ]) {
      const res = await app.inject({ method: 'PATCH', url, payload: '7' });
      expectPolishError(res, 400, long.slice(0, 120));
      expect(res.body).not.toContain(marker.slice(0, 120));
      expect(res.json()).toMatchObject({ code: 'PARAM_TOO_LONG' });
    }
  });

  it('answers a broken percent-encoding in the path with 400 JSON', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/set-password/%E0%A4%A' });
    expectPolishError(res, 400, '%E0%A4%A');
    expect(res.json()).toMatchObject({ code: 'BAD_URL' });
  });

  it('answers other framework-raised errors without echoing the input', async () => {
    const xml = await sendRaw(app, 'POST', '/api/auth/login', {
      payload: '<x/>',
      contentType: 'application/x-evil-type',
    });
    expectPolishError(xml, 415, 'x-evil-type');
    const big = await sendRaw(app, 'POST', '/api/auth/login', {
      payload: { email: 'a@b.pl', password: 'x'.repeat(1_100_000) },
    });
    expectPolishError(big, 413);
    // An existing path with a method it does not have.
    const put = await app.inject({ method: 'PUT', url: '/api/auth/login', payload: {} });
    expect([404, 405]).toContain(put.statusCode);
    expectPolishError(put, put.statusCode);
    const badLength = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': 'abc' },
      payload: '{}',
    });
    expect(badLength.statusCode).toBeLessThan(500);
    expect(errorsOrStacks(logger.entries)).toEqual([]);
  });
});

describe('security headers (issue 6, defect 9)', () => {
  it('sends Permissions-Policy and X-Frame-Options DENY on API answers and the SPA', async () => {
    const responses = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/freelancer/onboarding' }),
    ];
    for (const res of responses) {
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      const policy = String(res.headers['permissions-policy']);
      expect(policy).toBe(PERMISSIONS_POLICY);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
    expect(responses[2]?.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('path parameters with control characters (issue 24)', () => {
  it('answers 400 in Polish before any search reaches the database with one', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    for (const url of [
      '/api/admin-panel/freelancers/search/a%00b',
      '/api/admin-panel/investors/search/a%00b',
      '/api/admin-panel/admins/search/%00',
      '/api/admin-panel/freelancers/assignable/search/a%1Fb',
      '/api/set-password/abc%7Fdef',
    ]) {
      const res = await app.inject({
        method: url.startsWith('/api/set-password') ? 'PATCH' : 'GET',
        url,
        headers: { authorization: `Bearer ${admin.token}` },
        ...(url.startsWith('/api/set-password') ? { payload: 'Haslo123!x' } : {}),
      });
      expectPolishError(res, 400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PARAM' });
    }
    expect(errorsOrStacks(logger.entries)).toEqual([]);
  });
});
