import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as handlowo, serverOptions } from '../app.ts';
import { READY_PROBE_TIMEOUT_MS } from '../features/system/health.routes.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/database-errors.ts';
import {
  findPostgresBin,
  type PostgresCluster,
  startPostgresCluster,
} from '../testing/postgres-cluster.ts';
import { testConfig } from '../testing/test-config.ts';
import { DEFAULT_DATABASE_TIMEOUT_MS } from './client.ts';
import { users } from './schema/index.ts';

/**
 * Defect 4 of issue 6 and the "Faults" harness: the app against a PostgreSQL server of its own
 * that the test freezes (SIGSTOP), thaws, stops and starts again, with the production timeouts.
 *
 * It needs no TEST_DATABASE_URL, so it runs in the PGlite stage of `npm test` only (the
 * PostgreSQL stage would repeat exactly the same work).
 */
const bin = findPostgresBin();
const skipReason = !bin
  ? 'no PostgreSQL server binaries (initdb, pg_ctl, postgres) on this machine'
  : process.env.TEST_DATABASE_URL
    ? 'runs once, in the PGlite stage (it starts its own cluster)'
    : undefined;

/** How long a request may take with a frozen database: the client-side timeout plus slack. */
const FROZEN_LIMIT_MS = DEFAULT_DATABASE_TIMEOUT_MS + 1000 + 2000;
const READY_LIMIT_MS = 2000;

const register = (email: string): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/register/freelancer',
  payload: {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email,
    company: 'Firma',
    password: 'Haslo123!',
    passwordConfirmation: 'Haslo123!',
    terms: true,
  },
});

const loginAs = (email: string): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email, password: 'Haslo123!' },
});

