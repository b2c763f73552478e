import { defineProject } from 'vitest/config';

/**
 * Browser tests: one product server for the whole run (global-setup.ts), one Chromium per spec
 * file, a fresh browser context per test. Files run one after another because they share that
 * server and its outbox, and because a 2-core CI machine does not gain from parallel browsers.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
