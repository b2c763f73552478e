import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { mediaSources } from './security.ts';

/** One directive of a Content-Security-Policy header, its sources in order. */
function directive(csp: unknown, name: string): string[] {
  const found = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe("the CSP's picture and video sources (ADR 026)", () => {
  it('are this origin only, plus PUBLIC_URL’s origin when it is configured', () => {
    expect(
      mediaSources({ publicUrl: 'http://localhost:3000', publicUrlConfigured: false }),
    ).toEqual(["'self'"]);
    expect(
      mediaSources({ publicUrl: 'https://handlowo.pl/app', publicUrlConfigured: true }),
    ).toEqual(["'self'", 'https://handlowo.pl']);
  });

  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('let a page served on another origin than PUBLIC_URL show the absolute G1 URLs', async () => {
    const app = await buildTestApp({
      publicUrl: 'https://media.handlowo.test',
      publicUrlConfigured: true,
    });
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy'];
    for (const name of ['img-src', 'media-src']) {
      expect(directive(csp, name), name).toEqual(
        expect.arrayContaining(["'self'", 'https://media.handlowo.test']),
      );
    }
    // Nothing else widens: scripts and API calls stay on this origin.
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).not.toContain('https://media.handlowo.test');
  });
});
