import { createServer } from 'node:net';

/**
 * Keys of the product (README) that a test's server process must get from the test alone, and
 * the runner's own. A developer's DATABASE_URL or SMTP_URL must not redirect a test run, and
 * Vitest's variables are dropped so that the server cannot tell it is under test
 * (@fastify/autoload, for one, behaves differently under VITEST).
 */
const DROPPED = new Set([
  'DATABASE_URL',
  'DATABASE_TIMEOUT_MS',
  'SMTP_URL',
  'JWT_TTL',
  'CORS_ORIGINS',
  'WEB_DIST_DIR',
  'TRUST_PROXY',
  'TEST_DATABASE_URL',
  'NODE_OPTIONS',
  'TEST',
]);

/** The runner's environment without the keys above: the base of a spawned server's `env`. */
export function inheritedServerEnv(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !DROPPED.has(key)),
  );
}

/** A free TCP port on 127.0.0.1 (closed again at once: a small race we accept in tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
