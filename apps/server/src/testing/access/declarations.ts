/// <reference types="vite/client" />
import type { RegisteredRoute } from './route-table.ts';
import type { ExcludedRoutes, RouteAccess } from './types.ts';

/**
 * Every feature's `*.access.ts` (its `access` export), found by the test runner: a new feature
 * adds its file next to its routes and nothing here changes.
 */
const modules = import.meta.glob<RouteAccess[]>('../../features/**/*.access.ts', {
  eager: true,
  import: 'access',
});

export const declarations: RouteAccess[] = Object.values(modules).flat();

/** Routes that are not the API's own, each with the reason it has no matrix entry. */
export const excludedRoutes: ExcludedRoutes[] = [
  {
    match: /^GET \/api\/docs(\/|$)/,
    reason: 'the OpenAPI documentation (swagger-ui and its files): public, reads no data',
  },
  {
    match: /^OPTIONS \*$/,
    reason: 'the CORS preflight of @fastify/cors: headers only, no data, no token',
  },
  {
    match: /^(GET|HEAD) \/(?!api(\/|$))/,
    reason: 'the built web app (static files, only when a build exists): public, reads no data',
  },
];

export interface Coverage {
  /** Registered routes without a declaration (a new route must add one). */
  undeclared: string[];
  /** Declarations of routes that no longer exist (a removed or renamed route). */
  stale: string[];
  /** Routes declared more than once. */
  duplicated: string[];
}

export function checkCoverage(
  routes: readonly RegisteredRoute[],
  declared: readonly RouteAccess[] = declarations,
): Coverage {
  const keys = new Set(routes.map((r) => r.key));
  const counts = new Map<string, number>();
  for (const d of declared) counts.set(d.route, (counts.get(d.route) ?? 0) + 1);
  const excluded = (key: string) => excludedRoutes.some((e) => e.match.test(key));
  return {
    undeclared: [...keys].filter((k) => !counts.has(k) && !excluded(k)).sort(),
    stale: [...counts.keys()].filter((k) => !keys.has(k)).sort(),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([k]) => k),
  };
}
