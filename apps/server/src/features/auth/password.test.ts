import type { AddressInfo } from 'node:net';
import { messages, wireMessages } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser, uniqueEmail } from '../../testing/factories.ts';
import { readMail, readOutbox } from '../../testing/outbox.ts';
import { authMessages } from './auth-messages.ts';
import { hashToken, sendPasswordLink } from './password-token.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const sendEmail = (
  payload: string,
  contentType = 'application/json',
  url = '/api/set-password/send-email',
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: 'Bearer stale' },
  });

const setPassword = (token: string, payload: string, contentType = 'text/plain; charset=utf-8') =>
  app.inject({
    method: 'PATCH',
    url: `/api/set-password/${token}`,
    payload,
    headers: { 'content-type': contentType, authorization: 'Bearer stale' },
  });

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Asks for a reset link and returns the token read out of the outbox mail. */
async function resetToken(email: string): Promise<string> {
  const res = await sendEmail(JSON.stringify({ email }));
  expect(res.statusCode).toBe(204);
  const mails = await readOutbox(app, email);
  const token = mails.at(-1)?.token;
  if (!token) throw new Error('no set-password link in the outbox');
  return token;
}

describe('A5 POST /set-password/send-email (+ /token-reset/send-email)', () => {
  it('mails a Polish set-password link to PUBLIC_URL for {email}, "email" or the bare e-mail', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const bodies: Array<[string, string, string]> = [
      [JSON.stringify({ email: user.email }), 'application/json', '/api/set-password/send-email'],
      [
        JSON.stringify(user.email.toUpperCase()),
        'application/json',
        '/api/set-password/send-email',
      ],
      [user.email, 'application/json', '/api/token-reset/send-email'],
      [` ${user.email} `, 'text/plain', '/api/token-reset/send-email'],
    ];
    for (const [payload, type, url] of bodies) {
      const res = await sendEmail(payload, type, url);
      expect(res.statusCode, payload).toBe(204);
      expect(res.body).toBe('');
    }
    const mails = await readOutbox(app, user.email);
    expect(mails).toHaveLength(4);
    const mail = mails[0];
    expect(mail?.decoded).toContain('Otrzymaliśmy prośbę o ustawienie nowego hasła');
    expect(mail?.decoded).toContain(`http://handlowo.test/set-password/${mail?.token}`);
    expect(mail?.decoded).toMatch(/Content-Type: text\/html/);
    expect(new Set(mails.map((m) => m.token)).size).toBe(4);
  });

  it('answers an unknown or temporary address with 404 "User not found"', async () => {
    const { user: mock } = await createUser(app, { role: 'INVESTOR', isMock: true });
    for (const email of [uniqueEmail('ghost'), mock.email]) {
      const res = await sendEmail(JSON.stringify({ email }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: wireMessages.userNotFound, code: 'USER_NOT_FOUND' });
    }
  });

  it('answers a bad or missing e-mail with 400', async () => {
    expect((await sendEmail('nie-email')).json()).toEqual({
      message: messages.emailInvalid,
      code: 'VALIDATION',
    });
    expect((await sendEmail('')).statusCode).toBe(400);
    expect((await sendEmail('{"email":')).json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('stops mailing one address after 5 links an hour', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    for (let i = 0; i < 5; i++) {
      expect((await sendEmail(user.email)).statusCode).toBe(204);
    }
    expect((await sendEmail(user.email)).statusCode).toBe(429);
  });
});

describe('A6 PATCH /set-password/{token}', () => {
  it('sets the password from a text/plain body; the link works once', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const token = await resetToken(user.email);
    const res = await setPassword(token, 'Nowe-Haslo1!');
    expect(res.statusCode).toBe(204);
    expect((await login(user.email, 'Nowe-Haslo1!')).statusCode).toBe(200);
    expect((await login(user.email, 'Haslo123!')).statusCode).toBe(404);

    const again = await setPassword(token, 'Inne-Haslo1!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: authMessages.invalidPasswordToken,
      code: 'INVALID_TOKEN',
    });
    expect((await login(user.email, 'Nowe-Haslo1!')).statusCode).toBe(200);
  });

  it('accepts the password as a JSON-typed bare string, {newPassword} or {token, newPassword}', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    const forms: Array<[(token: string) => string, string]> = [
      [() => 'Haslo-Jeden1!', 'application/json'],
      [() => JSON.stringify('Haslo-Dwa2!'), 'application/json'],
      [() => JSON.stringify({ newPassword: 'Haslo-Trzy3!' }), 'application/json'],
      [(token) => JSON.stringify({ token, newPassword: 'Haslo-Cztery4!' }), 'application/json'],
    ];
    const passwords = ['Haslo-Jeden1!', 'Haslo-Dwa2!', 'Haslo-Trzy3!', 'Haslo-Cztery4!'];
    for (const [i, [body, type]] of forms.entries()) {
      const token = await resetToken(user.email);
      const res = await setPassword(token, body(token), type);
      expect(res.statusCode, passwords[i]).toBe(204);
      expect((await login(user.email, passwords[i] ?? '')).statusCode).toBe(200);
    }
  });

  it('answers an unknown, expired or superseded token with 400 (not 403)', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    expect((await setPassword('garbage-token', 'Nowe-Haslo1!')).statusCode).toBe(400);

    const expired = await resetToken(user.email);
    await app.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashToken(expired)));
    const res = await setPassword(expired, 'Nowe-Haslo1!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    // Setting a password revokes the user's other outstanding links.
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect((await setPassword(newer, 'Nowe-Haslo1!')).statusCode).toBe(204);
    expect((await setPassword(older, 'Inne-Haslo1!')).statusCode).toBe(400);
  });

  it('answers a weak or missing password with 400 and keeps the token usable', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const token = await resetToken(user.email);
    const weak = await setPassword(token, 'haslo');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: messages.passwordMin, code: 'VALIDATION' });
    const empty = await setPassword(token, '', 'application/json');
    expect(empty.json()).toEqual({ message: messages.passwordRequired, code: 'VALIDATION' });
    expect((await setPassword(token, 'Mocne-Haslo1!')).statusCode).toBe(204);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const token = await resetToken(user.email);
    const results = await Promise.all([
      setPassword(token, 'Pierwsze-Haslo1!'),
      setPassword(token, 'Drugie-Haslo2!'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });

  it('sendPasswordLink sends the activation mail with its own Polish text', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    await sendPasswordLink(app, { userId: user.id, email: user.email, purpose: 'ACTIVATION' });
    const [mail] = await readOutbox(app, user.email);
    expect(mail?.decoded).toContain('Dziękujemy za rejestrację w Handlowo');
    expect(mail?.decoded).toContain('24 godziny');
    expect((await setPassword(mail?.token ?? '', 'Aktywne-Haslo1!')).statusCode).toBe(204);
    expect((await login(user.email, 'Aktywne-Haslo1!')).statusCode).toBe(200);
  });
});

describe('mail through SMTP', () => {
  it('delivers the set-password mail to an SMTP server given by SMTP_URL', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const smtpApp = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const { user } = await createUser(smtpApp, { role: 'FREELANCER' });
      const res = await smtpApp.inject({
        method: 'POST',
        url: '/api/set-password/send-email',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(204);
      expect(received).toHaveLength(1);
      const mail = readMail(received[0] ?? '');
      expect(mail.decoded).toContain(`To: ${user.email}`);
      expect(mail.decoded).toContain('From: Handlowo <no-reply@handlowo.local>');
      expect(mail.token).toBeTruthy();
      const set = await smtpApp.inject({
        method: 'PATCH',
        url: `/api/set-password/${mail.token}`,
        payload: 'Smtp-Haslo1!',
        headers: { 'content-type': 'text/plain' },
      });
      expect(set.statusCode).toBe(204);
      expect(await readOutbox(smtpApp)).toEqual([]);
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
