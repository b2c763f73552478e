import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { ensureServerBundle } from '../../../../scripts/server-bundle.mjs';
import { repoRoot } from '../config/paths.ts';
import { pgliteOptions } from '../db/client.ts';
import { freePort, inheritedServerEnv } from './child-server-env.ts';
import type { TestTemplate } from './provided-template.ts';
import { TEST_JWT_SECRET } from './test-config.ts';

/** The real server as `npm start` runs it, in a child process the test can kill. */
export interface ServerProcess {
  baseUrl: string;
  /** Everything the server printed (LOG_LEVEL=warn), for failure messages. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves with the exit code once the process exited (null: ended by a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts the server as `npm start` does (the cached bundle of the current sources, rebuilt when one
 * changed: a start without tsx's per-module transpiling takes about half as long) on a
 * free port with `dataDir`, and waits until /api/ready answers 200. Without `databaseUrl` it runs
 * on PGlite in `dataDir`, which starts as a copy of the tests' migrated template unless
 * `freshDatabase` asks for a first start (initdb and every migration: several seconds more).
 */
export async function startServerProcess({
  dataDir,
  databaseUrl,
  freshDatabase = false,
  env = {},
}: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PGlite only: an empty data directory, as on the very first start of a new install. */
  freshDatabase?: boolean;
  /** More of the server's configuration (JOB_POLL_MS, SMTP_URL…). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  if (!databaseUrl && !freshDatabase) await copyTemplateInto(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const bundle = await ensureServerBundle();
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    env: {
      ...inheritedServerEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: 'admin.faults@handlowo.test',
      ADMIN_PASSWORD: 'Admin-faults-1!',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent/handlowo-web-dist',
      // Fault tests register bursts of accounts from 127.0.0.1; the limit has its own tests.
      REGISTRATION_LIMIT_PER_HOUR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a SIGKILL ends whatever the server started (see stop).
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
  const server: ServerProcess = {
    baseUrl,
    output: () => output,
    kill: (signal) => stop(child, signal),
    exited,
  };
  try {
    await waitUntilReady(child, `${baseUrl}/api/ready`);
  } catch (error) {
    await stop(child, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  return server;
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ready`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`the server did not answer ${url} within 90 s`);
}

/** SIGKILL goes to the whole process group; any other signal to the server, which shuts down. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (signal === 'SIGKILL' && child.pid) process.kill(-child.pid, 'SIGKILL');
  else child.kill(signal);
  await exited;
}

/**
 * The tests' PGlite template (migrated and seeded) as `dataDir`'s database, unless one is there
 * already (a restart on the same directory keeps its data).
 */
async function copyTemplateInto(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  if (existsSync(target)) return;
  // Undefined outside the API tests (a browser spec's own product starts empty).
  const template: TestTemplate | undefined = inject('testTemplate');
  if (template?.kind !== 'pglite') return;
  const tarball = await readFile(template.tarball);
  const client = await PGlite.create(target, {
    ...pgliteOptions,
    loadDataDir: new Blob([new Uint8Array(tarball)]),
  });
  await client.close();
}
