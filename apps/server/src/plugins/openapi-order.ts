import type { SwaggerTransformObject } from '@fastify/swagger';

type OpenApiDocument = ReturnType<SwaggerTransformObject>;

/** The order in which OpenAPI lists an operation's methods in a path item. */
const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The paths in alphabetical order, each path's methods in the specification's order. Fastify hands
 * the routes over in registration order, which follows where the route files lie: without this the
 * document would change whenever a feature folder moves (ADR 013).
 */
export function sortPaths<T extends OpenApiDocument>(document: T): T {
  if (!('paths' in document) || !document.paths) return document;
  const paths: Record<string, unknown> = {};
  for (const path of Object.keys(document.paths).sort()) {
    const item = (document.paths as Record<string, Record<string, unknown>>)[path] ?? {};
    paths[path] = Object.fromEntries(
      Object.entries(item).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)),
    );
  }
  return { ...document, paths };
}

function rank(key: string): number {
  const index = METHOD_ORDER.indexOf(key);
  // Path-level fields (parameters, summary) first, as writers of the specification put them.
  return index === -1 ? -1 : index;
}
