import { createHash } from 'node:crypto';
import { NOTIFICATION_PANEL_SIZE } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { EARLY_FETCH_SCRIPT, inlineScripts, scriptHash } from './early-fetch.ts';
import { runEarlyFetch as runAt, tokenWith } from './run-early-fetch.ts';

const freelancer = tokenWith({ sub: '7', roles: ['FREELANCER'], ver: 0 });
const admin = tokenWith({ sub: '1', roles: ['ADMIN'], ver: 0 });
const investor = tokenWith({ sub: '30', roles: ['INVESTOR'], ver: 0 });

describe('the early-fetch script of the HTML', () => {
  it('does nothing without a token', () => {
    const run = runAt('/freelancer/profile', null);
    expect(run).toMatchObject({ fetched: [], init: undefined, started: undefined, role: null });
    expect(run.head.childElementCount).toBe(0);
  });

  describe("the profile's background", () => {
    const url = 'http://127.0.0.1:3000/api/files/abc.webp';
    const pageWith =
      (body: object, status = 200) =>
      (path: string) =>
        new Response(JSON.stringify(path.endsWith('/profile-page') ? body : {}), { status });
    /** The script's promise chains settle within a few turns of the event loop. */
    const settled = () => new Promise((done) => setTimeout(done, 0));

    it('is preloaded at high priority from the profile page answer, which the app still reads', async () => {
      const run = runAt(
        '/freelancer/profile',
        freelancer,
        undefined,
        pageWith({
          background: { pictureId: 3, pictureUrl: url, smallPictureUrl: null },
        }),
      );
      await settled();
      const links = [...run.head.querySelectorAll('link')];
      expect(links.map((link) => link.outerHTML)).toEqual([
        `<link rel="preload" as="image" href="${url}" fetchpriority="high">`,
      ]);
      const answer = await run.started?.get('/api/freelancer/7/profile-page');
      expect(await answer?.json()).toMatchObject({ background: { pictureUrl: url } });
    });

    const shell =
      '<div data-early-background="background_x"><div class="skeleton"></div></div><p>O mnie</p>';

    it("is painted into the shell's band with the page's class once it has loaded", async () => {
      const run = runAt(
        '/freelancer/profile',
        freelancer,
        undefined,
        pageWith({ background: { pictureId: 3, pictureUrl: url, smallPictureUrl: null } }),
        shell,
      );
      await settled();
      const picture = run.created.find((element) => element.tagName === 'IMG');
      expect(picture?.getAttribute('src')).toBe(url);
      // Until its pixels are there the band keeps its skeleton.
      expect(run.body.querySelector('[data-early-background] .skeleton')).not.toBeNull();
      picture?.dispatchEvent(new Event('load'));
      expect(run.body.querySelector('[data-early-background]')?.innerHTML).toBe(
        `<img class="background_x" alt="" src="${url}">`,
      );
      expect(run.body.querySelector('p')?.textContent).toBe('O mnie');
    });

    it('paints nothing on a page without the band, and nothing without a background', async () => {
      const withPicture = pageWith({ background: { pictureUrl: url } });
      const bandless = runAt('/freelancer/profile', freelancer, undefined, withPicture, '<p></p>');
      const bare = runAt(
        '/freelancer/profile',
        freelancer,
        undefined,
        pageWith({ background: null }),
        shell,
      );
      await settled();
      expect(bandless.created.map((element) => element.tagName)).toEqual(['LINK']);
      expect(bare.created).toEqual([]);
      expect(bare.body.innerHTML).toBe(shell);
    });

    it('is not preloaded without a background, on an error, or on another page', async () => {
      const runs = [
        runAt('/freelancer/profile', freelancer, undefined, pageWith({ background: null })),
        runAt('/freelancer/profile', freelancer, undefined, pageWith({ message: 'x' }, 404)),
        runAt(
          '/freelancer/dashboard',
          freelancer,
          undefined,
          pageWith({ background: { pictureUrl: url } }),
        ),
      ];
      await settled();
      expect(runs.map((run) => run.head.childElementCount)).toEqual([0, 0, 0]);
    });
  });

  it("asks the owner's me and profile page on /freelancer/profile, with the API client's headers", () => {
    const run = runAt('/freelancer/profile', freelancer);
    expect(run.fetched).toEqual(['/api/freelancer/me', '/api/freelancer/7/profile-page']);
    expect(run.init).toEqual({
      headers: { Authorization: `Bearer ${freelancer}`, 'Content-Type': 'application/json' },
    });
    expect([...(run.started?.keys() ?? [])]).toEqual(run.fetched);
    expect(run.role).toBe('FREELANCER');
  });

  it("asks the profile by id for an admin and an investor, and the owner's own by id", () => {
    expect(runAt('/freelancer/profile/12', admin).fetched).toEqual([
      '/api/admin-panel/me',
      '/api/freelancer/12/profile-page',
    ]);
    expect(runAt('/freelancer/profile/012/', investor).fetched).toEqual([
      '/api/investor/me',
      '/api/freelancer/12/profile-page',
    ]);
    expect(runAt('/freelancer/profile/7', freelancer).fetched).toContain(
      '/api/freelancer/7/profile-page',
    );
  });

  it("asks Pulpit's five reads for its freelancer only", () => {
    expect(runAt('/freelancer/dashboard', freelancer).fetched).toEqual([
      '/api/freelancer/me',
      '/api/freelancer/me/assignments?state=OFFERED',
      '/api/freelancer/me/assignments?state=ACCEPTED',
      `/api/notifications?page=0&size=${NOTIFICATION_PANEL_SIZE}`,
      '/api/complete/freelancer/me/details',
      '/api/opinions/freelancer/7',
    ]);
    expect(runAt('/freelancer/Dashboard/', freelancer).fetched).toHaveLength(6);
    for (const path of ['/freelancer/dashboard/x', '/freelancer/orders', '/dashboard']) {
      expect(runAt(path, freelancer).fetched, path).toHaveLength(1);
    }
  });

  it('asks only "me" where the app fetches no profile (another role’s or another’s, bad ids)', () => {
    for (const [path, token] of [
      ['/freelancer/profile', admin],
      ['/freelancer/profile/12', freelancer],
      ['/freelancer/profile/0', admin],
      ['/freelancer/profile/99999999999', admin],
      ['/freelancer/profile/2147483648', admin],
      ['/freelancer/profile/abc', admin],
      ['/freelancer/profile/12/extra', admin],
      ['/admin/freelancers', admin],
      ['/freelancer/dashboard', admin],
      ['/login', freelancer],
    ] as const) {
      expect(runAt(path, token).fetched, path).toHaveLength(1);
    }
  });

  it('never throws: a malformed token, an unknown role, no storage', () => {
    for (const token of [
      'not-a-jwt',
      'a.b.c',
      tokenWith({ sub: '1' }),
      tokenWith({ sub: '1', roles: ['constructor'] }),
      tokenWith({ sub: '1', roles: ['ROOT'] }),
    ]) {
      const run = runAt('/freelancer/profile', token);
      expect(run.fetched, token).toEqual([]);
      expect(run.role, token).toBeNull();
    }
    const blocked = runAt('/freelancer/profile', null, () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(blocked.fetched).toEqual([]);
  });

  it('is one small line, and its CSP hash is the SHA-256 of exactly that text', () => {
    expect(EARLY_FETCH_SCRIPT).not.toContain('\n');
    // In every page: about 2.1 kB with Pulpit's reads and the background's preload and paint
    // (issue 30), some 1,080 bytes gzip.
    expect(EARLY_FETCH_SCRIPT.length).toBeLessThan(2200);
    const digest = createHash('sha256').update(EARLY_FETCH_SCRIPT).digest('base64');
    expect(scriptHash(EARLY_FETCH_SCRIPT)).toBe(`'sha256-${digest}'`);
  });

  it('finds the inline scripts of a page, not those with a src', () => {
    const html = `<head><script>${EARLY_FETCH_SCRIPT}</script><script type="module" crossorigin src="/a.js"></script></head><body><script>x()</script>`;
    expect(inlineScripts(html)).toEqual([EARLY_FETCH_SCRIPT, 'x()']);
  });
});
