import { defineProject, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { moduleMockFiles, webTestFiles } from './vitest-module-mocks.ts';

/** The web tests' settings, shared with the `web-mocks` project (vitest.mocks.config.ts). */
export const webTestSettings: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup-tests.ts'],
  css: false,
  restoreMocks: true,
  // Route tests type into real inputs and wait for the screens' own timers (up to 2.5 s); on a
  // loaded two-core CI machine the default 5 s leaves no margin.
  testTimeout: 15_000,
};

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...webTestSettings,
      name: 'web',
      include: webTestFiles,
      exclude: moduleMockFiles,
      // One jsdom and one module registry per worker instead of per file: about 2.6 times less
      // CPU (ADR 014). What a file leaves behind is reset in setup-tests.ts; files with module
      // mocks run isolated in `web-mocks`.
      isolate: false,
    },
  }),
);
