import type { BrowserContext, Page } from 'playwright-core';
import { documentTitle, titleOfPattern } from '../../apps/web/src/config/titles.ts';
import { adminSession } from '../support/admin.ts';
import { logIn, onboardedFreelancer, registerFreelancer } from '../support/api.ts';
import { registeredInvestor } from '../support/investor.ts';
import { uploadPicture } from '../support/pictures.ts';
import { atPath, seen, storeToken } from '../support/screen.ts';
import { describe, expect, test } from '../support/test.ts';

/**
 * Every route paints from its prerendered HTML (apps/web/build/prerender.ts, issue 30): the frame
 * of the session's role with a skeleton, or a public screen itself, before any JavaScript; the
 * app then takes it over in place. Checked here: the top bar and the main column sit where the
 * live page puts them (JavaScript blocked, at the takeover, with the page's data); the HTML's
 * inline early-fetch script runs under the server's CSP (by its hash) and starts the page's reads
 * before the bundle; nobody sees a frame that is not theirs.
 */

type Box = { x: number; y: number; width: number; height: number };

/** The top bar and the main column (the content's container) of the frame on display. */
async function frameBoxes(page: Page): Promise<{ topBar: Box | null; column: Box | null }> {
  return page.evaluate(() => {
    const shown = (element: Element) => element.getBoundingClientRect().height > 0;
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const header = Array.from(document.querySelectorAll('#root header')).find(shown);
    const main = Array.from(document.querySelectorAll('#root main')).find(shown);
    return { topBar: box(header), column: box(main?.querySelector('.mantine-Container-root')) };
  });
}

/** Fails when a box moved or changed size by more than 2 px (the column's height is content's). */
function expectSameFrame(
  label: string,
  before: Awaited<ReturnType<typeof frameBoxes>>,
  after: Awaited<ReturnType<typeof frameBoxes>>,
) {
  for (const part of ['topBar', 'column'] as const) {
    const a = before[part];
    const b = after[part];
    expect(a, `${label}: ${part} painted before`).not.toBeNull();
    expect(b, `${label}: ${part} rendered by the app`).not.toBeNull();
    if (!a || !b) continue;
    const keys =
      part === 'topBar' ? (['x', 'y', 'width', 'height'] as const) : (['x', 'y', 'width'] as const);
    for (const key of keys) {
      expect(
        Math.abs(a[key] - b[key]),
        `${label}: ${part}.${key} ${a[key]} → ${b[key]}`,
      ).toBeLessThanOrEqual(2);
    }
  }
}

/** Sums the layout shifts of the page (Lighthouse's CLS) into `window.__shifts`. */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as { __shifts: number };
    record.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface ShellCase {
  name: string;
  path: string;
  /** The session of the page, or none. */
  token: () => Promise<string | null>;
  /** Resolves once the live page shows its data. */
  loaded: (page: Page) => Promise<unknown>;
}

const heading = (page: Page, name: string | RegExp) =>
  seen(page.locator('#root main').getByRole('heading', { level: 1, name }));

/**
 * Seven screens on two viewports, each loaded twice (without and with its scripts): beside the
 * PostgreSQL API suite on a 2-core CI machine the default 90 s was not enough.
 */
const ALL_SHELLS_TIMEOUT_MS = 240_000;

