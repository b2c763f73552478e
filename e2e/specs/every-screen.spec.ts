import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../apps/web/src/config/paths.ts';
import {
  documentTitle,
  stepTitle,
  titles,
  unavailableTitle,
} from '../../apps/web/src/config/titles.ts';
import { wizardStepTitle } from '../../apps/web/src/features/service-wizard/lib/step-names.ts';
import { investorWithOrder } from '../support/admin.ts';
import { apiCall, logIn, onboardedFreelancer, registerFreelancer } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { clippedControls } from '../support/clipped.ts';
import type { E2eContext } from '../support/context.ts';
import { englishLabels } from '../support/english-labels.ts';
import { registeredInvestor, temporaryInvestor } from '../support/investor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { longestNames } from '../support/long-names.ts';
import { storeToken } from '../support/screen.ts';
import { expect, HARNESS_TIMEOUT_MS, test } from '../support/test.ts';
import { unstyledMantineClasses } from '../support/unstyled.ts';

/**
 * The "every screen" harness (issue 6): every route of apps/web/src/config/paths.ts, opened by the
 * actor who can see it, at 1280 px and 375 px, must have no serious or critical axe-core
 * violation, no horizontal scrolling and its own document title. A route added to paths.ts
 * without an entry in `screens` below fails the first test: add one there.
 */

type Actor =
  | 'anonymous'
  | 'newFreelancer'
  | 'freelancer'
  | 'temporaryInvestor'
  | 'investor'
  /** Issue 28: an investor whose order is realised ('Zrealizowane' on its page). */
  | 'realisedInvestor'
  | 'admin';

/** Ids of the users the actors create, for the routes with a parameter. */
interface Ids {
  freelancerId: number;
  investorId: number;
  /** A service offered to the freelancer actor (issue 25's brief). */
  orderActivityId: number;
  /** That service's order: its conversation (issue 26) has a message of the admin. */
  orderId: number;
  /** The investor actor's order #1 (issue 27: 'Moje zlecenia' and its page). */
  investorOrderId: number;
  /** The realised investor's order #1. */
  realisedOrderId: number;
}

interface Visit {
  actor: Actor;
  /** What to open; the route itself by default. */
  url?: string | ((ids: Ids) => string);
  /** The path the visit must end on: a redirect's target; the opened path by default. */
  lands?: string | ((ids: Ids) => string);
  /** The page part of the document title (config/titles.ts). */
  title: string;
  /**
   * Which screen is shown, for the rule that two different screens never share a title: the
   * landing path by default. Routes showing the same screen name it alike.
   */
  screen?: string;
  /** Also open the user menu and check the page with it open. */
  withMenu?: boolean;
  /** Also open the notification bell's panel (issue 25) and check the page with it open. */
  withBell?: boolean;
}

const notFound = { title: titles.notFound, screen: paths.notFound } as const;

