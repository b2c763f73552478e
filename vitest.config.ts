import { defineConfig } from 'vitest/config';

// One runner, one project per workspace; `npm test` (scripts/test.mjs) picks them in order.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'e2e'],
  },
});