describe('prerendered shells', () => {
  const viewports = [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 412, height: 823 },
  ];

  test(
    'paint the frame where the app puts it, for each kind of screen, on a phone and a desktop',
    async ({ app, browser }) => {
      const freelancer = await onboardedFreelancer(app.baseUrl);
      const fresh = await registerFreelancer(app.baseUrl);
      const freshToken = await logIn(app.baseUrl, fresh.email, fresh.password);
      const admin = await adminSession(app);
      const investor = await registeredInvestor(app.baseUrl);
      const cases: ShellCase[] = [
        {
          name: 'the freelancer profile',
          path: '/freelancer/profile',
          token: async () => freelancer.token,
          loaded: (page) => seen(page.locator('#root main').getByText(freelancer.lastName)),
        },
        {
          // Its sections are drawn together when its reads have answered (no shift between them).
          name: 'the freelancer’s Pulpit',
          path: '/freelancer/dashboard',
          token: async () => freelancer.token,
          loaded: (page) => seen(page.getByText('Nie masz ofert czekających na odpowiedź.')),
        },
        {
          name: 'the onboarding',
          path: '/freelancer/onboarding',
          token: async () => freshToken,
          loaded: (page) => seen(page.locator('#root main').getByText(/^\s*1\s*\/\s*\d+\s*$/)),
        },
        {
          name: 'the admin’s freelancers',
          path: '/admin/freelancers',
          token: async () => admin.token,
          loaded: (page) => heading(page, 'Freelancerzy'),
        },
        {
          name: 'the investor’s orders',
          path: '/investor/orders',
          token: async () => investor.token,
          loaded: (page) => heading(page, 'Moje zlecenia'),
        },
        {
          name: 'the registration',
          path: '/registration',
          token: async () => null,
          loaded: (page) => heading(page, /Załóż konto|Rejestracja/),
        },
        {
          name: 'the terms',
          path: '/terms',
          token: async () => null,
          loaded: (page) => seen(page.locator('#root main h1')),
        },
      ];

      for (const viewport of viewports) {
        for (const shell of cases) {
          const label = `${shell.name} (${viewport.name})`;
          const context = await browser.newContext({
            baseURL: app.baseUrl,
            locale: 'pl-PL',
            viewport,
          });
          context.setDefaultTimeout(30_000);
          const token = await shell.token();
          if (token) await storeToken(context, token);
          await recordShifts(context);

          // What a slow phone shows before the JavaScript has arrived, in a page of its own: the
          // aborted scripts' console errors must not count against the real load below.
          const bare = await context.newPage();
          await bare.route('**/*.js', (route) => route.abort());
          await bare.goto(shell.path);
          expect(await bare.locator('#root').getAttribute('inert'), label).not.toBeNull();
          const painted = await frameBoxes(bare);
          // The route's own title from the first byte, not the app's name.
          expect(await bare.title(), label).toBe(documentTitle(titleOfPattern(shell.path) ?? '?'));
          await bare.close();

          const page = await context.newPage();

          const errors: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(error.message));

          await page.goto(shell.path);
          await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
          const takenOver = await frameBoxes(page);
          await shell.loaded(page);
          const loaded = await frameBoxes(page);
          expectSameFrame(`${label}, at the takeover`, painted, takenOver);
          expectSameFrame(`${label}, with its data`, painted, loaded);
          expect(new URL(page.url()).pathname, label).toBe(shell.path);
          // The screen's title replaced the painted one (two would leave the first in the tab).
          expect(await page.locator('head title').count(), label).toBe(1);
          const shifts = await page.evaluate(
            () => (window as unknown as { __shifts: number }).__shifts,
          );
          expect(shifts, `${label}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
          // Among them a CSP violation, had the inline script's hash not matched.
          expect(errors, label).toEqual([]);
          await context.close();
        }
      }
    },
    ALL_SHELLS_TIMEOUT_MS,
  );
});

describe('the stylesheets of a prerendered page', () => {
  /** The page's stylesheets, in document order, once its screen is live. */
  async function stylesheetsOf(page: Page, path: string): Promise<string[]> {
    await page.goto(path);
    await page.locator('#root:not([inert]) main').first().waitFor();
    await page.waitForTimeout(1000);
    return page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel="stylesheet"]'),
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
  }

  test('are linked in the order the router adds them (equal rules override by order)', async ({
    app,
    context,
    page,
  }) => {
    const admin = await adminSession(app);
    await storeToken(context, admin.token);
    for (const path of ['/admin/edit-data', '/freelancer/profile/1']) {
      const prerendered = await stylesheetsOf(page, path);
      // The same screen from index.html: React Router matches a path whatever its letter case,
      // the server's prerendered pages only in the router's own case.
      const routed = await stylesheetsOf(
        page,
        path.replace(/^\/./, (start) => start.toUpperCase()),
      );
      expect(prerendered, path).toEqual(routed);
    }
  });
});

describe('the early-fetch script', () => {
  test('runs under the CSP and starts "me" and the profile page before the bundle', async ({
    app,
    context,
    page,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await storeToken(context, freelancer.token);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // No bundle at all: whatever reaches the API was sent by the inline script alone.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/freelancer/profile');

    const id = JSON.parse(
      Buffer.from(freelancer.token.split('.')[1] ?? '', 'base64url').toString(),
    ).sub;
    const profilePage = `/api/freelancer/${id}/profile-page`;
    expect(requested).toContain('/api/freelancer/me');
    expect(requested).toContain(profilePage);
    const started = await page.evaluate(() => {
      const map = (window as unknown as { __handlowoPrefetch?: Map<string, unknown> })
        .__handlowoPrefetch;
      return { keys: map ? [...map.keys()] : null, role: document.documentElement.dataset.role };
    });
    expect(started).toEqual({ keys: ['/api/freelancer/me', profilePage], role: 'FREELANCER' });
    expect(violations).toEqual([]);
  });

  test('the app adopts the started "me" instead of asking again', async ({
    app,
    context,
    page,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await storeToken(context, freelancer.token);
    const meCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/freelancer/me') meCalls.push(request.url());
    });
    await page.goto('/freelancer/dashboard');
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await seen(page.getByRole('navigation', { name: 'Nawigacja główna' }));
    await page.waitForTimeout(500);
    // The script ran (its call was the first), and the app's own was not sent.
    expect(await page.evaluate(() => document.documentElement.dataset.role)).toBe('FREELANCER');
    expect(meCalls).toHaveLength(1);
  });
});

describe('the frames of the shells', () => {
  async function shownHeaders(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        Array.from(document.querySelectorAll('#root header')).filter(
          (header) => header.getBoundingClientRect().height > 0,
        ).length,
    );
  }

  test('show a logged-out visitor no frame, then the app sends them to /login', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/freelancer/profile');
    expect(await shownHeaders(page)).toBe(0);
    await page.unroute('**/*.js');
    await page.goto('/freelancer/profile');
    await atPath(page, '/login');
  });

  test('show a user only the frame of their role', async ({ app, context, page }) => {
    const admin = await adminSession(app);
    await storeToken(context, admin.token);
    await page.route('**/*.js', (route) => route.abort());
    // A freelancer's screen: no frame for the admin (the app sends them to their panel).
    await page.goto('/freelancer/dashboard');
    expect(await shownHeaders(page)).toBe(0);
    // A profile by id: the admin's frame, not the freelancer's or the investor's.
    await page.goto('/freelancer/profile/1');
    expect(await shownHeaders(page)).toBe(1);
    const root = page.locator('#root');
    // biome-ignore lint/performance/useDomNodeTextContent: the shown text only, not the hidden frames'
    const shown = await root.evaluate((element) => (element as HTMLElement).innerText);
    expect(shown).toContain('Wróć do listy freelancerów');
    expect(shown).not.toContain('Przyjmij zlecenie');
    expect(shown).not.toContain('Wróć do zlecenia');
  });
});

describe("the profile's background in the prerendered shell", () => {
  /** What the page shows in the background's place, frame by frame, and its LCP candidates. */
  function recordBackground() {
    type Shown = 'skeleton' | 'shell picture' | 'page picture' | 'nothing';
    const record = window as unknown as {
      __shown: { state: Shown; width: number; height: number }[];
      __lcp: { inShell: boolean; size: number }[];
    };
    record.__shown = [];
    record.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element: Element | null;
        size: number;
      })[]) {
        const inShell = Boolean(entry.element?.closest('[data-early-background]'));
        record.__lcp.push({ inShell, size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const frame = () => {
      const picture = Array.from(document.querySelectorAll('#root img')).find((img) =>
        /backgroundImage/.test(img.className),
      ) as HTMLImageElement | undefined;
      const band = document.querySelector('[data-early-background]');
      const state: Shown = picture?.complete
        ? picture.closest('[data-early-background]')
          ? 'shell picture'
          : 'page picture'
        : band
          ? 'skeleton'
          : 'nothing';
      const last = record.__shown.at(-1);
      if (last?.state !== state) {
        const box = picture?.getBoundingClientRect();
        record.__shown.push({ state, width: box?.width ?? 0, height: box?.height ?? 0 });
      }
      if (state !== 'page picture') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  test('is painted from the early answer in the page’s own box, and stays until the page draws it', async ({
    app,
    context,
    page,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await uploadPicture(app.baseUrl, freelancer.token, 'POST', '/freelancer/backgroundPicture');
    await storeToken(context, freelancer.token);
    await context.addInitScript(recordBackground);
    // A phone's slow bundle: the early answer and the picture arrive long before the app.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.goto('/freelancer/profile');
    await seen(page.locator('#root:not([inert]) main').getByText(freelancer.lastName));
    await page.waitForFunction(
      () =>
        (window as unknown as { __shown: { state: string }[] }).__shown.at(-1)?.state ===
        'page picture',
    );
    const { shown, lcp } = (await page.evaluate(() => {
      const record = window as unknown as { __shown: unknown[]; __lcp: unknown[] };
      return { shown: record.__shown, lcp: record.__lcp };
    })) as {
      shown: { state: string; width: number; height: number }[];
      lcp: { inShell: boolean; size: number }[];
    };
    // Skeleton, the shell's picture, then the page's: never a loader or an empty band between
    // (nothing at all only in the first frames, before the body was parsed).
    const states = shown.map((step) => step.state);
    expect(states.slice(states[0] === 'nothing' ? 1 : 0)).toEqual([
      'skeleton',
      'shell picture',
      'page picture',
    ]);
    const [shell, live] = [shown.at(-2), shown.at(-1)];
    expect(Math.abs((shell?.width ?? 0) - (live?.width ?? 1))).toBeLessThan(0.5);
    expect(Math.abs((shell?.height ?? 0) - (live?.height ?? 1))).toBeLessThan(0.5);
    // The page's own picture is no larger paint: the shell's stays the largest contentful one.
    expect(lcp.at(-1)?.inShell).toBe(true);
  });
});
