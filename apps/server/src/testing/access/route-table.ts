import type { FastifySchema, onRouteHookHandler } from 'fastify';

/** One route of the app as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  /** Full path with the `/api` prefix and parameter constraints removed (`:id`, not `:id(^\d+$)`). */
  url: string;
  /** `METHOD url`: how declarations name the route. */
  key: string;
  /** The route's schemas as given (zod 4 schemas in this app). */
  schema: FastifySchema | undefined;
}

/** `:id(^\d+$)` → `:id`: declarations name parameters, not their patterns. */
export const normalizeUrl = (url: string) => url.replace(/(:\w+)\([^/]*\)/g, '$1');

export const routeKey = (method: string, url: string) => `${method} ${normalizeUrl(url)}`;

/**
 * Collects the route table while an app is built: give `onRoute` to `buildTestApp`. HEAD routes
 * are Fastify's automatic twins of the GETs and are left out.
 */
export function collectRoutes(): { onRoute: onRouteHookHandler; routes: RegisteredRoute[] } {
  const routes: RegisteredRoute[] = [];
  const onRoute: onRouteHookHandler = (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const url = normalizeUrl(options.url);
      routes.push({ method, url, key: routeKey(method, url), schema: options.schema });
    }
  };
  return { onRoute, routes };
}