/** One or more visits per route of paths.ts (a plain path or a pattern), keyed by it. */
const screens: Record<string, Visit[]> = {
  [paths.home]: [
    { actor: 'anonymous', lands: paths.login, title: titles.login },
    { actor: 'admin', lands: paths.admin.root, title: titles.admin.root },
  ],
  [paths.login]: [{ actor: 'anonymous', title: titles.login }],
  [paths.registration]: [{ actor: 'anonymous', title: titles.registration }],
  [paths.resetPassword]: [{ actor: 'anonymous', title: titles.resetPassword }],
  // The token is only checked on submit: any token shows the form.
  [paths.setPassword.pattern]: [
    { actor: 'anonymous', url: paths.setPassword.to('token-z-e-maila'), title: titles.setPassword },
  ],
  [paths.setPassword.bare]: [{ actor: 'anonymous', ...notFound }],
  // Opening it sends the token; an unknown one shows the screen with its error banner.
  [paths.verifyEmail.pattern]: [
    { actor: 'anonymous', url: paths.verifyEmail.to('token-z-e-maila'), title: titles.verifyEmail },
  ],
  [paths.terms]: [{ actor: 'anonymous', title: titles.terms }],
  [paths.privacy]: [{ actor: 'anonymous', title: titles.privacy }],
  [paths.notFound]: [{ actor: 'anonymous', ...notFound }],
  // The spec's dashboard link leads to the freelancer's Pulpit (issue 25).
  [paths.dashboard]: [
    { actor: 'freelancer', lands: paths.freelancer.dashboard, title: titles.freelancer.dashboard },
  ],
  [paths.freelancer.dashboard]: [{ actor: 'freelancer', title: titles.freelancer.dashboard }],
  [paths.freelancer.orders]: [{ actor: 'freelancer', title: titles.freelancer.orders }],
  [paths.freelancer.orderById.pattern]: [
    {
      actor: 'freelancer',
      url: ({ orderActivityId }) => paths.freelancer.orderById.to(orderActivityId),
      title: titles.freelancer.orderById,
      screen: paths.freelancer.orderById.pattern,
    },
  ],
  [paths.freelancer.products]: [{ actor: 'freelancer', title: titles.freelancer.products }],
  [paths.freelancer.guardians]: [{ actor: 'freelancer', title: titles.freelancer.guardians }],
  [paths.freelancer.onboardingStart]: [
    { actor: 'newFreelancer', title: titles.freelancer.onboardingStart },
    { actor: 'freelancer', lands: paths.freelancer.profile, title: titles.freelancer.profile },
  ],
  [paths.freelancer.onboarding]: [
    {
      actor: 'newFreelancer',
      title: stepTitle(titles.freelancer.onboarding, 1, 10, 'Doświadczenie w sprzedaży'),
    },
    { actor: 'freelancer', lands: paths.freelancer.profile, title: titles.freelancer.profile },
  ],
  [paths.freelancer.profile]: [
    { actor: 'freelancer', title: titles.freelancer.profile, withMenu: true },
    // The own profile is a freelancer's: the guard sends an admin to the admin landing.
    { actor: 'admin', lands: paths.admin.root, title: titles.admin.root },
  ],
  [paths.freelancer.profileById.pattern]: [
    {
      actor: 'admin',
      url: ({ freelancerId }) => paths.freelancer.profileById.to(freelancerId),
      title: titles.freelancer.profileById,
      screen: paths.freelancer.profileById.pattern,
    },
    // A freelancer opening its own id sees its own profile, edit buttons included.
    {
      actor: 'freelancer',
      url: ({ freelancerId }) => paths.freelancer.profileById.to(freelancerId),
      title: titles.freelancer.profile,
      screen: paths.freelancer.profile,
    },
    // An investor reads only the freelancers assigned to their order: any other is not found.
    {
      actor: 'investor',
      url: ({ freelancerId }) => paths.freelancer.profileById.to(freelancerId),
      title: titles.notFound,
      screen: paths.notFound,
    },
  ],
  [paths.investor.start]: [
    { actor: 'anonymous', title: titles.investor.start },
    { actor: 'investor', title: titles.investor.start },
  ],
  // A new investor's order has no funnel stage: the wizard opens on step 0. The other steps are
  // checked by the wizard's own screen test (e2e/specs/service-wizard-steps.spec.ts).
  [paths.investor.service]: [
    { actor: 'temporaryInvestor', title: wizardStepTitle(0), screen: paths.investor.service },
    { actor: 'investor', title: wizardStepTitle(0), screen: paths.investor.service },
  ],
  // Issue 27: the current order's page, 'Moje zlecenia' and any order's page.
  [paths.investor.order]: [
    {
      actor: 'investor',
      lands: ({ investorOrderId }) => paths.investor.orderById.to(investorOrderId),
      title: titles.investor.orderById,
      screen: paths.investor.orderById.pattern,
    },
    { actor: 'temporaryInvestor', lands: paths.investor.start, title: titles.investor.start },
    { actor: 'freelancer', lands: paths.freelancer.profile, title: titles.freelancer.profile },
  ],
  [paths.investor.orders]: [
    { actor: 'investor', title: titles.investor.orders },
    { actor: 'realisedInvestor', title: titles.investor.orders },
    { actor: 'temporaryInvestor', lands: paths.investor.start, title: titles.investor.start },
  ],
  [paths.investor.orderById.pattern]: [
    {
      actor: 'investor',
      url: ({ investorOrderId }) => paths.investor.orderById.to(investorOrderId),
      title: titles.investor.orderById,
      screen: paths.investor.orderById.pattern,
    },
    {
      actor: 'realisedInvestor',
      url: ({ realisedOrderId }) => paths.investor.orderById.to(realisedOrderId),
      title: titles.investor.orderById,
      screen: paths.investor.orderById.pattern,
    },
  ],
  [paths.investor.onboarding]: [
    {
      actor: 'temporaryInvestor',
      title: stepTitle(titles.investor.onboarding, 1, 8, 'Cele sprzedaży'),
    },
  ],
  [paths.investor.onboardingSummary]: [
    { actor: 'temporaryInvestor', title: titles.investor.onboardingSummary },
    { actor: 'investor', title: titles.investor.onboardingSummary },
  ],
  // Issue 25: the account settings of freelancers and registered investors; admins keep theirs.
  [paths.account.details]: [
    { actor: 'freelancer', title: titles.account.details },
    { actor: 'investor', title: titles.account.details },
    { actor: 'admin', lands: paths.admin.editData, title: titles.admin.editData },
  ],
  [paths.account.password]: [
    { actor: 'freelancer', title: titles.account.password },
    { actor: 'investor', title: titles.account.password },
  ],
  // Opening it sends the token; an unknown one shows the screen with its error banner.
  [paths.account.emailChange.pattern]: [
    {
      actor: 'anonymous',
      url: paths.account.emailChange.to('token-z-e-maila'),
      title: titles.account.emailChange,
    },
  ],
  [paths.admin.root]: [{ actor: 'admin', title: titles.admin.root, withMenu: true }],
  [paths.admin.orders]: [{ actor: 'admin', title: titles.admin.orders }],
  [paths.admin.investors]: [{ actor: 'admin', title: titles.admin.investors }],
  [paths.admin.investorById.pattern]: [
    {
      actor: 'admin',
      url: ({ investorId }) => paths.admin.investorById.to(investorId),
      title: titles.admin.investorById,
      screen: paths.admin.investorById.pattern,
    },
  ],
  [paths.admin.freelancers]: [{ actor: 'admin', title: titles.admin.freelancers }],
  [paths.admin.editData]: [{ actor: 'admin', title: titles.admin.editData }],
  // Every role's notifications and 'Ustawienia' (issue 25), with the bell's panel open.
  [paths.notifications]: [
    { actor: 'freelancer', title: titles.notifications, withBell: true },
    { actor: 'investor', title: titles.notifications, withBell: true },
    { actor: 'admin', title: titles.notifications, withBell: true },
  ],
  [paths.settings]: [
    { actor: 'freelancer', title: titles.settings },
    { actor: 'investor', title: titles.settings },
    { actor: 'admin', title: titles.settings },
  ],
  // Issue 26: every role's conversations (the temporary investor has none) and one thread.
  [paths.messages.root]: [
    { actor: 'freelancer', title: titles.messages.root },
    { actor: 'investor', title: titles.messages.root },
    { actor: 'admin', title: titles.messages.root },
    { actor: 'temporaryInvestor', lands: paths.investor.start, title: titles.investor.start },
  ],
  [paths.messages.thread.pattern]: [
    {
      actor: 'freelancer',
      url: ({ orderId }) => paths.messages.thread.to(orderId),
      title: titles.messages.thread,
      screen: paths.messages.thread.pattern,
    },
    {
      actor: 'admin',
      url: ({ orderId }) => paths.messages.thread.to(orderId),
      title: titles.messages.thread,
      screen: paths.messages.thread.pattern,
    },
  ],
};

