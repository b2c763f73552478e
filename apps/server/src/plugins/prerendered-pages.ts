import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What the web build prerendered (apps/web/build/prerender.ts writes
 * `prerendered/pages.json`): which page answers which route pattern, and the CSP hashes of the
 * inline early-fetch script every page starts with. Read once at start, like the static routes:
 * a build is deployed before the server starts.
 */
const manifestSchema = z.object({
  scriptHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
  pages: z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+\.html$/)),
});

export type PrerenderedManifest = z.infer<typeof manifestSchema>;

const EMPTY: PrerenderedManifest = { scriptHashes: [], pages: {} };

/** The build's manifest, or none (a build without it, or no build: index.html for every path). */
export function readPrerenderedManifest(webDistDir: string): PrerenderedManifest {
  const file = path.join(webDistDir, 'prerendered', 'pages.json');
  if (!existsSync(file)) return EMPTY;
  // A broken manifest is a broken deployment: fail the start, not every page load.
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

type Segment = { param: true } | { param: false; text: string };

interface CompiledPattern {
  segments: Segment[];
  file: string;
  /** Static segments win over parameters: `/investor/orders` is not `/investor/orders/:orderId`. */
  statics: number;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/**
 * The page for a request path (query and fragment ignored), by the patterns of the router
 * (apps/web/src/config/paths.ts): `:name` matches one segment, a trailing slash is ignored, as
 * React Router does. Letter case counts: React Router would match `/Login` too, but a path that
 * matches no page exactly gets index.html, which renders every route correctly, only later.
 */
export function pageMatcher(pages: Record<string, string>): (url: string) => string | null {
  const patterns: CompiledPattern[] = Object.entries(pages).map(([pattern, file]) => {
    const segments: Segment[] = segmentsOf(pattern).map((segment) =>
      segment.startsWith(':') ? { param: true } : { param: false, text: segment },
    );
    return { segments, file, statics: segments.filter((segment) => !segment.param).length };
  });
  patterns.sort((a, b) => b.statics - a.statics);
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? url;
    // Percent-encoded or doubled slashes are not our routes' shapes: index.html decides.
    if (pathname.includes('//')) return null;
    const parts = segmentsOf(pathname);
    const match = patterns.find(
      ({ segments }) =>
        segments.length === parts.length &&
        segments.every((segment, index) => segment.param || segment.text === parts[index]),
    );
    return match?.file ?? null;
  };
}
