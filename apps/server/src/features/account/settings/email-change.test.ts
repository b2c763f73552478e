import { createHash } from 'node:crypto';
import { accountSettingsMessages as m } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailVerificationTokens, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser, uniqueEmail } from '../../../testing/factories.ts';
import { readOutbox } from '../../../testing/outbox.ts';
import { expectError, sendRaw } from '../../../testing/requests.ts';
import { EMAIL_CHANGE_LIMIT } from './account-settings.service.ts';

/* Issue 25: POST /api/account/email-change and its confirmation (docs/adr/019-account-settings.md). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

const ask = (token: string | undefined, email: string) =>
  sendRaw(app, 'POST', '/api/account/email-change', { token, payload: { email } });
const confirm = (token: string) => sendRaw(app, 'POST', `/api/account/email-change/${token}`);
const row = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
const login = (email: string, password: string) =>
  sendRaw(app, 'POST', '/api/auth/login', { payload: { email, password } });

/** The token of the newest e-mail change link mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = await readOutbox(app, email);
  const tokens = mails.flatMap((mail) =>
    [...mail.decoded.matchAll(/\/account\/email-change\/([A-Za-z0-9_-]+)/g)].map((t) => t[1]),
  );
  const token = tokens.at(-1);
  if (!token) throw new Error(`no e-mail change link mailed to ${email}`);
  return token;
}

async function askedChange(role: 'FREELANCER' | 'INVESTOR' = 'FREELANCER') {
  const account = await createUser(app, { role });
  const newEmail = uniqueEmail('nowy');
  const res = await ask(account.token, newEmail.toUpperCase());
  expect(res.statusCode, res.body).toBe(204);
  return { ...account, newEmail, linkToken: await linkTokenFor(newEmail) };
}

describe('POST /api/account/email-change', () => {
  it('mails a link to the new address and changes nothing before it is clicked', async () => {
    const { user, token, newEmail, linkToken } = await askedChange();
    const [mail] = await readOutbox(app, newEmail);
    expect(mail?.decoded).toContain(`${app.config.publicUrl}/account/email-change/${linkToken}`);
    expect(await readOutbox(app, user.email)).toEqual([]);
    expect((await row(user.id))?.email).toBe(user.email);
    // Only the token's hash is stored, with the new address and a 24-hour validity.
    const [link] = await app.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(link?.tokenHash).toBe(createHash('sha256').update(linkToken).digest('hex'));
    expect(link?.newEmail).toBe(newEmail);
    const hours = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The old address still logs in; the session goes on.
    expect((await login(user.email, 'Haslo123!')).statusCode).toBe(200);
    expect((await sendRaw(app, 'GET', '/api/freelancer/me', { token })).statusCode).toBe(200);
  });

  it('changes the address when the link is confirmed: verified, notice to the old one, one-time', async () => {
    const { user, token, newEmail, linkToken } = await askedChange('INVESTOR');
    await app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    expect((await confirm(linkToken)).statusCode).toBe(204);
    const changed = await row(user.id);
    expect(changed?.email).toBe(newEmail);
    expect(changed?.emailVerifiedAt).not.toBeNull();
    const [notice] = await readOutbox(app, user.email);
    expect(notice?.decoded).toContain(newEmail);
    expect((await login(newEmail, 'Haslo123!')).statusCode).toBe(200);
    expect((await login(user.email, 'Haslo123!')).statusCode).toBe(404);
    // The session stays: tokens name the user by id.
    expect((await sendRaw(app, 'GET', '/api/investor/me', { token })).json()).toMatchObject({
      email: newEmail,
    });
    expectError(await confirm(linkToken), 400, m.invalidEmailChangeLink);
  });

  it('answers 409 for a taken address, at the request and again at the confirmation', async () => {
    const other = await createUser(app, { role: 'INVESTOR' });
    const { token } = await createUser(app, { role: 'FREELANCER' });
    expect((await ask(token, other.user.email)).statusCode).toBe(409);

    const { user, newEmail, linkToken } = await askedChange();
    // Someone registers the address before the link is clicked: the unique index decides.
    await createUser(app, { role: 'FREELANCER', email: newEmail });
    expect((await confirm(linkToken)).statusCode).toBe(409);
    expect((await row(user.id))?.email).toBe(user.email);
  });

  it('refuses an expired link after 24 hours (moved clock)', async () => {
    const { user, linkToken } = await askedChange();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3_600_000 + 1000);
    expectError(await confirm(linkToken), 400, m.invalidEmailChangeLink);
    vi.useRealTimers();
    expect((await row(user.id))?.email).toBe(user.email);
  });

  it('a newer request ends the older link; an unknown link is 400', async () => {
    const { token, linkToken } = await askedChange();
    const second = uniqueEmail('drugi');
    expect((await ask(token, second)).statusCode).toBe(204);
    expectError(await confirm(linkToken), 400, m.invalidEmailChangeLink);
    expect((await confirm(await linkTokenFor(second))).statusCode).toBe(204);
    expectError(await confirm('nieznany-token'), 400, m.invalidEmailChangeLink);
  });

  it('is not the registration’s verification link, nor the other way round', async () => {
    const { linkToken } = await askedChange();
    expect((await sendRaw(app, 'POST', `/api/auth/verify-email/${linkToken}`)).statusCode).toBe(
      400,
    );
    expect((await confirm(linkToken)).statusCode).toBe(204);
  });

  it('refuses the current address, a malformed one, the temporary investor, admins and anonymous callers', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    expectError(await ask(token, ` ${user.email.toUpperCase()} `), 400, m.emailUnchanged);
    expect((await ask(token, 'to-nie-adres')).statusCode).toBe(400);
    const mock = await createUser(app, { role: 'INVESTOR', isMock: true });
    expectError(await ask(mock.token, uniqueEmail()), 400, m.temporaryAccount);
    const admin = await createUser(app, { role: 'ADMIN' });
    expect((await ask(admin.token, uniqueEmail())).statusCode).toBe(403);
    expect((await ask(undefined, uniqueEmail())).statusCode).toBe(403);
  });

  it(`allows ${EMAIL_CHANGE_LIMIT.requests} links an hour per account, then 429`, async () => {
    const { token } = await createUser(app, { role: 'FREELANCER' });
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.requests; i++) {
      expect((await ask(token, uniqueEmail('limit'))).statusCode).toBe(204);
    }
    expectError(await ask(token, uniqueEmail('limit')), 429, m.emailChangeThrottled);
  });
});
