import { createHash } from 'node:crypto';
import { emailVerificationMessages, messages } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailVerificationTokens, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser, uniqueEmail } from '../../testing/factories.ts';
import { type ReadMail, readOutbox } from '../../testing/outbox.ts';
import { recordQueries } from '../../testing/query-log.ts';
import { DEFAULT_ADMIN_EMAIL } from './bootstrap-admin.ts';
import { VERIFICATION_MAIL_LIMIT } from './verification-resend.service.ts';

/*
 * Issue 24, defect 9 (ADR 017): every registration mails a link that confirms the address; an
 * account whose address is not confirmed within 7 days cannot log in until it is. The clock is
 * moved by ageing `created_at` in the database.
 */

const queries = recordQueries();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
});
afterAll(() => app.close());

let ipCounter = 0;
/** A new client address per request unless a test means one: the throttles count per address. */
const nextIp = () => `10.6.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const PASSWORD = 'Haslo123!';
const DAY_MS = 24 * 60 * 60 * 1000;

function post(url: string, payload?: object, options: { ip?: string; token?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? bearer(options.token) : {}),
    },
    ...(payload ? { payload } : {}),
    remoteAddress: options.ip ?? nextIp(),
  });
}

async function registerThroughApi(url = '/api/auth/register/freelancer') {
  const email = uniqueEmail('weryfikacja');
  const res = await post(url, {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email,
    company: 'Firma',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    terms: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return email;
}

/** The token of the newest verification link mailed to `email`. */
async function verificationToken(email: string): Promise<string> {
  const links = (await readOutbox(app, email)).flatMap(linksIn);
  const token = links.at(-1);
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}
const linksIn = (mail: ReadMail) =>
  [...mail.decoded.matchAll(/\/verify-email\/([A-Za-z0-9_-]+)/g)].map((m) => m[1] ?? '');

const userRow = async (email: string) => {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

/** As if the account had been registered `days` ago. */
const age = (email: string, days: number) =>
  app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(users.email, email));

const verify = (token: string, options: { token?: string } = {}) =>
  post(`/api/auth/verify-email/${token}`, undefined, options);
const login = (email: string, password = PASSWORD, ip?: string) =>
  post('/api/auth/login', { email, password }, ip ? { ip } : {});
const resend = (email: string, ip?: string) =>
  post('/api/auth/verification-email', { email }, ip ? { ip } : {});

describe('the verification mail of a registration', () => {
  it('A2–A4 mail a link to PUBLIC_URL/verify-email/{token}; only its hash is stored', async () => {
    for (const url of [
      '/api/auth/register/freelancer',
      '/api/auth/register/investor',
      '/api/auth/register',
    ]) {
      const email = await registerThroughApi(url);
      const mails = await readOutbox(app, email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.decoded).toContain('Subject: =?UTF-8?Q?Potwierd');
      expect(mail?.decoded).toContain('Potwierdź adres e-mail');
      expect(mail?.decoded).toContain('Link jest ważny przez 7 dni');
      expect(mail?.decoded).toMatch(/http:\/\/handlowo\.test\/verify-email\/[A-Za-z0-9_-]{43}/);
      const token = await verificationToken(email);
      const user = await userRow(email);
      expect(user.emailVerifiedAt).toBeNull();
      const tokens = await app.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, user.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      const ttl = (tokens[0]?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(7 * DAY_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(7 * DAY_MS);
    }
  });
});

describe('POST /auth/verify-email/{token}', () => {
  it('confirms the address once, ignoring a stale Authorization header', async () => {
    const email = await registerThroughApi();
    const token = await verificationToken(email);
    const res = await verify(token, { token: 'stale.or.garbage' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const verifiedAt = (await userRow(email)).emailVerifiedAt;
    expect(verifiedAt).toBeInstanceOf(Date);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: emailVerificationMessages.invalidLink,
      code: 'INVALID_VERIFICATION_LINK',
    });
    expect((await userRow(email)).emailVerifiedAt).toEqual(verifiedAt);
  });

  it('refuses an unknown or expired link with 400 and confirms nothing', async () => {
    expect((await verify('nieznany-token')).json()).toMatchObject({
      code: 'INVALID_VERIFICATION_LINK',
    });
    const email = await registerThroughApi();
    const token = await verificationToken(email);
    await app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerificationTokens.userId, (await userRow(email)).id));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: emailVerificationMessages.invalidLink });
    expect((await userRow(email)).emailVerifiedAt).toBeNull();
  });

  it('lets one of two parallel uses of a link succeed', async () => {
    const email = await registerThroughApi();
    const token = await verificationToken(email);
    const codes = (await Promise.all([verify(token), verify(token)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([204, 400]);
  });
});

describe('login of an account whose address is not confirmed', () => {
  it('works during the first 7 days', async () => {
    const email = await registerThroughApi();
    expect((await login(email)).statusCode).toBe(200);
    await age(email, 6.9);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('is refused with 400 EMAIL_NOT_VERIFIED after 7 days, only with the right password', async () => {
    const email = await registerThroughApi();
    await age(email, 7);
    const refused = await login(email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: emailVerificationMessages.notVerified,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(refused.json().message).toContain('wyślij ponownie');
    // Without the password nothing tells the state apart from any other account's.
    const wrong = await login(email, 'Zle-haslo1!');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CREDENTIALS' });

    expect((await verify(await verificationToken(email))).statusCode).toBe(204);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('does not count the refusals as failed attempts (the owner is not locked out)', async () => {
    const email = await registerThroughApi();
    await age(email, 8);
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      expect((await login(email, PASSWORD, ip)).json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
      });
    }
    expect((await verify(await verificationToken(email))).statusCode).toBe(204);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('keeps an account verified before migration 0009 or by a link logging in', async () => {
    const { user } = await createUser(app, {
      role: 'INVESTOR',
      createdAt: new Date(Date.now() - 400 * DAY_MS),
      emailVerifiedAt: new Date(Date.now() - 400 * DAY_MS),
    });
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('POST /auth/verification-email', () => {
  it('mails a new link to an unverified account; the link confirms it', async () => {
    const email = await registerThroughApi();
    await age(email, 10);
    const first = await verificationToken(email);
    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const mails = await readOutbox(app, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.decoded).toContain('Oto nowy link do potwierdzenia adresu e-mail');
    const second = await verificationToken(email);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(204);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('answers 204 and mails nothing for an unknown, verified or temporary address', async () => {
    const { user: verified } = await createUser(app, {
      role: 'FREELANCER',
      emailVerifiedAt: new Date(),
    });
    const { user: temporary } = await createUser(app, { role: 'INVESTOR', isMock: true });
    for (const email of [uniqueEmail('nikt'), verified.email, temporary.email]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(204);
      expect(await readOutbox(app, email)).toEqual([]);
    }
  });

  it('does the same work for an unknown address as for an unverified account', async () => {
    // The counters sweep expired rows now and then (a random 2 %): not during this comparison.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const known = await queries.during(() => resend(user.email));
    const unknown = await queries.during(() => resend(uniqueEmail('nikt')));
    expect(known.result.statusCode).toBe(204);
    expect(unknown.result.statusCode).toBe(204);
    expect(unknown.statements).toEqual(known.statements);
    vi.restoreAllMocks();
    expect(await readOutbox(app, user.email)).toHaveLength(1);
  });

  it(`allows ${VERIFICATION_MAIL_LIMIT.perEmail} requests per e-mail an hour`, async () => {
    const email = uniqueEmail('zasypany');
    for (let i = 0; i < VERIFICATION_MAIL_LIMIT.perEmail; i++) {
      expect((await resend(email)).statusCode).toBe(204);
    }
    const refused = await resend(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: emailVerificationMessages.resendThrottled,
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it(`allows ${VERIFICATION_MAIL_LIMIT.perAddress} requests per client address an hour`, async () => {
    const ip = nextIp();
    for (let i = 0; i < VERIFICATION_MAIL_LIMIT.perAddress; i++) {
      expect((await resend(uniqueEmail('adres'), ip)).statusCode).toBe(204);
    }
    // Refused by the address, the e-mail's own counter is left alone.
    const victim = uniqueEmail('ofiara');
    for (let i = 0; i < VERIFICATION_MAIL_LIMIT.perEmail + 1; i++) {
      expect((await resend(victim, ip)).statusCode).toBe(429);
    }
    expect((await resend(victim)).statusCode).toBe(204);
  });

  it('answers a bad or missing e-mail with 400', async () => {
    expect((await post('/api/auth/verification-email', { email: 'nie-email' })).json()).toEqual({
      message: messages.emailInvalid,
      code: 'VALIDATION',
    });
    expect((await post('/api/auth/verification-email', {})).statusCode).toBe(400);
  });
});

describe('accounts that are never held back', () => {
  it('a reset link proves the address (A5 → A6)', async () => {
    const email = await registerThroughApi();
    await age(email, 30);
    expect((await post('/api/set-password/send-email', { email })).statusCode).toBe(204);
    const [reset] = (await readOutbox(app, email)).filter((mail) => mail.token);
    const set = await app.inject({
      method: 'PATCH',
      url: `/api/set-password/${reset?.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'NoweHaslo1!',
    });
    expect(set.statusCode).toBe(204);
    expect((await userRow(email)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(email, 'NoweHaslo1!')).statusCode).toBe(200);
  });

  it('an invited admin sets the password through the mailed link', async () => {
    const { token: adminToken } = await createUser(app, { role: 'ADMIN' });
    const email = uniqueEmail('admin');
    const invite = await app.inject({
      method: 'POST',
      url: '/api/admin-panel/admins',
      headers: bearer(adminToken),
      payload: { email, firstName: 'Ewa', lastName: 'Nowak' },
    });
    expect(invite.statusCode, invite.body).toBeLessThan(300);
    const [mail] = await readOutbox(app, email);
    const set = await app.inject({
      method: 'PATCH',
      url: `/api/set-password/${mail?.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'AdminHaslo1!',
    });
    expect(set.statusCode).toBe(204);
    await age(email, 30);
    expect((await login(email, 'AdminHaslo1!')).statusCode).toBe(200);
  });

  it('a temporary investor who registers (A8) confirms the address with the activation link', async () => {
    const start = await post('/api/auth/start');
    const { token } = start.json<{ token: string }>();
    const email = uniqueEmail('inwestor');
    const convert = await app.inject({
      method: 'PATCH',
      url: '/api/register/mock-investor',
      headers: bearer(token),
      payload: { email, privacy: true, regulations: true },
      remoteAddress: nextIp(),
    });
    expect(convert.statusCode).toBe(204);
    const [mail] = await readOutbox(app, email);
    const set = await app.inject({
      method: 'PATCH',
      url: `/api/set-password/${mail?.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'NoweHaslo1!',
    });
    expect(set.statusCode).toBe(204);
    await age(email, 30);
    expect((await login(email, 'NoweHaslo1!')).statusCode).toBe(200);
  });

  it('the bootstrap admin counts as verified', async () => {
    expect((await userRow(DEFAULT_ADMIN_EMAIL)).emailVerifiedAt).toBeInstanceOf(Date);
  });
});
