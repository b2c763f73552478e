import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { chromiumPath, type E2eContext } from './context.ts';

/**
 * Flags for a headless Chromium in CI containers: no sandbox (runs as root), no GPU, and nothing
 * that phones home or updates itself during a run.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        headless: true,
        args: chromiumArgs,
      });
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
