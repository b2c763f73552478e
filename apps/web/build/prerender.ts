import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
// The type only: the module itself is loaded through Vite's SSR loader at build time.
import type { RenderedPage } from '../src/app/prerender/render-page.tsx';
import { EARLY_FETCH_SCRIPT, inlineScripts, scriptHash } from './early-fetch.ts';
import { LOW_PRIORITY } from './script-priority.ts';

/** Exports `renderPages()`: every prerendered page's markup (src/app/prerender/). */
const PAGES_MODULE = '/src/app/prerender/render-page.tsx';

/** `dist/prerendered/pages.json`, read by the server (apps/server plugins/prerendered-pages.ts). */
export interface PrerenderedManifest {
  /** CSP sources (`'sha256-…'`) of the inline scripts of index.html and every page. */
  scriptHashes: string[];
  /** Route pattern (`/freelancer/profile/:id`) → file in `prerendered/`. */
  pages: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** React 19 writes a rendered `<title>` first; it belongs in the head, not in #root. */
const LEADING_TITLE = /^<title>([^<]*)<\/title>/;

/**
 * Paints every screen from the HTML before its JavaScript (issues 11 and 30, ADR 027):
 *
 * - index.html gets the early-fetch script (early-fetch.ts) first in its head;
 * - after the bundle is written, `dist/prerendered/<name>.html` for each page of
 *   src/app/prerender/pages.tsx: the built index.html with the page's markup, rendered by React at
 *   build time from the same layouts and route modules, in `#root`, plus the stylesheets of its
 *   route modules (so that it is styled before the JavaScript runs) and modulepreloads of their
 *   JavaScript (so that it downloads beside the entry instead of after it);
 * - `dist/prerendered/pages.json`: which pattern gets which page, and the inline scripts' hashes
 *   for the server's CSP.
 *
 * The markup is `inert` until main.tsx replaces it with the live screen: a form typed into or
 * submitted before then would lose or leak its input.
 */
export function prerender(): Plugin[] {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  const earlyFetch: Plugin = {
    name: 'handlowo:early-fetch',
    // Right after the charset (which must stay within the first 1024 bytes), before any
    // stylesheet: a classic script waits for the stylesheets above it before it runs.
    transformIndexHtml(html) {
      const charset = /<meta charset="UTF-8"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8">');
      return html.replace(charset, (meta) => `${meta}\n    <script>${EARLY_FETCH_SCRIPT}</script>`);
    },
  };
  const pages: Plugin = {
    name: 'handlowo:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    // Before closeBundle, where precompress writes the .br/.gz siblings of every file.
    async writeBundle() {
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const scripts = inlineScripts(template);
      if (!scripts.includes(EARLY_FETCH_SCRIPT)) {
        throw new Error('index.html lost the early-fetch script (or Vite changed its text)');
      }
      const target = path.join(outDir, 'prerendered');
      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
      // The dev server's module loader renders the TypeScript sources with the app's own
      // configuration (aliases, JSX); this plugin only applies to builds, so it is not loaded twice.
      const server = await createServer({
        root,
        configFile,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const written: PrerenderedManifest = { scriptHashes: scripts.map(scriptHash), pages: {} };
      try {
        const module = await server.ssrLoadModule(PAGES_MODULE);
        if (typeof module.renderPages !== 'function') {
          throw new Error(`${PAGES_MODULE} must export renderPages()`);
        }
        for (const page of module.renderPages() as RenderedPage[]) {
          const { stylesheets, preloads } = routeAssets(manifest, page.modules, template);
          const scriptsOnly = routeAssets(manifest, page.scriptsOnly, template).preloads;
          const html = pageWith(template, page.markup, {
            stylesheets,
            preloads: [...new Set([...preloads, ...scriptsOnly])],
            headStyle: page.headStyle,
          });
          const file = `${page.name}.html`;
          await writeFile(path.join(target, file), html);
          written.pages[page.pattern] = file;
        }
      } finally {
        await server.close();
      }
      await writeFile(path.join(target, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
    },
  };
  return [earlyFetch, pages];
}

/**
 * The stylesheets and JavaScript files (URLs) the router loads for these route modules (in the
 * router's order), with everything they import statically, from Vite's manifest; without what
 * index.html loads already.
 */
export function routeAssets(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
  template: string,
): { stylesheets: string[]; preloads: string[] } {
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: a route module was renamed?`);
    preloads.add(`/${chunk.file}`);
    // Vite's preload adds a chunk's imports' stylesheets before its own: the same order here, as
    // rules of equal specificity override by it.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
  };
  for (const module of modules) visit(module);
  const loaded = (url: string) => template.includes(`"${url}"`);
  return {
    stylesheets: [...stylesheets].filter((url) => !loaded(url)),
    preloads: [...preloads].filter((url) => !loaded(url)),
  };
}

/**
 * index.html with the markup in #root, the screen's title in the head, and the page's own
 * stylesheets, modulepreloads and style at the end of the head (after the entry's stylesheet, as
 * the router would have added them).
 */
export function pageWith(
  template: string,
  markup: string,
  {
    stylesheets = [],
    preloads = [],
    headStyle = null,
  }: { stylesheets?: string[]; preloads?: string[]; headStyle?: string | null } = {},
): string {
  const title = LEADING_TITLE.exec(markup);
  const body = title ? markup.slice(title[0].length) : markup;
  if (/<script/i.test(body)) throw new Error('a prerendered screen must not render scripts');
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const head = [
    ...stylesheets.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
    // Low priority like the entry's (script-priority.ts): the stylesheets paint the page first.
    ...preloads.map(
      (url) => `<link rel="modulepreload" ${LOW_PRIORITY} crossorigin href="${url}">`,
    ),
    ...(headStyle ? [`<style>${headStyle}</style>`] : []),
  ].join('');
  // Replacer functions: a `$` in the markup is text, not a replacement pattern.
  let page = template
    .replace(root, () => `<div id="root" data-prerendered inert>${body}</div>`)
    .replace('</head>', () => `${head}</head>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${title[1]}</title>`);
  return page;
}
