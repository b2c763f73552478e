import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loginRouteFiles, loginRouteSizes, total } from '../support/login-route-assets.ts';
import { mantineClassesIn, mantineStylesheets } from '../support/mantine-classes.ts';

/**
 * The built web app itself (no browser): what the login route downloads stays under a size
 * budget, every text file of it ships precompressed, and every Mantine component in the
 * JavaScript has its stylesheet in the CSS.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = resolve(root, process.env.E2E_WEB_DIST_DIR || 'apps/web/dist');

/**
 * Gzip (level 9) bytes of the JavaScript and CSS that /login loads. Set in issue 6 at the size
 * after its improvements (JS 244.4 kB, CSS 19.2 kB) plus about 5 %; the next performance issue
 * lowers them. A change that needs more must say why, in the README's budget line too.
 */
const BUDGET_GZIP_BYTES = { js: 257_000, css: 20_500 };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('the login route of the web build', () => {
  it('loads JavaScript and CSS within the gzip budget', () => {
    const sizes = loginRouteSizes(dist);
    const js = total(sizes.js, 'gzip');
    const css = total(sizes.css, 'gzip');
    const report = [...sizes.js, ...sizes.css]
      .map((asset) => `${asset.file}: ${kB(asset.raw)} raw, ${kB(asset.gzip)} gzip`)
      .join('\n');
    expect(js, `JS of /login ${kB(js)} gzip:\n${report}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.js);
    expect(css, `CSS of /login ${kB(css)} gzip:\n${report}`).toBeLessThanOrEqual(
      BUDGET_GZIP_BYTES.css,
    );
    // The route modules really were found: an empty list would pass any budget.
    expect(sizes.js.some((asset) => /\/login-[\w-]+\.js$/.test(asset.file))).toBe(true);
    expect(sizes.css.length).toBeGreaterThan(0);
  });

  it('ships index.html and each of its files as .br and .gz with the same content', () => {
    for (const file of ['index.html', ...loginRouteFiles(dist)]) {
      const original = readFileSync(join(dist, file));
      // The build leaves tiny files (under 512 bytes) uncompressed.
      if (original.length < 512) continue;
      expect(existsSync(join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original)).toBe(true);
    }
  });
});

describe('Mantine styles of the web build', () => {
  it('has the stylesheet of every Mantine component the JavaScript uses', () => {
    const owner = mantineStylesheets(join(root, 'node_modules'));
    const styled = mantineClassesIn(dist, '.css');
    const missing = new Set<string>();
    for (const name of mantineClassesIn(dist, '.js')) {
      const sheet = owner.get(name);
      if (sheet && !styled.has(name)) missing.add(sheet);
    }
    expect(
      [...missing].sort(),
      'add these imports to apps/web/src/app/mantine-styles.ts (in the order of Mantine styles.css)',
    ).toEqual([]);
  });
});
