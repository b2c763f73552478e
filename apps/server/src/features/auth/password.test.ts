import type { AddressInfo } from 'node:net';
import { messages } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser, uniqueEmail } from '../../testing/factories.ts';
import { readMail, readOutbox } from '../../testing/outbox.ts';
import { recordQueries } from '../../testing/query-log.ts';
import { authMessages } from './auth-messages.ts';
import { hashToken, issuePasswordLink } from './password-token.service.ts';

let app: FastifyInstance;
const queries = recordQueries();
beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
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

  it('answers an unknown or temporary address as a known one, 204, and mails nobody', async () => {
    const { user: mock } = await createUser(app, { role: 'INVESTOR', isMock: true });
    for (const email of [uniqueEmail('ghost'), mock.email]) {
      const res = await sendEmail(JSON.stringify({ email }));
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await readOutbox(app, email)).toEqual([]);
    }
    // The throttle still counts an unknown address.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await sendEmail(ghost)).statusCode).toBe(204);
    expect((await sendEmail(ghost)).statusCode).toBe(429);
  });

  it('does the same work for an unknown address as for a known one', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const known = await queries.during(() => sendEmail(user.email));
    const unknown = await queries.during(() => sendEmail(uniqueEmail('nikt')));
    expect(known.result.statusCode).toBe(204);
    expect(unknown.result.statusCode).toBe(204);
    expect(unknown.statements).toEqual(known.statements);
  });

  // Retried: a CI VM with browser tests beside this stage once moved a median by 2.4 ms (6.6
  // against 4.2). A real difference, as the old path's twice as long, fails every attempt.
  it('takes as long for an unknown address as for a known one (medians of 30 tries)', {
    retry: 2,
  }, async () => {
    const known = await Promise.all(
      Array.from({ length: 30 }, () => createUser(app, { role: 'FREELANCER' })),
    );
    const time = async (email: string) => {
      const start = performance.now();
      expect((await sendEmail(email)).statusCode).toBe(204);
      return performance.now() - start;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, each first every other time, so that load and warm-up weigh on both alike.
    for (const [i, { user }] of known.entries()) {
      if (i % 2 === 0) knownTimes.push(await time(user.email));
      unknownTimes.push(await time(uniqueEmail('nikt')));
      if (i % 2 === 1) knownTimes.push(await time(user.email));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[15] ?? 0;
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    // The statements are the same (above); what is left is the machine's noise, which on a busy
    // 2-core box moves a median by a third. The old path (a token, a mail written) took twice as
    // long for a known address.
    const close = Math.abs(a - b) < 2 || Math.max(a, b) / Math.min(a, b) < 1.5;
    expect(close, `medians: known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms`).toBe(true);
    // The links still go out, from the queue.
    expect(await readOutbox(app, known[0]?.user.email)).toHaveLength(1);
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

  it('issuePasswordLink queues the activation mail with its own Polish text', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    await issuePasswordLink(app.db, app.config, {
      userId: user.id,
      email: user.email,
      purpose: 'ACTIVATION',
    });
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
      await smtpApp.jobs.drain();
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
