// Lighthouse (node API) on pages of the running product, in one Chromium driven by puppeteer-core.
// A page that needs a session gets the JWT in localStorage (key `token`, apps/web/src/lib/token.ts)
// from a script that runs before the app's own on every new document: Lighthouse clears the
// origin's storage before it navigates (a cold load, as a first visit), so setting it once before
// the audit would not survive.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const SMOKE_CATEGORIES = ['accessibility', 'best-practices'];
/** No throttling and shorter quiet windows than Lighthouse's (1 s each): a quick single pass. */
const SMOKE_TIMING = {
  throttlingMethod: 'provided',
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
  // A logged-in page keeps its live notification stream open, so the network never goes quiet
  // and Lighthouse waited its full 45 s per page (about 100 s of CI's run); the smoke only reads
  // the answers and the console, which are in within about 3 s on the CI machine.
  maxWaitForLoad: 8_000,
};
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};
const TOKEN_KEY = 'token';
/** Performance audits that restate the metrics or only describe: left out of the failures. */
const NOT_ACTIONABLE = new Set([
  'largest-contentful-paint-element',
  'network-dependency-tree-insight',
  'max-potential-fid',
  'interactive',
  'speed-index',
]);

export async function launchBrowser() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    // Containers run as root without user namespaces; /dev/shm is often tiny there.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}

/**
 * One Lighthouse run. `formFactor` 'mobile' is Lighthouse's default (Moto G Power emulation,
 * simulated slow 4G and 4x CPU); 'desktop' its desktop preset. The smoke run skips the performance
 * category and throttling: it is there to load every page once and catch failed requests.
 */
export async function auditPage(browser, { url, token, formFactor, smoke }) {
  const page = await browser.newPage();
  try {
    if (token) {
      const origin = new URL(url).origin;
      await page.evaluateOnNewDocument(
        (key, value, expectedOrigin) => {
          if (window.location.origin === expectedOrigin) window.localStorage.setItem(key, value);
        },
        TOKEN_KEY,
        token,
        origin,
      );
    }
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: smoke ? SMOKE_CATEGORIES : CATEGORIES,
      // The request list, whatever the categories: the non-2xx check reads it.
      onlyAudits: ['network-requests'],
      // The full-page screenshot is a slow gatherer (a second or more) that feeds no score.
      disableFullPageScreenshot: true,
      ...(smoke ? { skipAudits: ['screenshot-thumbnails', 'final-screenshot'] } : {}),
      ...(smoke ? SMOKE_TIMING : {}),
    };
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { ...summarize(result.lhr), lhr: result.lhr };
  } finally {
    await page.close();
  }
}

/** The scores (0-100), the metrics, the requests that were not 2xx and the failed audits. */
function summarize(lhr) {
  const scores = {};
  const failures = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score === null ? null : Math.round(category.score * 100);
    // Weightless audits count in no score; performance's diagnostics still say what to fix.
    failures[id] = category.auditRefs
      .filter((ref) => ref.weight > 0 || (id === 'performance' && !NOT_ACTIONABLE.has(ref.id)))
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        examples: examples(audit),
      }));
  }
  const metrics = {};
  for (const [name, id] of Object.entries(METRICS)) {
    const audit = lhr.audits[id];
    if (audit?.numericValue !== undefined) metrics[name] = audit.numericValue;
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const badRequests = requests
    .filter((item) => /^https?:/.test(item.url))
    .filter((item) => !(item.statusCode >= 200 && item.statusCode < 300) && item.statusCode !== 304)
    .map((item) => `${item.statusCode} ${item.url}`);
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
    String(item.description ?? item.source ?? '').slice(0, 200),
  );
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's measure of this machine's CPU: simulated throttling multiplies observed CPU
    // time, so a busy or slow host (under ~1000) inflates TBT and LCP.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    scores,
    metrics,
    requests: requests.length,
    badRequests,
    consoleErrors,
    failures,
  };
}

/** A few of the audit's items (the element, message or URL), to know what to fix. */
function examples(audit) {
  // Inspector issues nest their instances (the blocked URL, the violated directive).
  const items = (audit.details?.items ?? []).flatMap((item) =>
    item.subItems?.items?.length ? item.subItems.items.map((sub) => ({ ...sub, ...item })) : [item],
  );
  return items.slice(0, 3).flatMap((item) => {
    const text =
      item.description ??
      item.node?.snippet ??
      item.node?.nodeLabel ??
      item.source?.url ??
      item.url ??
      item.label ??
      item.groupLabel ??
      item.issueType ??
      '';
    return typeof text === 'string' && text
      ? [String(text).replace(/\s+/g, ' ').slice(0, 200)]
      : [];
  });
}