/** Paths that no entry of paths.ts names: the router's catch-all. */
const unnamed: Record<string, Visit[]> = {
  '/nie-ma-takiej-strony': [{ actor: 'anonymous', ...notFound }],
};

/** The phone width first: each screen is loaded at it, then widened. */
const widths = [375, 1280] as const;

function viewport(width: number) {
  return { width, height: width < 600 ? 812 : 900 };
}

/** Every path and pattern of paths.ts: each string in the object, at any depth. */
function routesOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return []; // the `to` builders
  return Object.values(tree).flatMap(routesOf);
}

test('every route of config/paths.ts has an entry in the harness', () => {
  const routes = routesOf(paths);
  expect(routes.filter((route) => !(route in screens))).toEqual([]);
  // An entry for a route that paths.ts no longer has is stale.
  expect(Object.keys(screens).filter((route) => !routes.includes(route))).toEqual([]);
});

interface Failure {
  route: string;
  actor: Actor;
  width: number;
  problem: string;
}

test(
  'every screen at 1280 px and 375 px: axe, no sideways scrolling, its own title',
  async ({ browser, app }) => {
    const { tokens, ids } = await createActors(app);
    const failures: Failure[] = [];
    /** Title → the screens that showed it. */
    const screensByTitle = new Map<string, Set<string>>();

    const visits = [...Object.entries(screens), ...Object.entries(unnamed)].flatMap(
      ([route, list]) => list.map((visit) => ({ route, ...visit })),
    );
    const actors = [...new Set(visits.map((visit) => visit.actor))];

    // One browser context per actor; the actors run in two lanes to use both cores.
    const lanes = [actors.filter((_, i) => i % 2 === 0), actors.filter((_, i) => i % 2 === 1)];
    await Promise.all(
      lanes.map(async (lane) => {
        for (const actor of lane) {
          const context = await actorContext(browser, app, tokens[actor]);
          const page = await context.newPage();
          for (const visit of visits.filter((v) => v.actor === actor)) {
            const failAt = (width: number) => (problem: string) =>
              failures.push({ route: visit.route, actor, width, problem });
            try {
              const url =
                typeof visit.url === 'function' ? visit.url(ids) : (visit.url ?? visit.route);
              const lands =
                typeof visit.lands === 'function'
                  ? visit.lands(ids)
                  : (visit.lands ?? new URL(url, app.baseUrl).pathname);
              const expected = documentTitle(visit.title);
              // Loaded on a phone first (where a layout fixed at mount time would show), then the
              // same page widened: one load and one axe injection serve both widths.
              const [phone, desktop] = widths;
              await page.setViewportSize(viewport(phone));
              const shown = await open(page, url, lands, expected);
              if (shown.path !== lands) {
                failAt(phone)(`ended on ${shown.path}, expected ${lands}`);
                continue;
              }
              if (shown.title !== expected) {
                failAt(phone)(`title "${shown.title}", expected "${expected}"`);
              }
              const screen = visit.screen ?? lands;
              screensByTitle.set(
                shown.title,
                (screensByTitle.get(shown.title) ?? new Set()).add(screen),
              );
              // A redirect shows a screen that its own entry checks.
              if (visit.lands !== undefined) continue;
              for (const width of [phone, desktop]) {
                if (width !== phone) {
                  await page.setViewportSize(viewport(width));
                  await settled(page);
                }
                await checkPage(page, width, failAt(width));
                if (visit.withMenu) {
                  await page.locator('[aria-haspopup="menu"]').first().click();
                  await page.getByRole('menu').waitFor({ state: 'visible' });
                  // axe measures contrast as painted: wait for the 300 ms fade-in to end.
                  await page.waitForFunction(
                    () =>
                      getComputedStyle(document.querySelector('[role="menu"]') ?? document.body)
                        .opacity === '1',
                  );
                  await checkPage(page, width, (problem) =>
                    failAt(width)(`with the user menu open: ${problem}`),
                  );
                  await page.keyboard.press('Escape');
                  await page.getByRole('menu').waitFor({ state: 'hidden' });
                  // Off every control: a hover tooltip must not open at the next width.
                  await page.mouse.move(0, 0);
                }
                if (visit.withBell) {
                  await page.getByRole('button', { name: /^Powiadomienia/ }).click();
                  const panel = page.getByRole('dialog');
                  await panel
                    .getByRole('link', { name: 'Zobacz wszystkie powiadomienia' })
                    .waitFor();
                  await page.waitForFunction(
                    () =>
                      getComputedStyle(document.querySelector('[role="dialog"]') ?? document.body)
                        .opacity === '1',
                  );
                  await checkPage(page, width, (problem) =>
                    failAt(width)(`with the notification panel open: ${problem}`),
                  );
                  await page.keyboard.press('Escape');
                  await panel.waitFor({ state: 'hidden' });
                  await page.mouse.move(0, 0);
                }
              }
            } catch (error) {
              // A screen that never settles is one more line of the report, not the end of the run.
              failAt(0)(`could not be checked: ${(error as Error).message.split('\n')[0]}`);
            }
          }
          await context.close();
        }
      }),
    );

    for (const [title, shown] of screensByTitle) {
      if (title === 'Handlowo' || !title.endsWith(' – Handlowo')) {
        failures.push({
          route: [...shown].join(', '),
          actor: 'anonymous',
          width: 0,
          problem: `title "${title}" is not page-specific`,
        });
      }
      if (shown.size > 1) {
        failures.push({
          route: [...shown].join(', '),
          actor: 'anonymous',
          width: 0,
          problem: `different screens share the title "${title}"`,
        });
      }
    }

    const report = failures
      .sort((a, b) => a.route.localeCompare(b.route) || b.width - a.width)
      .map((f) => `${f.route} [${f.actor}] ${f.width ? `@${f.width}px` : ''}: ${f.problem}`);
    expect(report).toEqual([]);
    // It walks every screen, so it grows with each one: 75 s on an idle 2-core VM, more than the
    // suite's 90 s when the machine is busy. Every wait inside still has its own 30 s limit.
  },
  HARNESS_TIMEOUT_MS,
);

