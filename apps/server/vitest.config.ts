import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one template database per run; every test file clones it.
    globalSetup: ['./src/testing/global-setup.ts'],
    // @fastify/autoload imports the route files itself: it must run through Vite's module runner
    // (not plain Node) so that those TypeScript files are transformed too.
    server: { deps: { inline: ['@fastify/autoload'] } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
