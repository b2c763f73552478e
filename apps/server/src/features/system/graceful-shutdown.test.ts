import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { processTestKit } from '../../testing/process-test-kit.ts';
import type { ServerProcess } from '../../testing/server-process.ts';
import { testConfig } from '../../testing/test-config.ts';
import { openStream } from '../notifications/stream-reader.ts';

/*
 * SIGTERM on a real server process (ADR 026), one process per stage: a slow request in flight
 * completes, a new connection is refused, /api/ready answers 503 to a request that arrives during
 * the grace, the open notification stream gets the reconnect hint and ends, the mail job stuck on
 * an SMTP server that never answers is handed back, and the process exits 0 once the grace is
 * over. The handed-back job then runs on a second instance at once (PostgreSQL); on PGlite, where
 * one process owns the database, its row is due again once the process is gone. Without the
 * hand-back its 10-minute lease would keep it from both.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const GRACE_MS = 2000;
const ADMIN = { email: 'admin.faults@handlowo.test', password: 'Admin-faults-1!' };

const { tempDir, freshPostgres, start, onCleanup } = processTestKit('shutdown');

/** An SMTP server that accepts connections and never greets: a mail job hangs on it. */
async function silentSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  onCleanup(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, connections: () => sockets.size };
}

const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl).port);

/** A POST whose body is half sent: in flight until `finish` sends the rest. */
function halfSentPost(server: ServerProcess, url: string, body: string) {
  const req = request({
    host: '127.0.0.1',
    port: portOf(server),
    path: url,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), response };
}

/** A GET on a connection opened now whose headers end only when `finish` is called. */
async function halfSentGet(server: ServerProcess, url: string) {
  const socket = connect(portOf(server), '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const ended = once(socket, 'end');
  return {
    async finish() {
      socket.write('\r\n');
      await ended;
      socket.destroy();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body };
    },
  };
}

/** Whether a new TCP connection to the server is refused. */
async function refused(server: ServerProcess): Promise<boolean> {
  const socket = connect(portOf(server), '127.0.0.1');
  try {
    await once(socket, 'connect');
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  } finally {
    socket.destroy();
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((next) => setTimeout(next, 50));
  }
}

/** The JSON log lines (LOG_FORMAT=json) whose message starts with `msg`. */
function logLines(server: ServerProcess, msg: string): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => typeof line.msg === 'string' && line.msg.startsWith(msg));
}

async function outboxHolds(dataDir: string, email: string): Promise<boolean> {
  const dir = path.join(dataDir, 'outbox');
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    if ((await readFile(path.join(dir, file), 'utf8')).includes(email)) return true;
  }
  return false;
}

async function shutdownScenario(databaseUrl: string | undefined) {
  const smtp = await silentSmtp();
  const dataDir = await tempDir();
  const a = await start({
    dataDir,
    databaseUrl,
    env: {
      JOB_POLL_MS: '100',
      SMTP_URL: smtp.url,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
  });
  const credentials = JSON.stringify(ADMIN);
  const login = await fetch(`${a.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  });
  const { token } = (await login.json()) as { token: string };
  const stream = await openStream(a.baseUrl, token);
  await stream.count(() => true);

  // A job in progress: the registration's verification mail, sent to an SMTP server that never
  // greets.
  const email = `shutdown-${Date.now()}@jobs.test`;
  const registered = await fetch(`${a.baseUrl}/api/auth/register/freelancer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email,
      company: 'Firma',
      password: 'Haslo123!',
    }),
  });
  expect(registered.status).toBe(201);
  await until(() => smtp.connections() > 0, 'the mail job reaching the SMTP server');
  // The other instance on PostgreSQL, running before the signal; it writes mails to its outbox.
  const otherDir = await tempDir();
  const other = databaseUrl
    ? await start({ dataDir: otherDir, databaseUrl, env: { JOB_POLL_MS: '100' } })
    : undefined;

  const slow = halfSentPost(a, '/api/auth/login', credentials);
  const late = await halfSentGet(a, '/api/ready');
  await until(
    () => logLines(a, 'incoming request').filter((l) => /login/.test(JSON.stringify(l))).length > 1,
    'the slow request in flight',
  );

  const signalled = Date.now();
  const stopped = a.kill('SIGTERM');
  await until(
    () => logLines(a, 'shutting down: no new connections').length > 0,
    'the first phase of the shutdown',
  );
  expect(await refused(a)).toBe(true);
  // The open stream got the reconnect hint and ended.
  await stream.ended(1000);
  expect(stream.text()).toMatch(/\nretry: 500\n: this instance is shutting down; reconnect\n\n$/);
  // A request arriving during the grace on a connection opened before: readiness is gone.
  const ready = await late.finish();
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ code: 'SHUTTING_DOWN' });
  expect(ready.head).toMatch(/^connection: close$/im);
  // The slow request completes.
  slow.finish();
  const slowAnswer = await slow.response;
  expect(slowAnswer.status).toBe(200);
  expect(JSON.parse(slowAnswer.body)).toHaveProperty('token');

  await stopped;
  expect(await a.exited).toBe(0);
  const took = Date.now() - signalled;
  // The mail job held the instance up to the end of the grace, not longer.
  expect(took).toBeGreaterThanOrEqual(GRACE_MS - 100);
  expect(took).toBeLessThan(GRACE_MS + 8000);
  const [first] = logLines(a, 'shutting down: no new connections');
  expect(first).toMatchObject({ signal: 'SIGTERM', requestsInFlight: 1, streamsClosed: 1 });
  const [finished] = logLines(a, 'shutting down: the requests in flight finished');
  expect(finished).toMatchObject({ requestsFinished: 2 });
  const [jobs] = logLines(a, 'shutting down: the job worker stopped');
  expect(jobs).toMatchObject({ jobsHandedBack: 1, jobsFinished: 0 });
  expect(logLines(a, 'shut down')).toHaveLength(1);

  if (other) {
    // The handed-back job runs on the other instance at once, not after its 10-minute lease.
    await until(() => outboxHolds(otherDir, email), 'the handed-back mail sent elsewhere');
    await other.kill('SIGTERM');
    return;
  }
  // PGlite: one process owns the database, so the row is read once the process is gone; it is
  // due for the next process at once (job-handback.test.ts has another worker run it).
  const connection = await openDatabase(testConfig({ dataDir }));
  try {
    const rows = await connection.db.execute(
      sql`select state, locked_until is null as "unlocked" from jobs
          where payload->>'to' = ${email}`,
    );
    expect(rows).toMatchObject({ rows: [{ state: 'PENDING', unlocked: true }] });
  } finally {
    await connection.close();
  }
}

it.skipIf(testDatabaseUrl)(
  'drains on SIGTERM and hands the running job back (the PGlite stage)',
  () => shutdownScenario(undefined),
  120_000,
);

it.skipIf(!testDatabaseUrl)(
  'drains on SIGTERM and hands the running job back to another instance (the PostgreSQL stage)',
  async () => shutdownScenario(await freshPostgres()),
  120_000,
);
