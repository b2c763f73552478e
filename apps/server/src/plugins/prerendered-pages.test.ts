import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { pageMatcher, readPrerenderedManifest } from './prerendered-pages.ts';

/** The shapes of the web build's manifest (apps/web/build/prerender.ts, its patterns paths.ts). */
const pages = {
  '/login': 'login.html',
  '/freelancer/profile': 'freelancer-profile.html',
  '/freelancer/profile/:id': 'freelancer-profile-by-id.html',
  '/freelancer/onboarding': 'freelancer-onboarding.html',
  '/freelancer/onboarding/start': 'freelancer-onboarding-start.html',
  '/investor/orders': 'investor-orders.html',
  '/investor/orders/:orderId': 'investor-order-by-id.html',
  '/admin/investors/:id': 'admin-investor.html',
  '/set-password/:token': 'set-password.html',
};

describe('the route → prerendered page mapping', () => {
  const pageFor = pageMatcher(pages);

  it('answers a static path with its page, whatever the query, fragment or trailing slash', () => {
    expect(pageFor('/login')).toBe('login.html');
    expect(pageFor('/login?redirect=%2Fadmin')).toBe('login.html');
    expect(pageFor('/login#x')).toBe('login.html');
    expect(pageFor('/freelancer/profile/')).toBe('freelancer-profile.html');
    expect(pageFor('/freelancer/onboarding/start')).toBe('freelancer-onboarding-start.html');
  });

  it('answers paths with ids and tokens by their pattern', () => {
    expect(pageFor('/freelancer/profile/123')).toBe('freelancer-profile-by-id.html');
    expect(pageFor('/freelancer/profile/123?tab=opinions')).toBe('freelancer-profile-by-id.html');
    expect(pageFor('/admin/investors/7')).toBe('admin-investor.html');
    expect(pageFor('/investor/orders/42/')).toBe('investor-order-by-id.html');
    expect(pageFor('/set-password/abc.DEF-123')).toBe('set-password.html');
  });

  it('prefers a static segment to a parameter, whatever the manifest order', () => {
    const reversed = pageMatcher(Object.fromEntries(Object.entries(pages).reverse()));
    expect(reversed('/investor/orders')).toBe('investor-orders.html');
    expect(reversed('/freelancer/onboarding/start')).toBe('freelancer-onboarding-start.html');
    const overlapping = pageMatcher({ '/a/:id': 'param.html', '/a/new': 'static.html' });
    expect(overlapping('/a/new')).toBe('static.html');
    expect(overlapping('/a/5')).toBe('param.html');
  });

  it('answers nothing (index.html) for other paths', () => {
    for (const url of [
      '/',
      '/login/extra',
      '/Login',
      '/freelancer',
      '/freelancer/profile/1/2',
      '/set-password',
      '/admin/freelancers/123',
      '/prerendered/login',
      '//login',
      '/unknown',
    ]) {
      expect(pageFor(url), url).toBeNull();
    }
  });
});

describe('the prerendered manifest of a deployment', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'handlowo-manifest-'));
    await mkdir(path.join(dir, 'prerendered'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is empty without a build or without the file', async () => {
    expect(readPrerenderedManifest(path.join(dir, 'missing'))).toEqual({
      scriptHashes: [],
      pages: {},
    });
  });

  it('fails the start on a file that is not the build’s (a page outside prerendered/, no hash)', async () => {
    const file = path.join(dir, 'prerendered', 'pages.json');
    await writeFile(file, JSON.stringify({ scriptHashes: [], pages: { '/x': '../secret.html' } }));
    expect(() => readPrerenderedManifest(dir)).toThrow();
    await writeFile(file, JSON.stringify({ scriptHashes: ["'unsafe-inline'"], pages: {} }));
    expect(() => readPrerenderedManifest(dir)).toThrow();
  });
});

describe('the server with a prerendered build', () => {
  const hash = "'sha256-w3Ld0GzLEvX6CYyQzh4Vr7gD1Y7b0bVw8cHkG7Jx0YQ='";
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'handlowo-web-'));
    await mkdir(path.join(webDist, 'prerendered'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Handlowo</title>');
    for (const [pattern, file] of Object.entries(pages)) {
      await writeFile(path.join(webDist, 'prerendered', file), `<title>page ${pattern}</title>`);
    }
    await writeFile(
      path.join(webDist, 'prerendered', 'pages.json'),
      JSON.stringify({ scriptHashes: [hash], pages }),
    );
    app = await buildTestApp({ webDistDir: webDist });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the page of the path’s route, index.html when none matches', async () => {
    const cases = [
      ['/freelancer/profile', 'page /freelancer/profile'],
      ['/freelancer/profile/123', 'page /freelancer/profile/:id'],
      ['/admin/investors/7?tab=orders', 'page /admin/investors/:id'],
      ['/', 'Handlowo'],
      ['/admin/freelancers/123', 'Handlowo'],
    ];
    for (const [url, title] of cases) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain(`<title>${title}</title>`);
    }
  });

  it('allows the build’s inline script by its hash in the CSP, and no other inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/freelancer/profile' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
