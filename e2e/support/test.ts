import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import type { E2eContext } from './context.ts';

interface Fixtures {
  app: E2eContext;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export const test = base.extend<Fixtures>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads fixture dependencies from the pattern
    async ({}, use) => {
      await use(inject('e2e'));
    },
    { scope: 'file' },
  ],
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads fixture dependencies from the pattern
    async ({}, use) => {
      // One Chromium for the whole run (global-setup.ts): starting one per spec file cost 0.6 s
      // each. Every test still gets its own context; closing here only disconnects this file.
      const browser = await chromium.connect(inject('e2e').browserEndpoint);
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  context: async ({ browser, app }, use) => {
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
    });
    // One limit for every wait, generous for a loaded 2-core CI box: with the profile's part 2
    // (22 calls, carousels, videos) a wait there occasionally passed 15 s while the server
    // answered every call within 0.2 s (p99 over a whole run), so only the browser was slow.
    context.setDefaultTimeout(30_000);
    await use(context);
    await context.close();
  },
  page: async ({ context, task }, use) => {
    const page = await context.newPage();
    await use(page);
    // Fixtures are torn down after the test's result is known: keep a picture of a failure.
    if (task.result?.state === 'fail') {
      const dir = join(process.cwd(), 'test-results', 'e2e');
      await mkdir(dir, { recursive: true });
      const name = `${task.file.name.replace(/^.*\//, '')}-${task.name}`
        .replace(/[^\p{L}\p{N}.]+/gu, '-')
        .slice(0, 120);
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true }).catch(() => {});
    }
  },
});

export { describe, expect } from 'vitest';

/**
 * The limit of a harness test that walks every screen or every modal of a group: it grows with
 * each one, and a busy 2-core machine takes twice as long as an idle one. Its waits keep their
 * own 30 s limit, so a hang still fails fast.
 */
export const HARNESS_TIMEOUT_MS = 300_000;