/** A latch the test opens (the test route waits on it between its two inserts). */
function latch() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.skipIf(skipReason !== undefined)(
  `database outage (${skipReason ?? 'own cluster'})`,
  () => {
    let cluster: PostgresCluster;
    let app: FastifyInstance;
    let dataDir: string;
    const logLines: string[] = [];
    let firstInsertDone = latch();
    let secondInsert = latch();

    /** Milliseconds and the response of one injected request. */
    async function timed(options: InjectOptions) {
      const started = performance.now();
      const res = await app.inject(options);
      return { ms: Math.round(performance.now() - started), res };
    }

    const logged = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string });

    beforeAll(async () => {
      cluster = await startPostgresCluster(bin ?? '');
      dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-outage-'));
      const config = testConfig({ dataDir, databaseUrl: cluster.url, logLevel: 'warn' });
      app = Fastify({
        ...serverOptions(config),
        logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
      });
      await app.register(handlowo, { config });
      await app.register(async (test) => {
        // Two inserts in one transaction with a pause between them, to freeze the server inside it.
        test.post<{ Body: { first: string; second: string } }>(
          '/api/test/two-step-write',
          async (request) => {
            await test.db.transaction(async (tx) => {
              await tx.insert(users).values({ email: request.body.first, role: 'FREELANCER' });
              firstInsertDone.open();
              await secondInsert.opened;
              await tx.insert(users).values({ email: request.body.second, role: 'FREELANCER' });
            });
            return { ok: true };
          },
        );
      });
      await app.ready();
    }, 60_000);

    afterAll(async () => {
      await cluster?.thaw();
      await app?.close();
      await cluster?.destroy();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('works normally before the outage', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await app.inject(register('before@outage.test'))).statusCode).toBe(201);
    });

    it('answers 503 within the timeout while the database is frozen, and recovers on SIGCONT', async () => {
      firstInsertDone = latch();
      secondInsert = latch();
      const torn = app.inject({
        method: 'POST',
        url: '/api/test/two-step-write',
        payload: { first: 'torn-first@outage.test', second: 'torn-second@outage.test' },
      });
      await firstInsertDone.opened;
      await cluster.freeze();
      const tornStarted = performance.now();
      secondInsert.open();
      try {
        const [ready, read, write, tornRes] = await Promise.all([
          timed({ method: 'GET', url: '/api/ready' }),
          timed(loginAs('before@outage.test')),
          timed(register('frozen@outage.test')),
          torn.then((res) => ({ ms: Math.round(performance.now() - tornStarted), res })),
        ]);
        console.info(
          `frozen: ready ${ready.ms} ms, login ${read.ms} ms, register ${write.ms} ms, ` +
            `transaction ${tornRes.ms} ms`,
        );
        expect(ready.res.statusCode).toBe(503);
        expect(ready.ms).toBeLessThan(READY_LIMIT_MS);
        expect(ready.ms).toBeGreaterThanOrEqual(READY_PROBE_TIMEOUT_MS - 50);
        for (const { res, ms } of [read, write, tornRes]) {
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({
            message: DATABASE_UNAVAILABLE_MESSAGE,
            code: 'DATABASE_UNAVAILABLE',
          });
          expect(res.headers['retry-after']).toBe('5');
          expect(ms).toBeLessThan(FROZEN_LIMIT_MS);
        }
      } finally {
        await cluster.thaw();
      }

      const thawed = performance.now();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      // The pool hands out its most recently released connection first: the one the frozen
      // transaction used. Had it gone back to the pool with that transaction still open, this
      // transaction would run inside it and its commit would commit the half-done first insert.
      await app.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'after-thaw@outage.test', role: 'FREELANCER' });
      });
      console.info(`thawed: ready again after ${Math.round(performance.now() - thawed)} ms`);
      const check = new pg.Client({ connectionString: cluster.url });
      await check.connect();
      try {
        const { rows } = await check.query<{ email: string }>(
          "select email from users where email like '%@outage.test' order by email",
        );
        expect(rows.map((r) => r.email)).toEqual(['after-thaw@outage.test', 'before@outage.test']);
      } finally {
        await check.end();
      }
      expect((await app.inject(register('thawed@outage.test'))).statusCode).toBe(201);
    });

    it('answers 503 at once while the database is stopped, and recovers when it starts again', async () => {
      await cluster.stopImmediately();
      const [ready, read, write] = await Promise.all([
        timed({ method: 'GET', url: '/api/ready' }),
        timed(loginAs('before@outage.test')),
        timed(register('stopped@outage.test')),
      ]);
      console.info(`stopped: ready ${ready.ms} ms, login ${read.ms} ms, register ${write.ms} ms`);
      expect(ready.res.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(READY_LIMIT_MS);
      for (const { res } of [read, write]) {
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
        expect(res.headers['retry-after']).toBe('5');
      }

      await cluster.start();
      const started = performance.now();
      // Same app, no restart: the pool replaces the connections that the crash broke.
      const ready2 = await app.inject({ method: 'GET', url: '/api/ready' });
      const read2 = await app.inject(loginAs('before@outage.test'));
      const write2 = await app.inject(register('restarted@outage.test'));
      console.info(
        `restarted: answering again after ${Math.round(performance.now() - started)} ms`,
      );
      expect(ready2.statusCode).toBe(200);
      expect(read2.statusCode).toBe(200);
      expect(write2.statusCode).toBe(201);
      expect(
        (await app.db.select().from(users).where(eq(users.email, 'restarted@outage.test'))).length,
      ).toBe(1);
    });

    it('logs each unavailable request at warn without a stack, never as an unhandled error', () => {
      const entries = logged();
      const unavailable = entries.filter((e) => e.msg === 'database unavailable');
      expect(unavailable.length).toBeGreaterThanOrEqual(5);
      expect(unavailable.every((e) => e.level === 40)).toBe(true);
      expect(logLines.filter((l) => l.includes('"database unavailable"')).join('\n')).not.toMatch(
        /"stack"|insert into|values \(/i,
      );
      expect(entries.filter((e) => e.msg === 'unhandled error')).toEqual([]);
    });
  },
);