/**
 * Screens that are states rather than routes, held to the same rules. The service-unavailable
 * screen shows when "me" gets no answer or a 5xx (retried twice first).
 */
test('the service-unavailable screen at 1280 px and 375 px', async ({ browser, app }) => {
  const { token } = await onboardedFreelancer(app.baseUrl);
  const context = await actorContext(browser, app, token);
  const page = await context.newPage();
  await page.route('**/api/freelancer/me', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Serwis jest chwilowo niedostępny.',
        code: 'DATABASE_UNAVAILABLE',
      }),
    }),
  );
  const failures: string[] = [];
  await page.setViewportSize(viewport(375));
  await page.goto(paths.freelancer.profile);
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).waitFor();
  expect(await page.title()).toBe(documentTitle(unavailableTitle));
  for (const width of widths) {
    await page.setViewportSize(viewport(width));
    await settled(page);
    await checkPage(page, width, (problem) => failures.push(`@${width}px: ${problem}`));
  }
  await context.close();
  expect(failures).toEqual([]);
});

/**
 * Session tokens of each actor (anonymous has none) and the ids the parameterised routes use.
 * The users carry the longest surname and company the contract accepts (issue 28), so every
 * screen that shows them, the admin's lists included, is checked for sideways scroll with them.
 */
async function createActors(app: E2eContext) {
  const { baseUrl } = app;
  const [newFreelancer, freelancer, temporary, investor, admin, realised] = await Promise.all([
    registerFreelancer(baseUrl, longestNames).then((user) =>
      logIn(baseUrl, user.email, user.password),
    ),
    onboardedFreelancer(baseUrl, longestNames),
    temporaryInvestor(baseUrl),
    registeredInvestor(baseUrl, longestNames),
    logIn(baseUrl, app.adminEmail, app.adminPassword),
    investorWithOrder(app, 'REALIZED'),
  ]);
  const me = <T>(path: string, token: string) => apiCall<T>(baseUrl, 'GET', path, { token });
  const [{ id: freelancerId }, { id: investorId, orders }] = await Promise.all([
    me<{ id: number }>('/freelancer/me', freelancer.token),
    me<{ id: number; orders: { id: number }[] }>('/investor/me', investor.token),
  ]);
  const investorOrderId = orders[0]?.id;
  if (investorOrderId === undefined) throw new Error('the investor has no order');
  // The freelancer is offered a service of an order with a guardian and a product, so the
  // workspace's screens (issue 25) show content rather than their empty states.
  const offered = await investorWithOrder(app, 'VERYFICATION');
  const orderActivityId = offered.serviceIds[0];
  if (orderActivityId === undefined) throw new Error('the arranged order has no service');
  await apiCall(baseUrl, 'PATCH', `/order-activity/${orderActivityId}/freelancer/${freelancerId}`, {
    token: admin,
  });
  // The order's conversation (issue 26) shows a message with a link rather than its empty state.
  await apiCall(baseUrl, 'POST', `/orders/${offered.orderId}/messages`, {
    token: admin,
    body: { text: 'Dzień dobry! Szczegóły zlecenia: https://handlowo.example.pl/zlecenie' },
  });
  const tokens: Record<Actor, string | null> = {
    anonymous: null,
    newFreelancer,
    freelancer: freelancer.token,
    temporaryInvestor: temporary,
    investor: investor.token,
    realisedInvestor: realised.investor.token,
    admin,
  };
  return {
    tokens,
    ids: {
      freelancerId,
      investorId,
      orderActivityId,
      orderId: offered.orderId,
      investorOrderId,
      realisedOrderId: realised.orderId,
    },
  };
}

