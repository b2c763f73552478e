#!/usr/bin/env node
// `npm run main-thread`: how long each audited page blocks a phone's main thread (issue 30), as a
// steadier companion of `npm run lighthouse`. Lighthouse's mobile preset simulates the slow CPU:
// it multiplies the tasks of an unthrottled load by four, so one noisy task swings a page's TBT
// by hundreds of milliseconds between runs. Here Chromium itself runs at a quarter of the CPU
// (DevTools' CPU throttling, no network throttling) and every page loads several times; the
// report gives medians.
//
//   npm run main-thread [-- --dist DIR] [-- --runs N] [-- --pages login,profile,...]
//
// Per page: the blocking time (the sum, over the long tasks of the first five seconds, of each
// task's time beyond 50 ms, as TBT counts it, but from the first task on), the longest task, FCP
// and LCP, as the page's own PerformanceObserver saw them. It serves the build (apps/web/dist,
// WEB_DIST_DIR or --dist) from the real server on PGlite and prepares the users as the
// Lighthouse script does. A measurement, not a test: it fails only when a page cannot load.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, startServer } from './lib/product-server.mjs';
import { auditedPages, auditServerEnv, prepareUsers } from './lighthouse/prepare.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: options } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
  },
});
const runs = Number(options.runs);
const distDir = resolve(options.dist ?? process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist'));
/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** How long a load is watched: every audited page has drawn its data by then. */
const WATCH_MS = 5000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Collects the long tasks and the paints from the start of the document. */
function observeMainThread() {
  const seen = { tasks: [], lcp: 0 };
  window.__mainThread = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(browser, url, token) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (token) {
      const origin = new URL(url).origin;
      await page.addInitScript(
        ({ origin, token }) => {
          if (window.location.origin === origin) window.localStorage.setItem('token', token);
        },
        { origin, token },
      );
    }
    await page.addInitScript(observeMainThread);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const response = await page.goto(url);
    if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
    await page.waitForTimeout(WATCH_MS);
    const { tasks, lcp, fcp } = await page.evaluate(() => ({
      ...window.__mainThread,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...tasks),
      fcp,
      lcp,
    };
  } finally {
    await context.close();
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'handlowo-main-thread-'));
const server = startServer({ root, env: auditServerEnv({ port, dataDir, distDir }) });
let browser;
try {
  await server.waitUntilReady(base);
  const users = await prepareUsers(base, { smoke: false });
  const pages = auditedPages(users).filter(
    ({ slug }) => !options.pages || options.pages.split(',').includes(slug),
  );
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  console.log(`Build ${distDir}, CPU ${CPU_SLOWDOWN}x slower, median of ${runs} loads:\n`);
  console.log('| Page | Blocking time | Longest task | FCP | LCP |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const { name, path, token } of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, base + path, token));
    const ms = (key) => `${Math.round(median(results.map((result) => result[key])))} ms`;
    console.log(
      `| ${name} (\`${path}\`) | ${ms('blocking')} | ${ms('longest')} | ${ms('fcp')} | ${ms('lcp')} |`,
    );
  }
} catch (error) {
  console.error(`[main-thread] FAILED: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
