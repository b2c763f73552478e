import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMail } from '../../testing/outbox.ts';
import { processTestKit } from '../../testing/process-test-kit.ts';
import type { ServerProcess } from '../../testing/server-process.ts';

/*
 * The queue across real server processes (ADR 015): a mail committed just before the process is
 * killed goes out after the restart, once; two instances on one PostgreSQL run each job once.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

const { tempDir, freshPostgres, start } = processTestKit('jobs');

async function post(server: ServerProcess, url: string, body: unknown) {
  return fetch(`${server.baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function registerFreelancer(server: ServerProcess, email: string) {
  const res = await post(server, '/auth/register/freelancer', {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email,
    company: 'Firma',
    password: 'Haslo123!',
  });
  expect(res.status).toBe(201);
}

/** The set-password mails in the outbox of `dataDir`, by recipient. */
async function resetMails(dataDir: string): Promise<Map<string, number>> {
  const dir = path.join(dataDir, 'outbox');
  const byRecipient = new Map<string, number>();
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const mail = readMail(await readFile(path.join(dir, file), 'utf8'));
    if (!mail.token) continue;
    const to = /^To: (\S+)/m.exec(mail.decoded)?.[1]?.toLowerCase() ?? '';
    byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
  }
  return byRecipient;
}

/** Waits until `check` holds (the workers poll every 100 ms), for at most 30 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 30 s');
    await new Promise((next) => setTimeout(next, 200));
  }
}

async function mailSentOnceAfterRestart(databaseUrl: string | undefined) {
  const dataDir = await tempDir();
  // No worker: whatever the request committed is still to do when the process dies, exactly
  // the state between the commit and the send.
  const first = await start({ dataDir, databaseUrl, env: { JOB_POLL_MS: '0' } });
  const email = `kill-mail-${Date.now()}@jobs.test`;
  await registerFreelancer(first, email);
  expect((await post(first, '/set-password/send-email', { email })).status).toBe(204);
  await first.kill('SIGKILL');
  expect((await resetMails(dataDir)).get(email)).toBeUndefined();

  const second = await start({ dataDir, databaseUrl, env: { JOB_POLL_MS: '100' } });
  await eventually(async () => (await resetMails(dataDir)).has(email));
  // A few more polls: nothing is sent twice.
  await new Promise((next) => setTimeout(next, 1000));
  expect((await resetMails(dataDir)).get(email)).toBe(1);
  await second.kill('SIGTERM');
}

describe('a mail committed just before SIGKILL', () => {
  it.skipIf(testDatabaseUrl)(
    'is sent once after the restart, on PGlite (the PGlite stage)',
    () => mailSentOnceAfterRestart(undefined),
    120_000,
  );

  it.skipIf(!testDatabaseUrl)(
    'is sent once after the restart, on PostgreSQL (the PostgreSQL stage)',
    async () => mailSentOnceAfterRestart(await freshPostgres()),
    120_000,
  );
});

describe('two server processes on one PostgreSQL', () => {
  it.skipIf(!testDatabaseUrl)(
    'run each job once (the PostgreSQL stage)',
    async () => {
      const databaseUrl = await freshPostgres();
      // One data folder, as instances share their media and, here, the outbox.
      const dataDir = await tempDir();
      const env = { JOB_POLL_MS: '50' };
      const a = await start({ dataDir, databaseUrl, env });
      const b = await start({ dataDir, databaseUrl, env });
      const emails = Array.from({ length: 30 }, (_, i) => `two-${i}-${Date.now()}@jobs.test`);
      for (const email of emails) await registerFreelancer(a, email);
      // Requests on both instances, all at once: both workers find jobs to take.
      const answers = await Promise.all(
        emails.map((email, i) => post(i % 2 ? a : b, '/set-password/send-email', { email })),
      );
      expect(answers.map((res) => res.status)).toEqual(emails.map(() => 204));
      await eventually(async () => (await resetMails(dataDir)).size >= emails.length);
      await new Promise((next) => setTimeout(next, 1000));
      const sent = await resetMails(dataDir);
      expect(emails.map((email) => sent.get(email))).toEqual(emails.map(() => 1));
      await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
    },
    120_000,
  );
});
