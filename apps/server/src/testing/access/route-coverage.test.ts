import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app.ts';
import { checkCoverage, declarations } from './declarations.ts';
import { collectRoutes, type RegisteredRoute } from './route-table.ts';

/* The harnesses' own safety net: a route nobody declared, or a declaration of a gone route, fails. */

let app: FastifyInstance;
let routes: RegisteredRoute[];

beforeAll(async () => {
  const table = collectRoutes();
  app = await buildTestApp(
    {},
    {
      onRoute: table.onRoute,
      // A route as a later issue would add it, without its `<feature>.access.ts` entry.
      extra: async (fastify) => {
        fastify.patch('/api/test-only/:itemId(^\\d+$)', async () => ({}));
        fastify.get('/api/test-only', async () => ({}));
      },
    },
  );
  routes = table.routes;
});
afterAll(() => app?.close());

describe('route coverage', () => {
  it('reports a registered route without a declaration, with its parameter pattern removed', () => {
    expect(checkCoverage(routes).undeclared).toEqual([
      'GET /api/test-only',
      'PATCH /api/test-only/:itemId',
    ]);
  });

  it('reports a declaration whose route does not exist and a route declared twice', () => {
    const first = declarations[0];
    if (!first) throw new Error('no declarations found');
    const gone = { ...first, route: 'DELETE /api/removed/:id' };
    const coverage = checkCoverage(routes, [...declarations, gone, first]);
    expect(coverage.stale).toEqual(['DELETE /api/removed/:id']);
    expect(coverage.duplicated).toEqual([first.route]);
  });

  it('sees the routes of every feature, HEAD twins left out', () => {
    const keys = routes.map((r) => r.key);
    expect(keys).toContain('GET /api/freelancer/me');
    expect(keys).toContain('PATCH /api/specialization/freelancer/:freelancerId/:specializationId');
    expect(keys.some((k) => k.startsWith('HEAD '))).toBe(false);
  });
});
