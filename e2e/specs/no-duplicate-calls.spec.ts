import type { Page } from 'playwright-core';
import { paths } from '../../apps/web/src/config/paths.ts';
import { adminSession, investorWithOrder } from '../support/admin.ts';
import { apiCall, logIn, onboardedFreelancer, registerFreelancer } from '../support/api.ts';
import { isServedFileUrl } from '../support/file-urls.ts';
import { uploadPicture } from '../support/pictures.ts';
import { seen, storeToken } from '../support/screen.ts';
import { describe, expect, test } from '../support/test.ts';

/*
 * Issue 30: a page asks the API for each thing once. Every /api request a page sends from the
 * navigation until the network is quiet is recorded; none may be sent twice (method + URL), and
 * the profile (owner's and admin's view) reads its sections through the one aggregate
 * `GET /api/freelancer/{id}/profile-page`, not through the section reads.
 */

/** The live notification stream stays open for the whole visit: never "finished". */
const LONG_LIVED = new Set(['/api/notifications/stream']);
/** How long no /api request may be in flight before the page counts as settled. */
const QUIET_MS = 1_000;

interface ApiRecording {
  /** `METHOD /api/path?query` of every API call (G1 files apart), in the order sent. */
  calls: string[];
  /** The G1 files (`/api/files/…`) the page loaded: pictures and videos by URL. */
  files: string[];
  /** Resolves once no API request (the stream apart) was in flight for `QUIET_MS`. */
  settled(): Promise<void>;
}

function recordApi(page: Page): ApiRecording {
  const calls: string[] = [];
  const files: string[] = [];
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const apiPath = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname.startsWith('/api/') ? `${parsed.pathname}${parsed.search}` : null;
  };
  page.on('request', (request) => {
    const path = apiPath(request.url());
    if (!path || LONG_LIVED.has(path)) return;
    if (path.startsWith('/api/files/')) files.push(path);
    else calls.push(`${request.method()} ${path}`);
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    calls,
    files,
    async settled() {
      const deadline = Date.now() + 30_000;
      while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`still loading: ${[...open].length} requests`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** The calls sent more than once, each with its count. */
function duplicates(calls: readonly string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, n]) => n > 1));
}

/** Opens `path` (the session stored first), waits for `ready` and for the network to settle. */
async function visit(
  page: Page,
  path: string,
  token: string | null,
  ready: (page: Page) => Promise<unknown>,
): Promise<ApiRecording> {
  if (token) await storeToken(page.context(), token);
  const recording = recordApi(page);
  await page.goto(path);
  await ready(page);
  await recording.settled();
  return recording;
}

/** An onboarded freelancer with an avatar, a background, an about text and a certificate. */
async function fullFreelancer(baseUrl: string) {
  const freelancer = await onboardedFreelancer(baseUrl, { firstName: 'Ewa', lastName: 'Pełna' });
  const { token } = freelancer;
  const { id } = await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', { token });
  await uploadPicture(baseUrl, token, 'PATCH', '/user/avatar');
  await uploadPicture(baseUrl, token, 'POST', '/freelancer/backgroundPicture');
  const about = new FormData();
  about.append('about', 'Sprzedaję rozwiązania B2B od ośmiu lat.');
  about.append('mainPassion', 'Negocjacje');
  const saved = await fetch(`${baseUrl}/api/about`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: about,
  });
  if (!saved.ok) throw new Error(`PATCH /api/about answered ${saved.status}`);
  await apiCall(baseUrl, 'POST', '/certificate/freelancer', {
    token,
    body: { name: 'Certyfikat', info: 'Wystawca', dateOfObtaining: '2024-03-01' },
  });
  return { ...freelancer, id };
}

/** The section reads the profile made before the aggregate (API.md D), by freelancer id. */
const sectionReads = (id: number) => [
  `GET /api/freelancer/me/${id}`,
  `GET /api/freelancer/bar/${id}`,
  `GET /api/user/avatar/${id}`,
  `GET /api/freelancer/backgroundPicture/${id}`,
  `GET /api/about/freelancer/${id}`,
  `GET /api/certificate/freelancer/${id}`,
  `GET /api/freelancer/tools/${id}`,
  `GET /api/activities/freelancer/${id}`,
  `GET /api/video/freelancer/${id}`,
  `GET /api/freelancer/${id}/portfolios?size=small`,
  `GET /api/opinions/freelancer/${id}`,
  `GET /api/opinions/freelancer/general/${id}`,
  `GET /api/opinions/freelancer/distribution/${id}`,
  `GET /api/workExperience/freelancer/${id}`,
  `GET /api/freelancer/education/${id}`,
  'GET /api/complete/freelancer/me/details',
];

const profileLoaded = async (page: Page) => {
  await seen(page.getByRole('heading', { name: 'Ewa Pełna' }));
  await seen(page.getByRole('heading', { name: 'Wykształcenie' }));
};

