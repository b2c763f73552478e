import { type Config, loadConfig } from '../config/config.ts';

/** A 48-character secret known to the tests, so they can forge expired or foreign tokens. */
export const TEST_JWT_SECRET = 'test-only-secret-0123456789-abcdefghijklmnopqrstuv';

/** The configuration of a test app: parsed like the real one, then adjusted. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://handlowo.test',
    // No built SPA unless a test provides one.
    WEB_DIST_DIR: '/nonexistent/handlowo-web-dist',
  });
  // No background job worker: a test runs the queue when it wants to (`app.jobs.drain()`, which
  // `readOutbox` does first), so that nothing happens between its steps on its own.
  // The notification stream ends at once: the harnesses inject every GET and wait for its end
  // (tests of the stream itself give it a longer life).
  return { ...base, jobPollMs: 0, notificationStreamMaxMs: 50, ...overrides };
}
