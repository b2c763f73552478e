import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { peekCounter } from '../../lib/rate-limit-counter.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser, uniqueEmail } from '../../testing/factories.ts';
import { LOGIN_LIMITS, loginCounterKeys } from './login.service.ts';

let app: FastifyInstance;
let ipCounter = 0;
/** Each test uses its own addresses, so that the per-address counters do not add up. */
const nextIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const WRONG = 'Zle-haslo1!';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

async function failTimes(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(email, WRONG, ip)).statusCode).toBe(404);
}

describe('login throttle under concurrency (issue 6, defect 1)', () => {
  it('lets at most the remaining attempts of a parallel burst reach the password check', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    await failTimes(user.email, ip, LOGIN_LIMITS.perAccountAddress - 1);
    // Was: all 200 answered 404, and the right password among them got a token.
    const burst = Array.from({ length: 150 }, (_, i) =>
      login(user.email, i === 75 ? password : WRONG, ip),
    );
    const codes = statuses(await Promise.all(burst));
    expect(count(codes, 429)).toBeGreaterThanOrEqual(149);
    expect(count(codes, 404) + count(codes, 200)).toBeLessThanOrEqual(1);
    expect(count(codes, 429) + count(codes, 404) + count(codes, 200)).toBe(150);
  });

  it('answers the right password sent while a burst is in flight with 429, not a token', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    await failTimes(user.email, ip, LOGIN_LIMITS.perAccountAddress - 1);
    const burst = Array.from({ length: 100 }, () => login(user.email, WRONG, ip));
    // Once any burst attempt has an answer, the burst has used the last allowed attempt.
    await Promise.race(burst);
    const right = await login(user.email, password, ip);
    const codes = statuses(await Promise.all(burst));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(count(codes, 404)).toBeLessThanOrEqual(1);
  });

  it('answers 429 to parallel failures from one address beyond its limit', async () => {
    const ip = nextIp();
    // Was: 100 parallel failures from one address, no 429 at all.
    const burst = Array.from({ length: 100 }, () => login(uniqueEmail('guess'), WRONG, ip));
    const codes = statuses(await Promise.all(burst));
    expect(count(codes, 404)).toBeLessThanOrEqual(LOGIN_LIMITS.perAddress);
    expect(count(codes, 429)).toBeGreaterThanOrEqual(100 - LOGIN_LIMITS.perAddress);
    expect(count(codes, 404) + count(codes, 429)).toBe(100);
  });

  it('does not count successful logins against the address', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 2; i++) {
      expect((await login(user.email, password, ip)).statusCode).toBe(200);
    }
  });

  it("logging into one's own account does not make room for more guesses", async () => {
    const own = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress - 1; i++) {
      expect((await login(uniqueEmail('guess'), WRONG, ip)).statusCode).toBe(404);
    }
    expect((await login(own.user.email, own.password, ip)).statusCode).toBe(200);
    expect((await login(uniqueEmail('guess'), WRONG, ip)).statusCode).toBe(404);
    expect((await login(uniqueEmail('guess'), WRONG, ip)).statusCode).toBe(429);
  });
});

describe('account lock keyed by account and address (issue 6, defect 2)', () => {
  it('locks the account at the guessing address only', async () => {
    const victim = await createUser(app, { role: 'ADMIN' });
    const attacker = nextIp();
    await failTimes(victim.user.email, attacker, LOGIN_LIMITS.perAccountAddress);
    expect((await login(victim.user.email, victim.password, attacker)).statusCode).toBe(429);
    // Was: the victim was locked out everywhere for 15 minutes.
    const home = nextIp();
    expect((await login(victim.user.email, WRONG, home)).statusCode).toBe(404);
    expect((await login(victim.user.email, victim.password, home)).statusCode).toBe(200);
  });

  it('a refused attempt does not fill the all-addresses counter of the account', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    await failTimes(user.email, ip, LOGIN_LIMITS.perAccountAddress);
    const burst = Array.from({ length: 40 }, () => login(user.email, WRONG, ip));
    expect(count(statuses(await Promise.all(burst)), 429)).toBe(40);
    const keys = loginCounterKeys(user.email, ip);
    expect(await peekCounter(app.db, keys.account)).toBe(LOGIN_LIMITS.perAccountAddress);
  });

  it('caps guesses at one account from all addresses, except from addresses it used', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const usual = nextIp();
    expect((await login(user.email, password, usual)).statusCode).toBe(200);
    // The state after perAccount failures spread over many addresses.
    const { account } = loginCounterKeys(user.email, usual);
    const state = {
      hits: LOGIN_LIMITS.perAccount,
      resetAt: new Date(Date.now() + LOGIN_LIMITS.windowMs),
    };
    await app.db
      .insert(rateLimitCounters)
      .values({ key: account, ...state })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: state });
    expect((await login(user.email, password, nextIp())).statusCode).toBe(429);
    expect((await login(user.email, password, usual)).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) {
      expect((await login(user.email, WRONG, `2001:db8:7:7::${i + 1}`)).statusCode).toBe(404);
    }
    expect((await login(user.email, WRONG, '2001:db8:7:7::ffff')).statusCode).toBe(429);
    expect((await login(user.email, WRONG, '2001:db8:7:8::1')).statusCode).toBe(404);
  });
});
