import { messages, type Role } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { changeUserPassword } from '../features/auth/password-change.service.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { bearer, type CreatedUser, createUser } from '../testing/factories.ts';
import { readOutbox } from '../testing/outbox.ts';
import { expectPolish400, sendRaw } from '../testing/requests.ts';
import { signTestToken } from '../testing/tokens.ts';

let app: FastifyInstance;
let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const getMe = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

/** Sets a new password through the e-mailed link (A5 + A6). */
async function resetPassword(email: string, password: string) {
  const ask = await app.inject({
    method: 'POST',
    url: '/api/set-password/send-email',
    payload: { email },
  });
  expect(ask.statusCode).toBe(204);
  const token = (await readOutbox(app, email)).at(-1)?.token;
  if (!token) throw new Error('no set-password link in the outbox');
  const set = await sendRaw(app, 'PATCH', `/api/set-password/${token}`, {
    payload: password,
    contentType: 'text/plain',
  });
  expect(set.statusCode).toBe(204);
}

const now = () => Math.floor(Date.now() / 1000);
const tokenFor = (claims: Record<string, unknown>) =>
  signTestToken({ roles: ['FREELANCER'], iat: now(), exp: now() + 600, ...claims });

describe('a new password ends existing sessions (issue 6, defect 5)', () => {
  it('old tokens answer 403 after a reset through the e-mail link; a new login works', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const second = (await login(user.email, 'Haslo123!')).json<{ token: string }>().token;
    expect((await getMe('/api/freelancer/me', token)).statusCode).toBe(200);
    await resetPassword(user.email, 'Nowe-Haslo1!');
    // Was: both sessions kept working after the password changed.
    for (const old of [token, second]) {
      expect((await getMe('/api/freelancer/me', old)).statusCode).toBe(403);
    }
    const fresh = await login(user.email, 'Nowe-Haslo1!');
    expect(fresh.statusCode).toBe(200);
    const newToken = fresh.json<{ token: string }>().token;
    expect((await getMe('/api/freelancer/me', newToken)).statusCode).toBe(200);
  });

  it('an admin password change ends the sessions too', async () => {
    const { user, token } = await createUser(app, { role: 'INVESTOR' });
    await changeUserPassword(app.db, { userId: user.id, password: 'Admin-Zmienil1!' });
    expect((await getMe('/api/investor/me', token)).statusCode).toBe(403);
    expect((await login(user.email, 'Admin-Zmienil1!')).statusCode).toBe(200);
  });

  it('treats a token without the version claim (issued before it existed) as version 0', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const legacy = tokenFor({ sub: String(user.id) });
    expect((await getMe('/api/freelancer/me', legacy)).statusCode).toBe(200);
    await changeUserPassword(app.db, { userId: user.id, password: 'Inne-Haslo1!' });
    expect((await getMe('/api/freelancer/me', legacy)).statusCode).toBe(403);
    const current = tokenFor({ sub: String(user.id), ver: 1 });
    expect((await getMe('/api/freelancer/me', current)).statusCode).toBe(200);
    expect(
      (await getMe('/api/freelancer/me', tokenFor({ sub: String(user.id), ver: 2 }))).statusCode,
    ).toBe(403);
  });

  it('the temporary investor keeps its session through registration, not past the activation', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/start',
      remoteAddress: nextIp(),
    });
    const { token } = start.json<{ token: string }>();
    const email = `aktywacja-${Date.now()}@firma.pl`;
    const register = await app.inject({
      method: 'PATCH',
      url: '/api/register/mock-investor',
      headers: bearer(token),
      payload: {
        email,
        firstName: 'Anna',
        lastName: 'Nowak',
        company: 'Firma',
        phone: '+48 511-222-333',
        privacy: true,
        regulations: true,
      },
    });
    expect(register.statusCode).toBe(204);
    expect((await getMe('/api/investor/me', token)).statusCode).toBe(200);
    const link = (await readOutbox(app, email)).at(-1)?.token;
    if (!link) throw new Error('no activation link');
    const set = await sendRaw(app, 'PATCH', `/api/set-password/${link}`, {
      payload: 'Aktywne-Haslo1!',
      contentType: 'text/plain',
    });
    expect(set.statusCode).toBe(204);
    expect((await getMe('/api/investor/me', token)).statusCode).toBe(403);
  });
});

