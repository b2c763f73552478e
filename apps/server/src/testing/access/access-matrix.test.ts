import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app.ts';
import { createWorld, referenceReader } from './actors.ts';
import { type DatabaseShape, ownedRows, readDatabaseShape, snapshotDiff } from './db-snapshot.ts';
import { checkCoverage, declarations } from './declarations.ts';
import { errorBodyProblem } from './error-body.ts';
import { collectRoutes, type RegisteredRoute } from './route-table.ts';
import { send } from './send.ts';
import { snapshotSource } from './snapshot-reuse.ts';
import { ACTORS, type RequestContext, type RouteAccess, type World } from './types.ts';

/*
 * The authorization matrix: every route of the app × every actor, with the status each must get
 * and, for every request, proof that no other actor's rows changed (and nothing at all when the
 * request was refused). Entries live next to each feature in `<feature>.access.ts`.
 */

let app: FastifyInstance;
let routes: RegisteredRoute[];
let routeByKey: Map<string, RegisteredRoute>;
let shape: DatabaseShape;
let read: RequestContext['read'];
const snapshots = snapshotSource();

beforeAll(async () => {
  const table = collectRoutes();
  app = await buildTestApp({}, { onRoute: table.onRoute, onQuery: snapshots.onQuery });
  routes = table.routes;
  routeByKey = new Map(routes.map((r) => [r.key, r]));
  shape = await readDatabaseShape(app.db);
  read = referenceReader(app);
});
afterAll(() => app?.close());

it('has an entry for every registered route and a route for every entry', () => {
  expect(checkCoverage(routes)).toEqual({ undeclared: [], stale: [], duplicated: [] });
});

const methodOf = (access: RouteAccess) => access.route.split(' ')[0] ?? '';

let shared: Promise<World> | undefined;
const sharedWorld = () => {
  shared ??= createWorld(app, read);
  return shared;
};

describe.each(declarations.map((d) => [d.route, d] as const))('%s', (_route, access) => {
  it('answers each actor as declared and touches nobody else', async () => {
    // Routes share one world (a world costs ~0.3 s): their writes change answers, not who the
    // actors are; a route that does gets its own. Reads skip the snapshots.
    const isRead = methodOf(access) === 'GET';
    const world = access.freshWorld ? await createWorld(app, read) : await sharedWorld();
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const request = await access.request({ app, world, actor, read });
      const token = actor === 'anonymous' ? undefined : world.actors[actor].token;
      const before = isRead ? undefined : await snapshots.take(app.db, shape);
      const res = await send(app, methodOf(access), request, token);
      const expected = access.expect[actor];
      if (res.statusCode !== expected) {
        failures.push(
          `${actor}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 200)}`,
        );
      }
      if (res.statusCode >= 400) {
        const problem = errorBodyProblem(res, request.url);
        if (problem) failures.push(`${actor}: ${problem}: ${res.body.slice(0, 200)}`);
      }
      // Authentication comes before validation: a caller refused with 403 learns nothing from
      // a validation message, whatever the body (issue 6, defect 6).
      if (expected === 403 && routeByKey.get(access.route)?.schema?.body) {
        const invalid = await send(
          app,
          methodOf(access),
          { url: request.url, body: { matrix: 'invalid body' } },
          token,
        );
        if (invalid.statusCode !== 403) {
          failures.push(`${actor}: ${invalid.statusCode} with an invalid body (expected 403)`);
        }
      }
      if (!before) continue;
      const after = await snapshots.take(app.db, shape);
      if (res.statusCode >= 400) {
        const changes = snapshotDiff(before, after);
        if (changes.length > 0)
          failures.push(`${actor}: refused but changed ${changes.join('; ')}`);
      }
      for (const other of ACTORS) {
        if (other === actor || other === 'anonymous') continue;
        const { id } = world.actors[other];
        const changes = snapshotDiff(ownedRows(before, shape, id), ownedRows(after, shape, id));
        if (changes.length > 0) {
          failures.push(`${actor}: changed ${other}'s rows: ${changes.join('; ')}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