/** A context whose every page starts with the actor's session in localStorage. */
async function actorContext(
  browser: Browser,
  app: E2eContext,
  token: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(30_000);
  if (token) {
    await storeToken(context, token);
  }
  return context;
}

/**
 * Opens `url` and waits until the screen has settled: on `lands`, with `title`, no spinner or
 * skeleton. Gives up after a while and returns what is shown then, for the report.
 */
async function open(page: Page, url: string, lands: string, title: string) {
  await page.goto(url);
  await page
    .waitForFunction(
      (expected) =>
        window.location.pathname === expected.path &&
        // The prerendered page carries its route's title until the screen's own replaces it:
        // after a redirect, that is the first page's until the target has drawn.
        document.title === expected.title &&
        // The app has taken the prerendered page over (apps/web/build/prerender.ts).
        !document.querySelector('#root[inert]') &&
        !document.querySelector('[aria-label="Ładowanie"], .mantine-Skeleton-root'),
      { path: lands, title },
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  await settled(page);
  return page.evaluate(() => ({ path: window.location.pathname, title: document.title }));
}

/** Waits for web fonts and two frames, so that layout has settled before measuring. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function checkPage(page: Page, width: number, fail: (problem: string) => void) {
  for (const violation of await seriousViolations(page)) {
    fail(
      `axe ${violation.impact} ${violation.id} (${violation.help}) on ${violation.targets.join(' | ')}; first: ${violation.example}`,
    );
  }
  const { overflow, culprits } = await horizontalOverflow(page);
  if (overflow > 0) {
    fail(`${overflow} px wider than the ${width} px viewport: ${culprits.join('; ')}`);
  }
  for (const part of await unstyledMantineClasses(page)) {
    fail(`${part} has no loaded stylesheet: import its Mantine sheet where it is rendered`);
  }
  // Issue 28: a control's label or value is never cut ('Napisz mai').
  for (const cut of await clippedControls(page)) fail(`cut text: ${cut}`);
  // Issue 28: library defaults ('Toggle password visibility', 'Slide 1 of 3') get Polish labels.
  for (const label of await englishLabels(page)) fail(`English screen-reader text: ${label}`);
}
