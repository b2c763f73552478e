import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { webTestSettings } from './vitest.config.ts';
import { moduleMockFiles } from './vitest-module-mocks.ts';

/** The web test files with `vi.mock`, each in a fresh module registry (vitest-module-mocks.ts). */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...webTestSettings,
      name: 'web-mocks',
      include: moduleMockFiles,
      isolate: true,
    },
  }),
);
