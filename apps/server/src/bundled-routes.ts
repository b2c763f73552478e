import type { FastifyPluginAsync } from 'fastify';

/** A route file: its default export is the plugin registered under /api. */
export interface RouteModule {
  default: FastifyPluginAsync;
}

/**
 * The route files when the server runs as a bundle (scripts/server-bundle.mjs replaces this module
 * with one that imports every `features/**\/*.routes.ts` statically). Undefined when it runs from
 * the sources (tsx, tests): app.ts then autoloads them from the feature folders.
 */
export const bundledRoutes: readonly RouteModule[] | undefined = undefined;
