import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, one project per workspace; `npm test` (scripts/test.mjs) picks them in order.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/web/vitest.mocks.config.ts',
      'e2e',
    ],
    // Vitest's default leaves a core idle, which on the 2-core CI machine means one worker: the
    // unit and API stages then take about 1.7 times as long. The browser stage stays serial.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