describe('ids in tokens and requests (issue 6, defect 7)', () => {
  it.each(['99999999999', '2147483648', '-1', '0', '1e3', '0x10', '1.0', ' 1', ''])(
    'answers 403, not 500, for a signed token with sub %j',
    async (sub) => {
      const res = await getMe('/api/admin-panel/me', tokenFor({ sub, roles: ['ADMIN'] }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('does not read a user id out of a non-decimal sub', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    for (const sub of [`${user.id}.0`, `0x${user.id.toString(16)}`, `${user.id}e0`]) {
      expect((await getMe('/api/freelancer/me', tokenFor({ sub }))).statusCode).toBe(403);
    }
  });

  it('refuses specialization ids that are not positive decimal integers with a Polish 400', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const url = `/api/specialization/freelancer/${user.id}`;
    for (const payload of [
      'true',
      '[[7]]',
      '[7]',
      '0x10',
      '1e1',
      '"0x10"',
      '"1e1"',
      '{"specializationId": true}',
      '{"specializationId": "1e1"}',
      '{"specializationId": [[7]]}',
      '0',
      '-3',
      '2147483648',
      '99999999999999999999',
      '1.5',
    ]) {
      const res = await sendRaw(app, 'PATCH', url, { payload, token });
      expect(`${payload}: ${res.statusCode}`).toBe(`${payload}: 400`);
      expectPolish400(res);
      expect(res.json()).toEqual({ message: messages.invalidId, code: 'VALIDATION' });
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toBeDefined();
    const me = await getMe('/api/freelancer/me', token);
    expect(me.json<{ specialization: unknown }>().specialization).toBeNull();
    for (const path of [`${url}/0`, `${url}/2147483648`]) {
      expectPolish400(await sendRaw(app, 'PATCH', path, { token }));
    }
    expectPolish400(
      await sendRaw(app, 'PATCH', '/api/freelancer/me/industries', { payload: '[true]', token }),
    );
  });
});

describe('authentication runs before validation (issue 6, defect 6)', () => {
  const roles: Role[] = ['FREELANCER', 'INVESTOR', 'ADMIN'];
  let tokens: Record<Role, CreatedUser>;

  beforeAll(async () => {
    tokens = {
      FREELANCER: await createUser(app, { role: 'FREELANCER' }),
      INVESTOR: await createUser(app, { role: 'INVESTOR' }),
      ADMIN: await createUser(app, { role: 'ADMIN' }),
    };
  });

  /** The route's URL with every path parameter set to 0, which no id rule accepts. */
  const concrete = (url: string) => url.replace(/:[A-Za-z]+(\([^)]*\))?/g, '0');

  it('knows the protected routes from the route table', () => {
    const urls = app.authorizedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/freelancer/me',
        'PATCH /api/freelancer/me/workingDays',
        'PATCH /api/register/mock-investor',
        'GET /api/admin-panel/me',
        'GET /api/industries',
      ]),
    );
  });

  it('answers anonymous and wrong-role callers 403 even with a malformed body or params', async () => {
    const routes = app.authorizedRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const route of routes) {
      const callers: Array<[string, string | undefined]> = [
        ['anonymous', undefined],
        ['garbage token', 'garbage'],
        ...roles
          .filter((role) => route.roles.length > 0 && !route.roles.includes(role))
          .map((role): [string, string] => [role, tokens[role].token]),
      ];
      const bodies = route.method === 'GET' ? [undefined] : ['{"oops": [', '[[[[1]]]]', '{"x":1}'];
      for (const [who, token] of callers) {
        for (const payload of bodies) {
          const res = await sendRaw(app, route.method as 'GET', concrete(route.url), {
            token,
            payload,
          });
          // Was: 400 with the validation message for every write route.
          if (res.statusCode !== 403 || res.json<{ code: string }>().code !== 'FORBIDDEN') {
            failures.push(`${route.method} ${route.url} as ${who}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a route that puts authorize after parsing', async () => {
    await expect(
      buildTestApp(
        {},
        {
          extra: async (test) => {
            test.post(
              '/api/test/late-guard',
              { preHandler: test.authorize('ADMIN') as never },
              async () => ({}),
            );
          },
        },
      ),
    ).rejects.toThrow(/belongs in onRequest/);
  });
});