describe('every API call of a page is sent once', () => {
  test("the owner's full profile: one aggregate read, pictures by URL", async ({ app, page }) => {
    const owner = await fullFreelancer(app.baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    const recording = await visit(page, paths.freelancer.profile, owner.token, profileLoaded);
    console.info(`owner's profile: ${recording.calls.length} API calls`, recording.calls);

    expect(duplicates(recording.calls)).toEqual({});
    expect(recording.calls).toContain(`GET /api/freelancer/${owner.id}/profile-page`);
    expect(recording.calls.filter((call) => sectionReads(owner.id).includes(call))).toEqual([]);
    // The avatar and the background come as G1 files, one rendition each.
    const background = page.getByRole('img', { name: 'Zdjęcie w tle' });
    expect(isServedFileUrl(page, await background.evaluate(currentSrc), 'webp')).toBe(true);
    expect(await background.getAttribute('fetchpriority')).toBe('high');
    // The HTML's early-fetch script preloaded it from the page's answer, and the <img> used that
    // download: no file twice below.
    const preloaded = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
        (link) => link.href,
      ),
    );
    expect(preloaded).toEqual([await background.evaluate(currentSrc)]);
    expect(duplicates(recording.files)).toEqual({});
    expect(recording.files.length).toBeGreaterThanOrEqual(2);

    // The check fails on a call sent twice: a reload sends the page's read again.
    await page.reload();
    await profileLoaded(page);
    await recording.settled();
    expect(duplicates(recording.calls)).toMatchObject({
      [`GET /api/freelancer/${owner.id}/profile-page`]: 2,
    });
  });

  test("an admin's view of a freelancer's profile", async ({ app, page }) => {
    const freelancer = await fullFreelancer(app.baseUrl);
    const admin = await adminSession(app);
    const recording = await visit(
      page,
      paths.freelancer.profileById.to(freelancer.id),
      admin.token,
      profileLoaded,
    );
    console.info(`admin's view: ${recording.calls.length} API calls`, recording.calls);
    expect(duplicates(recording.calls)).toEqual({});
    expect(recording.calls).toContain(`GET /api/freelancer/${freelancer.id}/profile-page`);
    expect(recording.calls.filter((call) => sectionReads(freelancer.id).includes(call))).toEqual(
      [],
    );
  });

  test('after an edit, the section reads refetch (the aggregate is not sent again)', async ({
    app,
    page,
  }) => {
    const owner = await fullFreelancer(app.baseUrl);
    const recording = await visit(page, paths.freelancer.profile, owner.token, profileLoaded);
    const before = recording.calls.length;
    // A certificate added elsewhere shows after the owner's own save invalidates the profile.
    await page.getByRole('button', { name: 'Edytuj dane o mnie' }).click();
    const dialog = await seen(page.getByRole('dialog', { name: 'Edytuj dane o mnie' }));
    await dialog.getByRole('textbox', { name: /O mnie/ }).fill('Nowy tekst o mnie.');
    await dialog.getByRole('button', { name: /^Zapisz/ }).click();
    await seen(page.getByText('Nowy tekst o mnie.'));
    await recording.settled();
    const after = recording.calls.slice(before);
    expect(after).toContain(`GET /api/about/freelancer/${owner.id}`);
    expect(after).not.toContain(`GET /api/freelancer/${owner.id}/profile-page`);
  });

  test('the onboarding, the login and the admin list of freelancers', async ({ app, browser }) => {
    const admin = await adminSession(app);
    const newcomer = await registerFreelancer(app.baseUrl);
    const newcomerToken = await logIn(app.baseUrl, newcomer.email, newcomer.password);
    const pages: [string, string | null, (page: Page) => Promise<unknown>][] = [
      [
        paths.freelancer.onboarding,
        newcomerToken,
        (page) => seen(page.getByRole('button', { name: /Dalej|Przejdź dalej/ })),
      ],
      [paths.login, null, (page) => seen(page.getByRole('button', { name: 'Zaloguj się' }))],
      [
        paths.admin.freelancers,
        admin.token,
        (page) => seen(page.getByRole('table').getByRole('row').nth(1)),
      ],
    ];
    for (const [path, token, ready] of pages) {
      const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'pl-PL' });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      const recording = await visit(page, path, token, ready);
      console.info(`${path}: ${recording.calls.length} API calls`, recording.calls);
      expect({ path, duplicates: duplicates(recording.calls) }).toEqual({ path, duplicates: {} });
      await context.close();
    }
  });

  test("the freelancer's Pulpit and the investor's order page", async ({ app, browser }) => {
    const order = await investorWithOrder(app, 'ACTIVE');
    const freelancerId = order.freelancerIds[0];
    if (freelancerId === undefined) throw new Error('the order has no freelancer');
    const freelancer = await onboardedFreelancer(app.baseUrl);
    const pages: [string, string, (page: Page) => Promise<unknown>][] = [
      [
        paths.freelancer.dashboard,
        freelancer.token,
        (page) => seen(page.getByRole('heading', { level: 1 })),
      ],
      [
        paths.investor.order,
        order.investor.token,
        (page) => seen(page.getByRole('heading', { level: 1 })),
      ],
    ];
    for (const [path, token, ready] of pages) {
      const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'pl-PL' });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      const recording = await visit(page, path, token, ready);
      console.info(`${path}: ${recording.calls.length} API calls`, recording.calls);
      expect({ path, duplicates: duplicates(recording.calls) }).toEqual({ path, duplicates: {} });
      await context.close();
    }
  });
});

/** The URL an `<img>` shows (its chosen `srcset` candidate, or `src`). */
function currentSrc(element: Element): string {
  return (element as HTMLImageElement).currentSrc;
}
