import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, inheritedServerEnv } from '../../apps/server/src/testing/child-server-env.ts';
import {
  createTestBucket,
  mediaStorageEnv,
  removeTestBucket,
  startS3Server,
} from '../../apps/server/src/testing/s3-server.ts';
import { startRoundRobinProxy } from '../../scripts/lib/round-robin-proxy.mjs';
import { ensureServerBundle } from '../../scripts/server-bundle.mjs';
import type { AppLogin } from './admin.ts';
import { parseMail } from './outbox.ts';

/*
 * Two product server processes on one PostgreSQL database and one S3 server, behind the
 * round-robin proxy (scripts/lib/round-robin-proxy.mjs): the deployment of docs/deployment.md on
 * one machine, for e2e/specs/two-instances.spec.ts. Each instance has its own data directory, so
 * nothing they share goes through the local disk.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 90_000;

export type Proxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;

export interface Instance {
  name: 'A' | 'B';
  /** Its own origin, fixed across restarts (the proxy's target). */
  baseUrl: string;
  dataDir: string;
  /** Starts the process (again) on the same port and waits until /api/ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM, then the exit code once the process has ended (a graceful shutdown gives 0). */
  terminate(): Promise<number | null>;
  /** The server's warnings and errors, for a failure message. */
  output(): string;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  proxy: Proxy;
  /** The admin of both instances, logging in through the proxy. */
  admin: AppLogin;
  /** Runs SQL on the instances' database (what no API does: the reference data). */
  sql: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  dispose(): Promise<void>;
}

/**
 * A fresh database on the server of E2E_DATABASE_URL (else the local PostgreSQL), a bucket on
 * an s3rver of this process, instance A (which migrates and seeds), then B, then the proxy's
 * targets are both. JOB_POLL_MS is short so that both workers claim the journey's jobs.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const dispose = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const serverUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `handlowo_two_${process.pid}_${Date.now()}`;
    await onServer(serverUrl, `create database "${name}"`).catch((error: Error) => {
      throw new Error(
        `the two-instance test needs PostgreSQL (E2E_DATABASE_URL, else ${serverUrl}): ${error.message}`,
      );
    });
    cleanups.push(() => onServer(serverUrl, `drop database if exists "${name}" with (force)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const bucket = await createTestBucket(s3.endpoint);
    cleanups.push(() => removeTestBucket(bucket));

    const ports = [await freePort(), await freePort()] as const;
    const proxy = await startRoundRobinProxy({
      targets: ports.map((port) => `http://127.0.0.1:${port}`),
    });
    cleanups.push(() => proxy.close());

    const admin = {
      baseUrl: proxy.url,
      adminEmail: 'admin.two@handlowo.test',
      adminPassword: 'Admin-two-1!',
    };
    const webDist = resolve(root, process.env.E2E_WEB_DIST_DIR || 'apps/web/dist');
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Links in mails and media URLs name the balancer, not an instance.
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'two-instances-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: admin.adminEmail,
      ADMIN_PASSWORD: admin.adminPassword,
      MAIL_FROM: 'Handlowo <no-reply@handlowo.test>',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
      JOB_POLL_MS: '200',
      SHUTDOWN_GRACE_MS: '5000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      ...mediaStorageEnv(bucket),
    };
    // Built once (or found up to date): both instances and their restarts run the same code.
    const bundle = await ensureServerBundle();
    const instances: Instance[] = [];
    for (const [index, port] of ports.entries()) {
      const dataDir = await mkdtemp(join(tmpdir(), `handlowo-two-${index ? 'b' : 'a'}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // Migrations run once, before a rolling deploy (docs/deployment.md): here by the first
      // start; a restart leaves the schema alone.
      const instance = serverInstance(bundle, index ? 'B' : 'A', port, dataDir, (started) => ({
        ...shared,
        PORT: String(port),
        DATA_DIR: dataDir,
        MIGRATE_ON_START: started === 0 ? 'true' : 'false',
      }));
      cleanups.push(() => instance.terminate());
      instances.push(instance);
    }
    // Together, as a deployment starts them: the start-up's advisory lock lets one migrate and
    // seed while the other waits (db/prepare-database.ts).
    await Promise.all(instances.map((instance) => instance.start()));
    const [a, b] = instances as [Instance, Instance];

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    cleanups.push(() => pool.end());
    const sql = async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await pool.query<Row>(text, values)).rows;

    return { a, b, proxy, admin, sql, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** One statement on the maintenance connection of `url` (CREATE/DROP DATABASE). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The server as `npm start` runs it: the cached bundle (scripts/server-bundle.mjs) in plain Node,
 * which starts in about half the time of the sources under tsx (a rolling restart starts two).
 * One process, no CLI in between: a SIGTERM reaches the server, and the exit code is its own.
 */
function serverInstance(
  bundle: string,
  name: 'A' | 'B',
  port: number,
  dataDir: string,
  env: (started: number) => Record<string, string>,
): Instance {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let started = 0;
  let output = '';
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  return {
    name,
    baseUrl,
    dataDir,
    output: () => output,
    async start() {
      const spawned = spawn(process.execPath, ['--enable-source-maps', bundle], {
        cwd: root,
        env: { ...inheritedServerEnv(), ...env(started) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started += 1;
      child = spawned;
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      spawned.stdout?.on('data', collect);
      spawned.stderr?.on('data', collect);
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (spawned.exitCode !== null || spawned.signalCode !== null) break;
        try {
          const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2000) });
          if (ready.ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((next) => setTimeout(next, 200));
      }
      spawned.kill('SIGKILL');
      throw new Error(`instance ${name} did not become ready\n${output.slice(-4000)}`);
    },
    async terminate() {
      if (!child) return null;
      if (!running()) return child.exitCode;
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      const [code] = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** One mail of an instance's outbox (DATA_DIR/outbox, SMTP_URL unset). */
export interface SentMail {
  instance: 'A' | 'B';
  messageId: string;
  to: string;
  subject: string;
  /** The decoded text parts. */
  text: string;
}

/** Every mail both instances have written so far. */
export async function sentMails(instances: Instance[]): Promise<SentMail[]> {
  const mails: SentMail[] = [];
  for (const instance of instances) {
    const outbox = join(instance.dataDir, 'outbox');
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      if (!file.endsWith('.eml')) continue;
      const mail = parseMail(file, await readFile(join(outbox, file), 'utf8'));
      mails.push({
        instance: instance.name,
        messageId: mail.headers.get('message-id') ?? '',
        to: (mail.headers.get('to') ?? '').toLowerCase(),
        subject: mail.headers.get('subject') ?? '',
        text: mail.text,
      });
    }
  }
  return mails;
}
