import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** A screen painted from the built HTML before its JavaScript: its path and its render module. */
interface PrerenderedScreen {
  /** `dist/prerendered/<name>.html`; the server sends it for `/<name>` (apps/server spa.ts). */
  name: string;
  /** Module (from the web app's root) exporting `render(): string`. */
  module: string;
}

const SCREENS: PrerenderedScreen[] = [
  { name: 'login', module: '/src/app/prerender/login-screen.tsx' },
];

/** React 19 writes a rendered `<title>` first; it belongs in the head, not in #root. */
const LEADING_TITLE = /^<title>([^<]*)<\/title>/;

/**
 * Writes `dist/prerendered/<name>.html` for each screen above: the built index.html with the
 * screen's markup in `#root`, rendered by React at build time from the same route modules, so
 * that the first screen paints with the HTML and its stylesheet instead of after the JavaScript
 * (Lighthouse's mobile first paint, issue 11). The markup is `inert` until main.tsx replaces it
 * with the live screen: a form typed into or submitted before then would lose or leak its input.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
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
      try {
        for (const screen of SCREENS) {
          const module = await server.ssrLoadModule(screen.module);
          if (typeof module.render !== 'function') {
            throw new Error(`${screen.module} must export render(): string`);
          }
          const html = pageWith(template, String(module.render()));
          await writeFile(path.join(target, `${screen.name}.html`), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** index.html with the markup in #root and the screen's title in the head. */
export function pageWith(template: string, markup: string): string {
  const title = LEADING_TITLE.exec(markup);
  const body = title ? markup.slice(title[0].length) : markup;
  if (/<script/i.test(body)) throw new Error('a prerendered screen must not render scripts');
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  let page = template.replace(root, `<div id="root" data-prerendered inert>${body}</div>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title[1]}</title>`);
  return page;
}
