import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort, inheritedServerEnv } from '../apps/server/src/testing/child-server-env.ts';
import { chromiumArgs, chromiumPath, type E2eContext } from './support/context.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readyTimeoutMs = 120_000;

/**
 * Starts the product once for the whole e2e run, exactly as `npm start` would run it, on a fresh
 * PGlite data directory (or the empty PostgreSQL database of E2E_DATABASE_URL) and a free port. It builds nothing: `npm test` builds the web app in the
 * stage before, so a missing build is reported here instead of being papered over.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_WEB_DIST_DIR: a build elsewhere (`vite build --outDir …`), so that parallel work on one
  // checkout does not test each other's half-written bundles.
  const webDist = resolve(root, process.env.E2E_WEB_DIST_DIR || 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: run \`npm run build\` before the e2e tests`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'handlowo-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const context: Omit<E2eContext, 'browserEndpoint'> = {
    baseUrl,
    dataDir,
    adminEmail: 'admin.e2e@handlowo.test',
    adminPassword: 'Admin-e2e-1!',
  };
  // Chromium starts while the product does; every spec file connects to this one.
  const browserStarting = chromium.launchServer({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });

  const logDir = join(root, 'test-results');
  await mkdir(logDir, { recursive: true });
  const logPath = join(logDir, 'e2e-server.log');
  const log = createWriteStream(logPath);

  // The server gets the configuration below and nothing else of the product's keys (README).
  // The same command as `npm start` (scripts/start.mjs): the tsx CLI running the server's source.
  const tsxCli = join(root, 'node_modules/tsx/dist/cli.mjs');
  const server = spawn(process.execPath, [tsxCli, 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...inheritedServerEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-only-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: context.adminEmail,
      ADMIN_PASSWORD: context.adminPassword,
      MAIL_FROM: 'Handlowo <no-reply@handlowo.test>',
      // E2E_SERVER_LOG_LEVEL=info logs every request with its response time (finding slow calls).
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: webDist,
      // Every browser test comes from 127.0.0.1: the suite is many users behind one address, and
      // the profile page alone sends 22 calls. The flood guard has its own API test.
      API_RATE_LIMIT_PER_MINUTE: '100000',
      // The same reason: the specs register far more than 10 accounts an hour from 127.0.0.1.
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      // CI gives the run an empty PostgreSQL database of its own (.ci/run): the server then keeps
      // the database work off its event loop, which made the browser stage about a fifth faster
      // than on the embedded PGlite (ADR 014). Locally the embedded database, as `npm start`.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });

  let browser: BrowserServer;
  try {
    await waitUntilReady(server, `${baseUrl}/api/ready`);
    browser = await browserStarting;
  } catch (error) {
    await stop(server);
    await browserStarting.then((started) => started.close()).catch(() => {});
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    const output = await readFile(logPath, 'utf8').catch(() => '');
    throw new Error(
      `${(error as Error).message}\n--- server output (${logPath}) ---\n${output.slice(-4000)}`,
    );
  }

  project.provide('e2e', { ...context, browserEndpoint: browser.wsEndpoint() });

  return async () => {
    await browser.close();
    await stop(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function waitUntilReady(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited with code ${server.exitCode} before ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((next) => setTimeout(next, 250));
  }
  throw new Error(`the server did not answer ${url} within ${readyTimeoutMs / 1000} s`);
}

/** SIGTERM lets the server close gracefully (PGlite flushes); SIGKILL only if it hangs. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
