import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: false,
      restoreMocks: true,
      // Route tests type into real inputs and wait for the screens' own timers (up to 2.5 s); on a
      // loaded two-core CI machine the default 5 s leaves no margin.
      testTimeout: 15_000,
    },
  }),
);
