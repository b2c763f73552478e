import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminSession, investorWithOrder } from '../support/admin.ts';
import { apiCall, newUser, passOnboarding } from '../support/api.ts';
import { logInThroughForm, registerThroughForm } from '../support/flows.ts';
import { writeMessage } from '../support/messages.ts';
import { openCropStep, samplePicture } from '../support/profile-media-modal-cases.ts';
import { openProfile } from '../support/profile-modals.ts';
import { atPath, seen, seenText, storedToken } from '../support/screen.ts';
import { describe, expect, test } from '../support/test.ts';
import {
  type Instance,
  sentMails,
  startTwoInstances,
  type TwoInstances,
} from '../support/two-instances.ts';

/*
 * Issue 29, "Two instances, proven": two product servers on one PostgreSQL and one S3 server
 * behind a round-robin proxy, driven through the proxy in Chromium. Media stored through one
 * instance are read from the other, live events written through A reach a page streaming from B,
 * each job runs once, both reference-data caches follow a change to the shared database, and a
 * rolling restart (A, then B) loses none of the browser's requests.
 *
 * The tests run in order on one pair of instances and share the journey (the freelancer who
 * registers in the first is offered an order in the second...): a failure early fails the rest.
 */

const STREAM = '/api/notifications/stream';

let world: TwoInstances;
let context: BrowserContext;
let page: Page;
const journey = {
  email: '',
  token: '',
  freelancerId: 0,
  orderId: 0,
  pictureUrl: '',
};
/** Every answer and failure the browser saw through the proxy. */
const seenByBrowser = { statuses: [] as { url: string; status: number }[], failed: [] as string[] };

beforeAll(async () => {
  world = await startTwoInstances();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await world?.dispose();
}, 60_000);

/** The test's own request straight to one instance, past the proxy. */
const direct = (instance: Instance, path: string, token: string) =>
  fetch(`${instance.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Which instance the proxy gave a response to (its `x-proxy-target` header). */
function servedBy(response: Response | globalThis.Response): Instance {
  const header =
    'headerValue' in response
      ? response.headers()['x-proxy-target']
      : response.headers.get('x-proxy-target');
  return header === '1' ? world.b : world.a;
}

async function proxiedContext(browser: Browser): Promise<BrowserContext> {
  const created = await browser.newContext({
    baseURL: world.proxy.url,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: 1280, height: 900 },
  });
  created.setDefaultTimeout(30_000);
  created.on('response', (response) => {
    seenByBrowser.statuses.push({ url: response.url(), status: response.status() });
  });
  created.on('requestfailed', (request) => {
    seenByBrowser.failed.push(
      `${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
    );
  });
  return created;
}

/** A mark a reload would wipe out: what arrives after it came without one. */
async function markPage(target: Page): Promise<() => Promise<boolean>> {
  await target.evaluate(() => {
    (window as unknown as { twoMark: boolean }).twoMark = true;
  });
  return () => target.evaluate(() => (window as unknown as { twoMark?: boolean }).twoMark === true);
}

