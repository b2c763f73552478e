import { accountSettingsMessages as m, messages } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { type CreatedUser, createUser, uniqueEmail } from '../../../testing/factories.ts';
import { readOutbox } from '../../../testing/outbox.ts';
import { expectError, sendRaw } from '../../../testing/requests.ts';
import { SESSION_TOKEN_HEADER } from './session-token-header.ts';

/* Issue 25: PATCH /api/account/password (docs/adr/019-account-settings.md). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const NEW = 'NoweHaslo123!';
const change = (token: string | undefined, payload: unknown) =>
  sendRaw(app, 'PATCH', '/api/account/password', { token, payload });
const body = (oldPassword: string, newPassword = NEW, newPasswordConfirmation = newPassword) => ({
  oldPassword,
  newPassword,
  newPasswordConfirmation,
});
const login = (email: string, password: string) =>
  sendRaw(app, 'POST', '/api/auth/login', { payload: { email, password } });
const meUrl = { FREELANCER: '/api/freelancer/me', INVESTOR: '/api/investor/me' } as const;
const meStatus = (user: CreatedUser, token: string) =>
  sendRaw(app, 'GET', meUrl[user.user.role as keyof typeof meUrl], { token }).then(
    (r) => r.statusCode,
  );

describe('PATCH /api/account/password', () => {
  it.each(['FREELANCER', 'INVESTOR'] as const)(
    'changes a %s’s password, ends the other sessions and keeps this one through the new token',
    async (role) => {
      const user = await createUser(app, { role });
      const elsewhere = app.issueToken(user.user);
      const res = await change(user.token, body(user.password));
      expect(res.statusCode, res.body).toBe(204);
      const fresh = res.headers[SESSION_TOKEN_HEADER];
      expect(typeof fresh).toBe('string');

      // Both old tokens (this browser's and another's) are refused; the new one works.
      expect(await meStatus(user, elsewhere)).toBe(403);
      expect(await meStatus(user, user.token)).toBe(403);
      expect(await meStatus(user, String(fresh))).toBe(200);
      expect((await login(user.user.email, user.password)).statusCode).toBe(404);
      expect((await login(user.user.email, NEW)).statusCode).toBe(200);
    },
  );

  it('ends an unused set-password link', async () => {
    const user = await createUser(app, { role: 'FREELANCER' });
    const reset = await sendRaw(app, 'POST', '/api/set-password/send-email', {
      payload: { email: user.user.email },
    });
    expect(reset.statusCode).toBe(204);
    const [mail] = await readOutbox(app, user.user.email);
    expect((await change(user.token, body(user.password))).statusCode).toBe(204);
    const used = await sendRaw(app, 'PATCH', `/api/set-password/${mail?.token}`, {
      payload: 'InneHaslo1!',
      contentType: 'text/plain',
    });
    expect(used.statusCode).toBe(400);
  });

  it('ends a pending e-mail change link', async () => {
    const user = await createUser(app, { role: 'FREELANCER' });
    const newEmail = uniqueEmail('po-hasle');
    const asked = await sendRaw(app, 'POST', '/api/account/email-change', {
      token: user.token,
      payload: { email: newEmail },
    });
    expect(asked.statusCode).toBe(204);
    const [mail] = await readOutbox(app, newEmail);
    const token = mail?.decoded.match(/\/account\/email-change\/([A-Za-z0-9_-]+)/)?.[1];
    expect((await change(user.token, body(user.password))).statusCode).toBe(204);
    const res = await sendRaw(app, 'POST', `/api/account/email-change/${token}`);
    expect(res.statusCode).toBe(400);
  });

  it('follows the spec’s password rules and wants the same password twice (Polish 400)', async () => {
    const user = await createUser(app, { role: 'FREELANCER' });
    expectError(
      await change(user.token, body(user.password, 'krotkie')),
      400,
      messages.passwordMin,
    );
    expectError(
      await change(user.token, body(user.password, 'bezcyfrowe!A')),
      400,
      messages.passwordComplexity,
    );
    expectError(
      await change(user.token, body(user.password, NEW, 'InneHaslo123!')),
      400,
      messages.passwordsDiffer,
    );
    expectError(
      await change(user.token, { oldPassword: user.password, newPassword: NEW }),
      400,
      messages.passwordConfirmationRequired,
    );
    expectError(await change(user.token, body('')), 400, m.oldPasswordRequired);
    expectError(
      await change(user.token, body(user.password, user.password)),
      400,
      m.newPasswordSame,
    );
    expect(await meStatus(user, user.token)).toBe(200);
  });

  it('refuses a wrong current password with 400, as F21, and changes nothing', async () => {
    const user = await createUser(app, { role: 'INVESTOR' });
    expectError(await change(user.token, body('Zlehaslo1!')), 400, m.oldPasswordWrong);
    expect(await meStatus(user, user.token)).toBe(200);
    expect((await login(user.user.email, user.password)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords like F21: 10 in 15 minutes, then 429', async () => {
    const user = await createUser(app, { role: 'FREELANCER' });
    const burst = await Promise.all(
      Array.from({ length: 13 }, () => change(user.token, body('Zlehaslo1!'))),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expectError(await change(user.token, body(user.password)), 429, m.passwordThrottled);
    expect((await login(user.user.email, user.password)).statusCode).toBe(200);
  });

  it('lets only one of two parallel changes with the same current password succeed', async () => {
    const user = await createUser(app, { role: 'FREELANCER' });
    const answers = await Promise.all([
      change(user.token, body(user.password, NEW)),
      change(user.token, body(user.password, 'InneHaslo123!')),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([400, 403]).toContain(statuses[1]);
  });

  it('refuses the temporary investor (400) and anonymous callers (403)', async () => {
    const mock = await createUser(app, { role: 'INVESTOR', isMock: true });
    expectError(await change(mock.token, body('Haslo123!')), 400, m.temporaryAccount);
    expect((await change(undefined, body('Haslo123!'))).statusCode).toBe(403);
  });
});
