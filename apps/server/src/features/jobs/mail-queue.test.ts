import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { drainAfter } from '../../testing/jobs.ts';
import { readMail } from '../../testing/outbox.ts';
import { RETRY_DELAYS_MS } from './retry-delays.ts';

/*
 * A real SMTP server that refuses every message, then accepts them: the mail of a request made
 * while it refused arrives once it accepts, exactly once.
 */

let refusing = true;
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refusing) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('delivers a mail refused by the SMTP server once it accepts again, exactly once', async () => {
  const { port } = smtp.server.address() as AddressInfo;
  const app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  try {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/set-password/send-email',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(204);
    await app.jobs.drain();
    expect(received).toEqual([]);
    const [mailJob] = await app.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
    expect(mailJob).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(mailJob?.lastError).toMatch(/451/);

    refusing = false;
    // Not before its wait is over; then once, and never again.
    await drainAfter(app, (RETRY_DELAYS_MS[0] ?? 0) - 1000);
    expect(received).toEqual([]);
    await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
    await drainAfter(app, 24 * 60 * 60 * 1000);
    expect(received).toHaveLength(1);
    const mail = readMail(received[0] ?? '');
    expect(mail.decoded).toContain(`To: ${user.email}`);
    // The Message-ID comes from the job: a copy sent after a crash is the same message.
    expect(mail.decoded).toMatch(new RegExp(`Message-ID: <job-${mailJob?.id}-\\d+@handlowo>`, 'i'));
    expect(mail.token).toBeTruthy();
    const [done] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, mailJob?.id ?? 0));
    // Sent: the row keeps the subject only, not the link nor the address.
    expect(done).toMatchObject({ state: 'DONE', payload: { subject: expect.any(String) } });
    expect(JSON.stringify(done?.payload)).not.toContain(user.email);
  } finally {
    await app.close();
  }
});
