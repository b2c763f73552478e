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
    // A worker imports the app's ~400 modules once instead of once per file: the stage on PGlite
    // went from 380 s to 160 s on the 2-core VM. Safe because no module holds a test's state:
    // every cache is keyed by its database or storage (WeakMap), each file builds its own app on
    // its own database, and spies go on that app's objects. Keep it so (ADR 014).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
