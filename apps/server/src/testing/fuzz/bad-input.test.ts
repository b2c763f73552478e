import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, referenceReader } from '../access/actors.ts';
import {
  type DatabaseShape,
  readDatabaseShape,
  snapshotDiff,
  userDataShape,
} from '../access/db-snapshot.ts';
import { declarations } from '../access/declarations.ts';
import { errorBodyProblem } from '../access/error-body.ts';
import { collectRoutes, type RegisteredRoute } from '../access/route-table.ts';
import { send } from '../access/send.ts';
import { snapshotSource } from '../access/snapshot-reuse.ts';
import { ACTORS, type RequestContext, type RouteAccess, type World } from '../access/types.ts';
import { buildTestApp } from '../build-test-app.ts';
import { type FuzzCase, malformedRequests } from './malformed-requests.ts';

/*
 * Bad-input fuzzing: for every route, malformed bodies, parameters and queries derived from its
 * zod schemas, sent as an actor the matrix allows. Never a 5xx; every error is JSON
 * `{message, code}`; an invalid id is refused; a refused write changes no row.
 * FUZZ_SEED replays a run (it is printed on failure), FUZZ_RUNS runs more cases per route.
 */

// The test runner's environment, not the app's: the app itself never reads process.env.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let app: FastifyInstance;
let routes: Map<string, RegisteredRoute>;
let shape: DatabaseShape;
let world: World;
let read: RequestContext['read'];
const snapshots = snapshotSource();

beforeAll(async () => {
  const table = collectRoutes();
  app = await buildTestApp({}, { onRoute: table.onRoute, onQuery: snapshots.onQuery });
  routes = new Map(table.routes.map((r) => [r.key, r]));
  // Only the users' rows: what a fuzzed request could change, at a third of a full snapshot.
  shape = userDataShape(await readDatabaseShape(app.db));
  read = referenceReader(app);
  world = await createWorld(app, read);
});
afterAll(() => app?.close());

/** Each route its own seed, derived from the run's, so that one route can be replayed alone. */
function routeSeed(route: string): number {
  let hash = SEED | 0;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The first actor the matrix lets through (anonymous for public routes). */
const allowedActor = (access: RouteAccess) =>
  ACTORS.find((actor) => access.expect[actor] >= 200 && access.expect[actor] < 300);

describe.each(declarations.map((d) => [d.route, d] as const))('%s', (key, access) => {
  it('refuses malformed input with a JSON 4xx and changes nothing', async () => {
    const route = routes.get(key);
    const actor = allowedActor(access);
    expect(route, `${key} is declared but not registered`).toBeDefined();
    expect(actor, `${key}: no actor may call it, nothing to fuzz as`).toBeDefined();
    if (!route || !actor) return;
    const method = route.method;
    // As in the matrix: a route that changes who an actor is (ends its sessions) gets its own.
    const actors = access.freshWorld ? await createWorld(app, read) : world;
    const token = actor === 'anonymous' ? undefined : actors.actors[actor].token;
    const valid = await access.request({ app, world: actors, actor, read });
    const isWrite = method !== 'GET';

    const { arbitrary, examples } = malformedRequests(route, valid);
    const property = fc.asyncProperty(arbitrary, async (fuzz: FuzzCase) => {
      const before = isWrite ? await snapshots.take(app.db, shape) : undefined;
      const res = await send(app, method, fuzz.request, token);
      const answer = `${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, `5xx: ${answer}`).toBeLessThan(500);
      if (fuzz.mustReject) {
        expect(res.statusCode, `must be refused: ${answer}`).toBeGreaterThanOrEqual(400);
      }
      if (res.statusCode < 400) return;
      expect(errorBodyProblem(res, fuzz.request.url), answer).toBeUndefined();
      if (before) {
        const changes = snapshotDiff(before, await snapshots.take(app.db, shape));
        expect(changes, `refused (${answer}) but changed rows`).toEqual([]);
      }
    });
    const seed = routeSeed(key);
    try {
      // No shrinking: the cases are labelled already, and shrinking replays many requests.
      await fc.assert(property, {
        seed,
        numRuns: RUNS,
        endOnFailure: true,
        examples: examples.map((example): [FuzzCase] => [example]),
      });
    } catch (error) {
      throw new Error(
        `${key} as ${actor} (replay: FUZZ_SEED=${SEED}, route seed ${seed})\n${(error as Error).message}`,
      );
    }
  });
});
