import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web test files that replace a module with `vi.mock`. The `web` project shares one module
 * registry per worker (`isolate: false`: jsdom and the app's imports set up once, not per file),
 * where a mock can leak into the next file or miss a module an earlier file loaded; these files
 * run in the isolated `web-mocks` project instead. Found by reading the files, so a new mock
 * cannot be forgotten in a list.
 */
const here = dirname(fileURLToPath(import.meta.url));
const testFile = /\.test\.tsx?$/;

export const moduleMockFiles: string[] = ['src', 'build'].flatMap((folder) =>
  readdirSync(join(here, folder), { recursive: true })
    .map((file) => join(folder, String(file)))
    .filter((file) => testFile.test(file))
    .filter((file) => readFileSync(join(here, file), 'utf8').includes('vi.mock(')),
);

export const webTestFiles = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
