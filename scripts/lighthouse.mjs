#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse scores of the built web app served by the product (issues 11
// and 30): login, the freelancer onboarding, a full freelancer profile, the freelancer's Pulpit,
// the investor's order page and an admin table.
// It builds nothing: it serves an existing build (apps/web/dist, or WEB_DIST_DIR, or --dist DIR)
// from the real server on a free loopback port and a throw-away data directory (PGlite), prepares
// the users through the API, audits each page in the system Chromium and prints a Markdown table.
//
//   npm run lighthouse [-- --smoke] [-- --no-fail] [-- --mobile-only] [-- --dist DIR]
//                      [-- --pages login,profile,...] [-- --runs N]
//   full (default)  performance, accessibility, best practices; mobile (Lighthouse's default
//                   emulation and simulated throttling) and desktop; exits non-zero under the
//                   targets (issue 30: mobile performance >= 90 with FCP <= 1.2 s, LCP <= 2.5 s,
//                   TBT <= 200 ms, CLS <= 0.05; desktop >= 98; accessibility 100, best practices
//                   >= 95)
//   --smoke         every page once, mobile, no throttling, accessibility and best practices
//                   only; fails only when a page or one of its requests is not 2xx or the
//                   page logs a console error (a missing chunk is answered with index.html)
//   --no-fail       report only
//   --save DIR      also write each run's HTML report and JSON result there
//   --pages LIST    only these pages (the slugs of lighthouse/prepare.mjs)
//   --runs N        audit each page N times (the table gives every run)
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ReportGenerator } from 'lighthouse/report/generator/report-generator.js';
import { freePort, startServer } from './lib/product-server.mjs';
import { auditPage, launchBrowser } from './lighthouse/audit.mjs';
import { auditedPages, auditServerEnv, prepareUsers } from './lighthouse/prepare.mjs';
import { printProblems, printTable } from './lighthouse/report.mjs';

/** A mistake of the caller, reported without a stack. */
class UsageError extends Error {}

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: options } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: process.env.LIGHTHOUSE_SMOKE === '1' },
    'no-fail': { type: 'boolean', default: false },
    'mobile-only': { type: 'boolean', default: false },
    dist: { type: 'string' },
    save: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});
const smoke = options.smoke;
const log = (line) => console.log(line);

let server;
let browser;
let dataDir;
let cleaning;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n[lighthouse] ${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}
process.on('exit', () => server?.kill());

const started = performance.now();
try {
  const problems = await main();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems > 0 && !options['no-fail']) {
    console.error(`\n[lighthouse] ${problems} problem(s) (listed above) in ${seconds} s`);
    process.exitCode = 1;
  } else {
    log(`\n[lighthouse] done in ${seconds} s${problems > 0 ? ` (${problems} problem(s))` : ''}`);
  }
} catch (error) {
  const message = error instanceof UsageError ? error.message : (error?.stack ?? String(error));
  console.error(`[lighthouse] FAILED: ${message}`);
  if (server?.output.length)
    console.error(`[lighthouse] last server output:\n${server.output.join('\n')}`);
  process.exitCode = 1;
}
await cleanup();

async function main() {
  const distDir = resolve(root, options.dist ?? process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new UsageError(
      `no web build in ${distDir}: build it first (npm run build -w apps/web), or name one with ` +
        '--dist DIR or WEB_DIST_DIR',
    );
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'handlowo-lighthouse-'));
  log(`[lighthouse] serving ${distDir} on ${base} (PGlite, data in ${dataDir})`);
  server = startServer({ root, env: auditServerEnv({ port, dataDir, distDir }) });
  await server.waitUntilReady(base);

  let phase = performance.now();
  const users = await prepareUsers(base, { smoke });
  log(
    `[lighthouse] users prepared in ${((performance.now() - phase) / 1000).toFixed(1)} s ` +
      `(a full profile, an investor's order, a freelancer in onboarding, the admin)`,
  );
  const pages = auditedPages(users).filter(
    ({ slug }) => !options.pages || options.pages.split(',').includes(slug),
  );
  const formFactors = smoke || options['mobile-only'] ? ['mobile'] : ['mobile', 'desktop'];

  browser = await launchBrowser();
  const rows = [];
  for (const formFactor of formFactors) {
    for (const page of pages.flatMap((page) => Array(Number(options.runs)).fill(page))) {
      phase = performance.now();
      const run = () =>
        auditPage(browser, { url: base + page.path, token: page.token, formFactor, smoke });
      let result = await run();
      // A lost trace (NO_NAVSTART and the like, seen on a busy host) is Lighthouse's own
      // failure, and its message says to run again: once.
      if (result.runtimeError) {
        log(`[lighthouse] ${page.name} (${formFactor}): ${result.runtimeError}; again`);
        result = await run();
      }
      const seconds = (performance.now() - phase) / 1000;
      log(`[lighthouse] ${page.name} (${formFactor}) in ${seconds.toFixed(1)} s`);
      rows.push({ page, formFactor, result, seconds });
      if (options.save) await save(options.save, `${page.slug}-${formFactor}`, result.lhr);
    }
  }

  log(`\n## Lighthouse ${smoke ? 'smoke ' : ''}(${new Date().toISOString().slice(0, 10)})\n`);
  printTable(rows, log);
  log('');
  const problems = printProblems(rows, { smoke }, log);
  if (problems === 0) log(smoke ? 'Every page and request answered 2xx.' : 'Every target met.');
  return problems;
}

async function save(dir, name, lhr) {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.json`), JSON.stringify(lhr));
  await writeFile(join(dir, `${name}.html`), ReportGenerator.generateReportHtml(lhr));
}

/** Once, however many paths ask for it: the browser, the server, the data directory. */
function cleanup() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