describe('two instances behind a round-robin proxy', () => {
  test('register, onboard, and media stored through one instance are served by the other', async ({
    browser,
  }) => {
    context = await proxiedContext(browser);
    page = await context.newPage();
    const user = newUser();
    journey.email = user.email;
    await registerThroughForm(page, user);
    await seenText(
      page,
      'Użytkownik został zarejestrowany. Za chwilę przekierujemy Cię na stronę logowania.',
    );
    await atPath(page, '/login');
    await logInThroughForm(page, user.email, user.password);
    await atPath(page, '/freelancer/onboarding/start');
    journey.token = (await storedToken(page)) ?? '';
    // The questionnaire's screens have their own specs: its answers go through the API here.
    await passOnboarding(world.proxy.url, journey.token);
    journey.freelancerId = (
      await apiCall<{ id: number }>(world.proxy.url, 'GET', '/freelancer/me', {
        token: journey.token,
      })
    ).id;

    // The avatar, cropped and saved in the browser: the upload lands on one instance...
    await openProfile(page);
    await page.getByRole('button', { name: /^(Dodaj|Edytuj) awatar$/ }).click();
    const dialog = page.getByRole('dialog');
    await openCropStep(dialog, await samplePicture('png', { width: 900, height: 600 }));
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/avatar') && response.request().method() === 'PATCH',
      ),
      dialog.getByRole('button', { name: 'Zapisz zdjęcie', exact: true }).click(),
    ]);
    expect(saved.status()).toBe(204);
    const uploader = servedBy(saved);
    const other = uploader === world.a ? world.b : world.a;
    // ...and the other reads it from the shared storage (each instance has its own DATA_DIR).
    const avatars = await Promise.all(
      [uploader, other].map(async (instance) => {
        const answer = await direct(
          instance,
          `/api/user/avatar/${journey.freelancerId}`,
          journey.token,
        );
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { pictureData: string }).pictureData;
      }),
    );
    expect(avatars[1]).toMatch(/^data:image\/\w+;base64,/);
    expect(avatars[1]).toBe(avatars[0]);

    // G1: a portfolio picture uploaded through the proxy, its file read straight from each.
    const picture = await samplePicture('jpeg', { width: 640, height: 480 });
    const form = new FormData();
    form.set('title', 'Kampania mailingowa');
    form.set(
      'picture',
      new Blob([new Uint8Array(picture.buffer)], { type: 'image/jpeg' }),
      'projekt.jpg',
    );
    const created = await fetch(`${world.proxy.url}/api/freelancer/portfolios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${journey.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    journey.pictureUrl = new URL(
      ((await created.json()) as { pictureUrl: string }).pictureUrl,
      world.proxy.url,
    ).pathname;
    const storedBy = servedBy(created);
    const files = await Promise.all(
      [storedBy, storedBy === world.a ? world.b : world.a].map(async (instance) => {
        const answer = await direct(instance, journey.pictureUrl, journey.token);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^image\//);
        return Buffer.from(await answer.arrayBuffer());
      }),
    );
    expect(files[1]?.length).toBeGreaterThan(1000);
    expect(files[1]?.equals(files[0] as Buffer)).toBe(true);
  });

  test('an offer and a message written through A arrive live on a page streaming from B', async () => {
    const admin = await adminSession(world.admin);
    const order = await investorWithOrder(world.admin, 'VERYFICATION', { admin });
    const serviceId = order.serviceIds[0] ?? 0;
    journey.orderId = order.orderId;

    // The page's live stream is opened while the proxy sends everything to B.
    world.proxy.pin(1);
    const streamOpened = page.waitForResponse((response) => response.url().endsWith(STREAM));
    await page.goto('/freelancer/dashboard');
    const stream = await streamOpened;
    world.proxy.pin(null);
    expect(servedBy(stream)).toBe(world.b);
    const streams: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(STREAM)) streams.push(servedBy(response).name);
    });
    await seen(page.getByRole('button', { name: 'Powiadomienia', exact: true }));
    const notReloaded = await markPage(page);

    // The admin offers the service to the freelancer on A: the bell on B's stream rings.
    await apiCall(
      world.a.baseUrl,
      'PATCH',
      `/order-activity/${serviceId}/freelancer/${journey.freelancerId}`,
      { token: admin.token },
    );
    await seen(page.getByRole('button', { name: 'Powiadomienia: 1 nieprzeczytane powiadomienie' }));

    // The freelancer accepts in another tab (through the proxy, either instance).
    const tab = await context.newPage();
    await tab.goto(`/freelancer/orders/${serviceId}`);
    await tab.getByRole('button', { name: 'Przyjmij zlecenie' }).click();
    await seenText(tab, /Przyjęto zlecenie/);
    await tab.close();

    // The investor writes on A: the first page's counter of unread messages follows.
    await writeMessage(world.a.baseUrl, order.investor.token, order.orderId, 'Dzień dobry!');
    await seen(page.getByRole('link', { name: /^Wiadomości: 1 nieprzeczytana/ }));
    expect(await notReloaded()).toBe(true);
    // The stream was never re-opened elsewhere meanwhile: B alone delivered both.
    expect(streams).toEqual([]);
  });

  test('each job of the journey ran once, whichever worker claimed it', async () => {
    const open = async () =>
      (
        await world.sql<{ count: string }>(
          `select count(*) from jobs where kind = 'mail' and state in ('PENDING', 'RUNNING')`,
        )
      )[0]?.count;
    await expect.poll(open, { timeout: 15_000, interval: 200 }).toBe('0');
    const done = await world.sql<{ id: number }>(
      `select id from jobs where kind = 'mail' and state = 'DONE' order by id`,
    );
    const mails = await sentMails([world.a, world.b]);
    // The verification mail of the browser's registration among them.
    const verification = mails.filter(
      (mail) => mail.to.includes(journey.email) && mail.text.includes('/verify-email/'),
    );
    expect(verification).toHaveLength(1);
    expect(done.length).toBeGreaterThan(0);
    // A mail's Message-ID names its job: one file per job, in one of the two outboxes.
    const perJob = done.map(
      ({ id }) => mails.filter((mail) => mail.messageId.startsWith(`<job-${id}-`)).length,
    );
    expect(perJob).toEqual(done.map(() => 1));
    expect(mails).toHaveLength(done.length);
  });

  test('both reference-data caches see a change to the shared database within their recheck', async () => {
    const sectorsOn = async (instance: Instance, etag?: string) => {
      const answer = await fetch(`${instance.baseUrl}/api/sectors`, {
        headers: {
          authorization: `Bearer ${journey.token}`,
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      });
      const text = answer.status === 200 ? await answer.text() : '';
      return { status: answer.status, etag: answer.headers.get('etag') ?? '', text };
    };
    const before = await sectorsOn(world.b);
    expect(before.status).toBe(200);
    expect((await sectorsOn(world.b, before.etag)).status).toBe(304);

    // No route edits the dictionaries (ADR 010: only the seed at start does, as a newer deploy's
    // instance would): the change is committed on the database both share, as that seed does,
    // while B holds the list in its cache.
    const [sector] = await world.sql<{ id: number; name: string }>(
      `update sectors set name = name || ' i hurt' where id = (select min(id) from sectors)
       returning id, name`,
    );
    const changed = Date.now();
    await expect
      .poll(async () => (await sectorsOn(world.a)).text.includes(`"${sector?.name}"`), {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(true);
    // B answers its old tag with the new list, not a 304, within about a second.
    await expect
      .poll(async () => (await sectorsOn(world.b, before.etag)).status, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(200);
    expect(Date.now() - changed).toBeLessThan(3_000);
    const after = await sectorsOn(world.b);
    expect(after.text).toContain(`"${sector?.name}"`);
    expect(after.etag).not.toBe(before.etag);
    // Identical data, identical bytes: both instances give one tag.
    expect((await sectorsOn(world.a)).etag).toBe(after.etag);
  });

  test('a rolling restart, A then B, while the browser reads and writes: no request fails', async () => {
    const { orderId, freelancerId, pictureUrl } = journey;
    // The journey so far had no server error either.
    expect(seenByBrowser.statuses.filter(({ status }) => status >= 500)).toEqual([]);
    seenByBrowser.statuses.length = 0;
    seenByBrowser.failed.length = 0;
    const requestsBefore = [...world.proxy.stats.requests];
    await page.goto(`/messages/${orderId}`);
    const thread = page.getByRole('log', { name: 'Wiadomości w rozmowie' });
    await seen(thread.getByText('Dzień dobry!'));

    // The journey's reads, and one message written through the screen, over and over.
    const reads = [
      '/api/freelancer/me',
      '/api/sectors',
      `/api/user/avatar/${freelancerId}`,
      `/api/freelancer/${freelancerId}/portfolios?size=small`,
      `/api/orders/${orderId}/messages`,
      '/api/notifications/unread-count',
      pictureUrl,
    ];
    let running = true;
    let rounds = 0;
    let loopFailure: unknown;
    const loop = (async () => {
      while (running) {
        rounds += 1;
        await page.evaluate(async (paths) => {
          const headers = { Authorization: `Bearer ${window.localStorage.getItem('token')}` };
          await Promise.all(paths.map((path) => fetch(path, { headers }).then((r) => r.blob())));
        }, reads);
        const composer = page.getByRole('textbox', { name: 'Treść wiadomości' });
        await composer.fill(`Runda ${rounds}`);
        await page.getByRole('button', { name: 'Wyślij' }).click();
        await seen(thread.getByText(`Runda ${rounds}`, { exact: true }));
      }
    })().catch((error: unknown) => {
      loopFailure = error;
    });
    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
    const roundsAt: number[] = [];

    try {
      await pause(1_000);
      expect(await world.a.terminate()).toBe(0);
      roundsAt.push(rounds);
      await world.a.start();
      roundsAt.push(rounds);
      await pause(1_000);
      expect(await world.b.terminate()).toBe(0);
      await world.b.start();
      await pause(1_000);
    } finally {
      running = false;
      await loop;
    }
    if (loopFailure) throw loopFailure;

    // The browser kept working while A was away, and both instances served the loop.
    expect((roundsAt[1] ?? 0) - (roundsAt[0] ?? 0)).toBeGreaterThan(0);
    const served = world.proxy.stats.requests.map((count, i) => count - (requestsBefore[i] ?? 0));
    expect(served.every((count) => count > 0)).toBe(true);
    expect(world.proxy.stats.failed).toBe(0);
    const messages = await apiCall<{ items: { text: string }[] }>(
      world.proxy.url,
      'GET',
      `/orders/${orderId}/messages?limit=100`,
      { token: journey.token },
    );
    expect(messages.items.filter((m) => m.text?.startsWith('Runda '))).toHaveLength(rounds);
    expect(seenByBrowser.statuses.filter(({ status }) => status >= 500)).toEqual([]);
    // The live stream ends on each shutdown, by design (ADR 020: the page reconnects).
    expect(seenByBrowser.failed.filter((failure) => !failure.includes(STREAM))).toEqual([]);
  }, 150_000);
});
