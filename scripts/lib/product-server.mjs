// The product's server as a child process for the tools (`npm run bench`, `npm run lighthouse`):
// a free loopback port, the environment they give it (data directory, database, web build).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const READY_TIMEOUT_MS = 120_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Pino JSON lines at warn level or above, and anything that is not a log line. */
function isWorthShowing(line) {
  if (!line.trim()) return false;
  try {
    return !(JSON.parse(line).level < 40);
  } catch {
    return true;
  }
}

/**
 * Starts the server (tsx loader in the child, its own process group so a Ctrl-C reaches it only
 * through `stop`). `output` keeps its last warnings and errors for a failure report.
 */
export function startServer({ root, env }) {
  // Node with the tsx loader in this very child (not the tsx CLI): a second process in between
  // would be the one whose memory the benchmark reads.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines.filter(isWorthShowing));
      output.splice(0, Math.max(0, output.length - 40));
    });
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid,
    output,
    running,
    kill: () => running() && child.kill('SIGKILL'),
    async waitUntilReady(base) {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`the server stopped during start-up (${child.exitCode})`);
        try {
          const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) });
          if (response.ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The environment of a server a tool starts for itself: loopback, its own data directory, no
 * mail, a generated JWT secret, no cross-origin clients, and the admin the tool logs in as.
 */
export function toolServerEnv({ port, dataDir, databaseUrl = '', logLevel, webDistDir, admin }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: logLevel,
    // The per-IP flood guard (in memory) would answer 429 to a tool sending from one address:
    // its requests name many client addresses in X-Forwarded-For instead.
    TRUST_PROXY: 'true',
    WEB_DIST_DIR: webDistDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: '',
    MAIL_FROM: '',
    JWT_SECRET: '',
    JWT_TTL: '',
    // Known credentials: no generated admin password in the log.
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    CORS_ORIGINS: '',
  };
}
