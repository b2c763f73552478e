import { registrationMessages } from '@handlowo/contract';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser, uniqueEmail } from '../../testing/factories.ts';
import { readOutbox } from '../../testing/outbox.ts';

/*
 * Issue 24, defect 9: one address created 80 accounts in a second. Now at most
 * REGISTRATION_LIMIT_PER_HOUR (10 by default) registrations per client address an hour, counted
 * atomically in the database before anything else (ADR 017).
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const LIMIT = 10;
let ipCounter = 0;
/** Each test its own address, so that their counts do not add up. */
const nextIp = () => `10.5.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const form = (email = uniqueEmail('limit')) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email,
  company: 'Firma',
  password: 'Haslo123!',
  passwordConfirmation: 'Haslo123!',
  terms: true,
});

const register = (remoteAddress: string, body = form(), url = '/api/auth/register/freelancer') =>
  app.inject({ method: 'POST', url, payload: body, remoteAddress });

const existing = async (emails: string[]) =>
  (await app.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).length;

describe('registrations per client address', () => {
  it(`allows ${LIMIT} an hour over A2–A4 together; the next is 429 and creates nothing`, async () => {
    const ip = nextIp();
    const urls = [
      '/api/auth/register/freelancer',
      '/api/auth/register/investor',
      '/api/auth/register',
    ];
    for (let i = 0; i < LIMIT; i++) {
      const res = await register(ip, form(), urls[i % urls.length]);
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const url of urls) {
      const refused = form();
      const res = await register(ip, refused, url);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: registrationMessages.limit,
        code: 'REGISTRATION_LIMIT',
      });
      expect(await existing([refused.email])).toBe(0);
      expect(await readOutbox(app, refused.email)).toEqual([]);
    }
    // Another address is not held back.
    expect((await register(nextIp())).statusCode).toBe(201);
  });

  it('creates exactly the limit out of 15 parallel registrations from one address', async () => {
    const ip = nextIp();
    const bodies = Array.from({ length: 15 }, () => form());
    const answers = await Promise.all(bodies.map((body) => register(ip, body)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(15 - LIMIT);
    expect(await existing(bodies.map((body) => body.email))).toBe(LIMIT);
  });

  it('counts every attempt that passes validation, a taken e-mail too (409)', async () => {
    const ip = nextIp();
    const { user } = await createUser(app, { role: 'FREELANCER' });
    for (let i = 0; i < LIMIT; i++) {
      expect((await register(ip, form(user.email))).statusCode).toBe(409);
    }
    expect((await register(ip)).statusCode).toBe(429);
  });

  it('does not count a request refused by validation', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await register(ip, { ...form(), firstName: 'jan' })).statusCode).toBe(400);
    }
    expect((await register(ip)).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await register(`2001:db8:5:9::${(i + 1).toString(16)}`)).statusCode).toBe(201);
    }
    expect((await register('2001:db8:5:9:ffff::1')).statusCode).toBe(429);
    expect((await register('2001:db8:5:a::1')).statusCode).toBe(201);
  });

  it('opens again when the hour is over', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++) expect((await register(ip)).statusCode).toBe(201);
    expect((await register(ip)).statusCode).toBe(429);
    // The window as if it had ended: its counter's reset time in the past.
    await app.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} like 'register:ip:%'`);
    expect((await register(ip)).statusCode).toBe(201);
  });

  it('follows REGISTRATION_LIMIT_PER_HOUR', async () => {
    const strict = await buildTestApp({ registrationLimitPerHour: 2 });
    try {
      const send = () =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/register/freelancer',
          payload: form(),
          remoteAddress: '10.5.250.1',
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it("counts the temporary investor's registration (A8), which gives an account an e-mail", async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++) expect((await register(ip)).statusCode).toBe(201);
    const { user, token } = await createUser(app, {
      role: 'INVESTOR',
      isMock: true,
      firstName: '',
      lastName: '',
    });
    const email = uniqueEmail('firma');
    const convert = (remoteAddress: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/register/mock-investor',
        headers: bearer(token),
        payload: { email, privacy: true, regulations: true },
        remoteAddress,
      });
    const refused = await convert(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'REGISTRATION_LIMIT' });
    const [row] = await app.db
      .select({ isMock: users.isMock, email: users.email })
      .from(users)
      .where(inArray(users.id, [user.id]));
    expect(row).toEqual({ isMock: true, email: user.email });
    expect(await readOutbox(app, email)).toEqual([]);
    // From another address it registers, and that counts toward the address's hour as A2 does.
    const other = nextIp();
    expect((await convert(other)).statusCode).toBe(204);
    for (let i = 1; i < LIMIT; i++) expect((await register(other)).statusCode).toBe(201);
    expect((await register(other)).statusCode).toBe(429);
  });
});
