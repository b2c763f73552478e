import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The JavaScript and CSS a browser downloads to show a route from a built web app: what
 * index.html loads (entry script, modulepreloads, stylesheets) plus the modules the router
 * lazily loads for that route with everything they import statically, found in Vite's manifest.
 * Modules a screen imports dynamically later (`import()` after it renders) are not counted.
 */

/** Modules the router loads for /login (apps/web/src/app/router.tsx). */
export const loginRouteModules = [
  'src/app/routes/public-layout.tsx',
  'src/app/routes/auth/login.tsx',
] as const;

/**
 * Modules the router loads for a screen of a session, besides the screen: the guard (lazy, so that
 * /login does not carry it), the shell layout and screen-deps.ts (the stylesheet and dayjs locale
 * of every screen beyond /login).
 */
export const shellRouteModules = [
  'src/features/auth/components/auth-guard.tsx',
  'src/app/routes/shell-layout.tsx',
  'src/app/screen-deps.ts',
] as const;

/** Modules the router loads for /freelancer/profile. */
export const freelancerProfileRouteModules = [
  ...shellRouteModules,
  'src/app/routes/freelancer/profile.tsx',
] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface LoginRouteSizes {
  js: AssetSize[];
  css: AssetSize[];
}

/** Paths (relative to the dist folder, e.g. `assets/index-abc.js`) that /login loads. */
export function loginRouteFiles(distDir: string): string[] {
  return routeFiles(distDir, loginRouteModules);
}

/** Paths (relative to the dist folder) that a route made of these router modules loads. */
export function routeFiles(distDir: string, routeModules: readonly string[]): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  // Only same-origin assets that index.html loads: the entry, its modulepreloads, the stylesheets.
  const tag = /<(script|link)\b[^>]*>/g;
  for (const [element] of html.matchAll(tag)) {
    const isEntry = element.startsWith('<script') && /\btype="module"/.test(element);
    const isPreload = /\brel="(modulepreload|stylesheet)"/.test(element);
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(element)?.[1];
    if (url && (isEntry || isPreload)) files.add(url);
  }

  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (build.manifest: true?)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of routeModules) visit(module);
  return [...files].sort();
}

/** Raw, gzip (level 9) and brotli (quality 11) sizes of the login route's JS and CSS. */
export function loginRouteSizes(distDir: string): LoginRouteSizes {
  return routeSizes(distDir, loginRouteModules);
}

/** Raw, gzip and brotli sizes of the JS and CSS of a route made of these router modules. */
export function routeSizes(distDir: string, routeModules: readonly string[]): LoginRouteSizes {
  const sizes: LoginRouteSizes = { js: [], css: [] };
  for (const file of routeFiles(distDir, routeModules)) {
    const content = readFileSync(join(distDir, file));
    const size: AssetSize = {
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    if (file.endsWith('.js')) sizes.js.push(size);
    else if (file.endsWith('.css')) sizes.css.push(size);
  }
  return sizes;
}

export function total(assets: AssetSize[], key: 'raw' | 'gzip' | 'brotli'): number {
  return assets.reduce((sum, asset) => sum + asset[key], 0);
}
