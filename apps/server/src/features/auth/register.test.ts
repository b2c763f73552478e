import { messages } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { decodeJwt } from '../../testing/decode-jwt.ts';
import { uniqueEmail } from '../../testing/factories.ts';
import { MOCK_SESSION_LIMIT } from './mock-session.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jan',
  lastName: 'Kowalski-Nowak',
  email: uniqueEmail('reg'),
  company: 'Firma',
  password: 'Haslo123!',
  passwordConfirmation: 'Haslo123!',
  terms: true,
  ...overrides,
});

let ipCounter = 0;
/**
 * A new client address per request: registrations are limited per address (ADR 017,
 * registration-limit.test.ts), and these tests are about the accounts.
 */
const nextIp = () => `10.3.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });

const userByEmail = async (email: string) =>
  (await app.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

const ordersOf = (investorId: number) =>
  app.db.select().from(orders).where(eq(orders.investorId, investorId));

describe('A2 POST /auth/register/freelancer', () => {
  it('creates a freelancer that can log in at once (201 body, stale token ignored)', async () => {
    const body = form({ email: '  Nowy.Uzytkownik@Example.PL ' });
    const res = await post('/api/auth/register/freelancer', body, {
      authorization: 'Bearer expired.or.garbage',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: number };
    expect(created).toEqual({
      id: expect.any(Number),
      email: 'nowy.uzytkownik@example.pl',
      firstName: 'Jan',
      lastName: 'Kowalski-Nowak',
      company: 'Firma',
    });
    const row = await userByEmail('nowy.uzytkownik@example.pl');
    expect(row).toMatchObject({ role: 'FREELANCER', isMock: false, isOnboardingPassed: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await post('/api/auth/login', {
      email: 'nowy.uzytkownik@example.pl',
      password: 'Haslo123!',
    });
    expect(login.statusCode).toBe(200);
  });

  it("accepts the snapshot's body: no company, confirmation or terms", async () => {
    const { passwordConfirmation: _c, terms: _t, company: _co, ...snapshot } = form();
    const res = await post('/api/auth/register/freelancer', snapshot);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ company: null });
    const empty = await post('/api/auth/register/freelancer', form({ company: '' }));
    expect(empty.json()).toMatchObject({ company: null });
  });

  it('answers validation failures with 400 and the first Polish message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: 'jan' }, messages.firstNameFormat],
      [{ lastName: 'Kowalski-nowak' }, messages.lastNameFormat],
      [{ email: 'zly-adres' }, messages.emailInvalid],
      [{ company: 'X' }, messages.companyLength],
      [{ password: 'haslo123!', passwordConfirmation: 'haslo123!' }, messages.passwordComplexity],
      [{ password: 'Ha1!', passwordConfirmation: 'Ha1!' }, messages.passwordMin],
      [{ passwordConfirmation: 'Inne123!' }, messages.passwordsDiffer],
      [{ terms: false }, messages.termsRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await post('/api/auth/register/freelancer', form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    }
  });

  it('answers a taken e-mail (any case) with 409 and changes nothing', async () => {
    const first = form();
    expect((await post('/api/auth/register/freelancer', first)).statusCode).toBe(201);
    const before = await userByEmail(first.email);
    for (const url of [
      '/api/auth/register/freelancer',
      '/api/auth/register/investor',
      '/api/auth/register',
    ]) {
      const res = await post(
        url,
        form({
          email: first.email.toUpperCase(),
          firstName: 'Inny',
          password: 'Inne123!',
          passwordConfirmation: 'Inne123!',
        }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    }
    expect(await userByEmail(first.email)).toEqual(before);
    const login = await post('/api/auth/login', { email: first.email, password: 'Haslo123!' });
    expect(login.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous registrations with one e-mail win', async () => {
    const body = form();
    const results = await Promise.all([
      post('/api/auth/register/freelancer', body),
      post('/api/auth/register/investor', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('A3 POST /auth/register/investor and A4 POST /auth/register', () => {
  it('A3 creates a real investor with order #1', async () => {
    const res = await post('/api/auth/register/investor', form());
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'INVESTOR', isMock: false });
    expect(await ordersOf(id)).toEqual([
      expect.objectContaining({
        investorOrderNumber: 1,
        status: 'NEW',
        pipelineId: null,
        adminId: null,
      }),
    ]);
  });

  it('A4 registers a freelancer by default and an investor on request', async () => {
    const plain = await post('/api/auth/register', form());
    expect(plain.statusCode).toBe(201);
    const freelancer = await userByEmail((plain.json() as { email: string }).email);
    expect(freelancer?.role).toBe('FREELANCER');
    expect(await ordersOf(freelancer?.id ?? 0)).toEqual([]);

    const investor = await post('/api/auth/register', form({ role: 'INVESTOR' }));
    const { id } = investor.json() as { id: number };
    expect((await app.db.select().from(users).where(eq(users.id, id)))[0]?.role).toBe('INVESTOR');
    expect(await ordersOf(id)).toHaveLength(1);

    const admin = await post('/api/auth/register', form({ role: 'ADMIN' }));
    expect(admin.statusCode).toBe(400);
  });
});

describe('A7 POST /auth/start', () => {
  it('creates a temporary investor with order #1 from an empty JSON-typed body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/start',
      headers: { 'content-type': 'application/json', authorization: 'Bearer stale' },
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(200);
    const { token, email } = res.json() as { token: string; email: string };
    expect(email).toMatch(/^gosc-[0-9a-f]{12}@handlowo\.local$/);
    const claims = decodeJwt(token);
    expect(claims.roles).toEqual(['INVESTOR']);
    const row = await userByEmail(email);
    expect(row).toMatchObject({
      role: 'INVESTOR',
      isMock: true,
      firstName: '',
      lastName: '',
      passwordHash: null,
    });
    expect(claims.sub).toBe(String(row?.id));
    expect(await ordersOf(row?.id ?? 0)).toEqual([
      expect.objectContaining({ investorOrderNumber: 1, status: 'NEW', pipelineId: null }),
    ]);
  });

  it(`limits new sessions to ${MOCK_SESSION_LIMIT.perIp} per IP per hour`, async () => {
    const start = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/start', remoteAddress });
    for (let i = 0; i < MOCK_SESSION_LIMIT.perIp; i++) {
      expect((await start('10.2.0.2')).statusCode).toBe(200);
    }
    const blocked = await start('10.2.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await start('10.2.0.3')).statusCode).toBe(200);
  });
});
