import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { decodeJwt } from '../../testing/decode-jwt.ts';
import { bearer, createUser, uniqueEmail } from '../../testing/factories.ts';
import { sendRaw } from '../../testing/requests.ts';
import { signTestToken } from '../../testing/tokens.ts';
import { authMessages } from './auth-messages.ts';
import { LOGIN_LIMITS } from './login.service.ts';

let app: FastifyInstance;
let ipCounter = 0;
/** Each test logs in from its own address so that the per-IP counters do not add up. */
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const loginRequest = (
  payload: unknown,
  remoteAddress = nextIp(),
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    remoteAddress,
    headers,
  });

describe('A1 POST /auth/login', () => {
  it('returns a token whose roles[0] is the role and sub the user id', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const res = await loginRequest({ email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: String(user.id), roles: ['FREELANCER'] });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(app.config.jwtTtlSeconds);
  });

  it('answers a wrong password or an unknown e-mail with 404, not "User not found"', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    for (const payload of [
      { email: user.email, password: 'Zle-haslo1!' },
      { email: uniqueEmail('nobody'), password: 'Haslo123!' },
    ]) {
      const res = await loginRequest(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: authMessages.wrongCredentials,
        code: 'WRONG_CREDENTIALS',
      });
    }
  });

  it('does not let a temporary investor (no password) log in', async () => {
    const { user } = await createUser(app, {
      role: 'INVESTOR',
      isMock: true,
      password: 'Haslo123!',
    });
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await loginRequest({ email: user.email, password: 'Haslo123!' })).statusCode).toBe(404);
  });

  it('answers a malformed body with 400 and a Polish message', async () => {
    const empty = await sendRaw(app, 'POST', '/api/auth/login');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Niepoprawne dane żądania', code: 'VALIDATION' });
    const noPassword = await loginRequest({ email: 'a@b.pl', password: '' });
    expect(noPassword.json()).toEqual({ message: 'Podaj hasło', code: 'VALIDATION' });
    const badEmail = await loginRequest({ email: 'nie-email', password: 'x' });
    expect(badEmail.json()).toEqual({ message: 'Podaj poprawny adres email', code: 'VALIDATION' });
    const broken = await sendRaw(app, 'POST', '/api/auth/login', {
      payload: '{"email": "a@b.pl", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('ignores a stale or garbage Authorization header', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const expired = signTestToken({ sub: '1', roles: ['ADMIN'], iat: 1, exp: 2 });
    for (const authorization of ['Bearer garbage', `Bearer ${expired}`, 'Basic abc']) {
      const res = await loginRequest({ email: user.email, password }, nextIp(), { authorization });
      expect(res.statusCode).toBe(200);
    }
  });

  it('throttles failed attempts per account and address with 429, even for the right password', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) {
      const res = await loginRequest({ email: user.email, password: 'Zle-haslo1!' }, ip);
      expect(res.statusCode).toBe(404);
    }
    const blocked = await loginRequest({ email: user.email, password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.',
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('throttles failed attempts per IP across e-mails', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      await loginRequest({ email: uniqueEmail('guess'), password: 'Zle-haslo1!' }, ip);
    }
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    expect((await loginRequest({ email: user.email, password }, ip)).statusCode).toBe(429);
    expect((await loginRequest({ email: user.email, password }, nextIp())).statusCode).toBe(200);
  });

  it('a successful login clears the account counter of its address', async () => {
    const { user, password } = await createUser(app, { role: 'FREELANCER' });
    const ip = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress - 1; i++) {
      await loginRequest({ email: user.email, password: 'Zle-haslo1!' }, ip);
    }
    expect((await loginRequest({ email: user.email, password }, ip)).statusCode).toBe(200);
    await loginRequest({ email: user.email, password: 'Zle-haslo1!' }, ip);
    expect((await loginRequest({ email: user.email, password }, ip)).statusCode).toBe(200);
  });
});

describe('authorize and A11 GET /admin-panel/me (+ /admin/me)', () => {
  it('returns the logged admin on both paths', async () => {
    const { user, token } = await createUser(app, {
      role: 'ADMIN',
      firstName: 'Anna',
      lastName: 'Nowak',
    });
    for (const url of ['/api/admin-panel/me', '/api/admin/me']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        email: user.email,
        firstName: 'Anna',
        lastName: 'Nowak',
        role: 'ADMIN',
      });
    }
  });

  it('answers 403 JSON for a missing, malformed, foreign or expired token', async () => {
    const { user } = await createUser(app, { role: 'ADMIN' });
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not.a.jwt' },
      {
        authorization: `Bearer ${signTestToken({ sub: String(user.id), roles: ['ADMIN'], iat: now, exp: now + 60 }, 'another-secret-another-secret-another-secret')}`,
      },
      {
        authorization: `Bearer ${signTestToken({ sub: String(user.id), roles: ['ADMIN'], iat: now - 7200, exp: now - 3600 })}`,
      },
      {
        authorization: `Bearer ${signTestToken({ sub: 'abc', roles: ['ADMIN'], iat: now, exp: now + 60 })}`,
      },
      {
        authorization: `Bearer ${signTestToken({ sub: String(user.id), iat: now, exp: now + 60 })}`,
      },
    ];
    for (const headers of cases) {
      const res = await app.inject({ method: 'GET', url: '/api/admin-panel/me', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: 'FORBIDDEN' });
    }
  });

  it('answers 403 for a wrong role, including the mock investor', async () => {
    for (const role of ['FREELANCER', 'INVESTOR'] as const) {
      const { token } = await createUser(app, { role });
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin-panel/me',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
    }
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/start',
      remoteAddress: nextIp(),
    });
    const { token } = start.json() as { token: string };
    const res = await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });

  it('answers 403 once the user no longer exists or lost the role', async () => {
    const gone = await createUser(app, { role: 'ADMIN' });
    await app.db.delete(users).where(eq(users.id, gone.user.id));
    const deleted = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(gone.token),
    });
    expect(deleted.statusCode).toBe(403);

    const demoted = await createUser(app, { role: 'ADMIN' });
    await app.db.update(users).set({ role: 'FREELANCER' }).where(eq(users.id, demoted.user.id));
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(demoted.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
