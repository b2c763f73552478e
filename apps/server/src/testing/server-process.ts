import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { repoRoot } from '../config/paths.ts';
import { freePort, inheritedServerEnv } from './child-server-env.ts';
import { TEST_JWT_SECRET } from './test-config.ts';

/** The real server as `npm start` runs it, in a child process the test can kill. */
export interface ServerProcess {
  baseUrl: string;
  /** Everything the server printed (LOG_LEVEL=warn), for failure messages. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `tsx apps/server/src/server.ts` on a free port with `dataDir` (PGlite there unless
 * `databaseUrl` is given) and waits until /api/ready answers 200.
 */
export async function startServerProcess({
  dataDir,
  databaseUrl,
  env = {},
}: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** More of the server's configuration (JOB_POLL_MS, SMTP_URL…). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'],
    {
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
      // Its own process group: the tsx CLI runs the server in a child process, and a SIGKILL of
      // the CLI alone would leave that server running (see stop).
      detached: true,
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server: ServerProcess = {
    baseUrl,
    output: () => output,
    kill: (signal) => stop(child, signal),
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

/**
 * SIGKILL goes to the whole process group (the tsx CLI and the server it runs); any other signal
 * to the CLI only, which passes it on, so that the server shuts down once, gracefully.
 */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (signal === 'SIGKILL' && child.pid) process.kill(-child.pid, 'SIGKILL');
  else child.kill(signal);
  await exited;
}
