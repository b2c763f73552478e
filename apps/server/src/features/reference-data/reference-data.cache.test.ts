import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Sector } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as handlowo, serverOptions } from '../../app.ts';
import {
  connectPostgres,
  type Database,
  type DatabaseConnection,
  wrapPglite,
} from '../../db/client.ts';
import { sectors } from '../../db/schema/index.ts';
import {
  REFERENCE_CACHE_CONTROL,
  REFERENCE_RECHECK_MS,
  referenceDataChanged,
} from '../../lib/reference-cache.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { recordQueries } from '../../testing/query-log.ts';
import { testConfig } from '../../testing/test-config.ts';
import { seedReferenceData } from './seed/seed-reference-data.ts';

/** The in-process cache of the dictionaries and their HTTP revalidation (ADR 010). */

let app: FastifyInstance;
let other: FastifyInstance;
let otherDataDir: string;
let token: string;
const queries = recordQueries();

/**
 * A second instance of the server on the same database, as a newer deploy would be: its own
 * connection (own pool on PostgreSQL, own Drizzle object on the shared PGlite), its own start
 * (migrations and seed).
 */
async function secondInstance(db: Database): Promise<FastifyInstance> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  let connection: DatabaseConnection;
  if (client instanceof PGlite) {
    // The first app owns the PGlite instance and closes it.
    connection = { ...wrapPglite(client), close: async () => undefined };
  } else if (client instanceof pg.Pool && client.options.connectionString) {
    connection = connectPostgres(client.options.connectionString);
  } else {
    throw new Error('unknown database client');
  }
  otherDataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-test-'));
  const config = testConfig({ dataDir: otherDataDir });
  const instance = Fastify(serverOptions(config));
  await instance.register(handlowo, { config, connection });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  ({ token } = await createUser(app, { role: 'FREELANCER' }));
  other = await secondInstance(app.db);
});
afterAll(async () => {
  await other?.close();
  await app?.close();
  if (otherDataDir) await rm(otherDataDir, { recursive: true, force: true });
});

function get(
  url: string,
  headers: Record<string, string> = {},
  on: FastifyInstance = app,
  /** '' sends no token. */
  auth = token,
) {
  return on.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...(auth ? bearer(auth) : {}), ...headers },
  });
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sector's description changed in the database, as a writer outside the seed would do it. */
async function renameFirstSector(db: Database, description: string): Promise<void> {
  const [first] = await db.select().from(sectors).orderBy(sectors.position).limit(1);
  if (!first) throw new Error('no sectors seeded');
  await db.update(sectors).set({ description }).where(eq(sectors.id, first.id));
}

describe('a dictionary answer', () => {
  it('carries a strong ETag of its bytes and Cache-Control private, no-cache', async () => {
    const res = await get('/industries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.headers['cache-control']).toBe(REFERENCE_CACHE_CONTROL);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.json<unknown[]>().length).toBeGreaterThan(0);
    // Same bytes, same tag: another request (and another instance) agrees.
    expect((await get('/industries')).headers.etag).toBe(res.headers.etag);
    expect((await get('/industries', {}, other)).headers.etag).toBe(res.headers.etag);
  });

  it('answers a matching If-None-Match with an empty 304, without reading the dictionary', async () => {
    // The version is re-read now, so the next request falls within its recheck interval.
    referenceDataChanged(app.db);
    const first = await get('/industries');
    const etag = String(first.headers.etag);
    const { result: res, statements } = await queries.during(() =>
      get('/industries', { 'if-none-match': etag }),
    );
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Only the auth guard's user lookup: neither the data nor (within the recheck) the version.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/"users"/);
  });

  it('answers a repeat 200 from memory too (no statement besides the auth lookup)', async () => {
    referenceDataChanged(app.db);
    await get('/sectors');
    const { result, statements } = await queries.during(() => get('/sectors'));
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
  });

  it('matches the weak form, a list and *, and answers 200 to a stale tag', async () => {
    const etag = String((await get('/tools')).headers.etag);
    for (const header of [`W/${etag}`, `"stale", ${etag}`, '*']) {
      expect((await get('/tools', { 'if-none-match': header })).statusCode, header).toBe(304);
    }
    const stale = await get('/tools', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('checks authorization before the 304: 403 for anonymous and bad tokens', async () => {
    const etag = String((await get('/industries')).headers.etag);
    const anonymous = await get('/industries', { 'if-none-match': etag }, app, '');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.headers.etag).toBeUndefined();
    const forged = await get('/industries', { 'if-none-match': etag }, app, 'not-a-token');
    expect(forged.statusCode).toBe(403);
  });

  it('is compressed once per encoding, each encoding with its own ETag and Vary', async () => {
    const plain = await get('/industries');
    const tags = new Set([plain.headers.etag]);
    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/industries', { 'accept-encoding': acceptEncoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(plain.body);
      if (encoding) {
        tags.add(res.headers.etag);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        const again = await get('/industries', {
          'accept-encoding': acceptEncoding,
          'if-none-match': String(res.headers.etag),
        });
        expect(again.statusCode).toBe(304);
        expect(again.headers.vary).toMatch(/accept-encoding/i);
      } else {
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
    }
    // The identity tag does not validate the brotli bytes (a strong tag names exact bytes).
    expect(tags.size).toBe(3);
    const otherEncoding = await get('/industries', {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('br');
  });

  it('leaves a small dictionary uncompressed and without Vary', async () => {
    const res = await get('/countries', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(res.json()).toEqual([{ name: 'POLAND', description: 'Polska' }]);
  });

  it('caches E1 and each known E2 stage; an unknown stage stays a 404', async () => {
    const { token: investor } = await createUser(app, { role: 'INVESTOR' });
    for (const url of ['/pipeline', '/pipeline/3/main-task']) {
      referenceDataChanged(app.db);
      const first = await get(url, {}, app, investor);
      expect(first.statusCode).toBe(200);
      const { result, statements } = await queries.during(() =>
        get(url, { 'if-none-match': String(first.headers.etag) }, app, investor),
      );
      expect(result.statusCode).toBe(304);
      expect(statements).toHaveLength(1);
    }
    expect((await get('/pipeline/9/main-task', {}, app, investor)).statusCode).toBe(404);
    expect((await get('/pipeline/9/main-task', {}, app, investor)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('documents the ETag and Cache-Control headers and the 304 of every cached route', async () => {
    interface Responses {
      [status: string]: { headers?: Record<string, unknown>; content?: unknown };
    }
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Responses } }>;
    }>();
    const cached = Object.entries(docs.paths).filter(([, item]) => item.get?.responses['304']);
    expect(cached.map(([url]) => url).sort()).toEqual(
      [
        ...['/specialization', '/workingHours', '/incomeGoals', '/industries', '/typeOfSales'],
        ...['/sectors', '/activities', '/tools', '/activity-destiny', '/organization-stage'],
        ...['/strategies', '/business-type', '/investor-role', '/employee-count-range'],
        ...['/countries', '/states', '/languages', '/company-size', '/buyer-person'],
        ...['/pipeline', '/pipeline/{id}/main-task'],
      ]
        .map((url) => `/api${url}`)
        .sort(),
    );
    for (const [url, item] of cached) {
      const responses = item.get?.responses ?? {};
      expect(Object.keys(responses['200']?.headers ?? {}), url).toEqual(
        expect.arrayContaining(['ETag', 'Cache-Control']),
      );
      expect(responses['304']?.content, url).toBeUndefined();
    }
  });
});

describe('invalidation', () => {
  it('serves a change at once on the writing instance, within the recheck on another', async () => {
    const before = await get('/sectors');
    const otherBefore = await get('/sectors', {}, other);
    expect(otherBefore.headers.etag).toBe(before.headers.etag);
    const etag = String(before.headers.etag);

    await renameFirstSector(app.db, 'Opis zmieniony w teście');
    referenceDataChanged(app.db);
    const after = await get('/sectors', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<Sector[]>()[0]?.description).toBe('Opis zmieniony w teście');

    // The other instance was told nothing: the version row reaches it within the recheck.
    await wait(REFERENCE_RECHECK_MS + 100);
    const otherAfter = await get('/sectors', { 'if-none-match': etag }, other);
    expect(otherAfter.statusCode).toBe(200);
    expect(otherAfter.headers.etag).toBe(after.headers.etag);
    expect(otherAfter.body).toBe(after.body);

    // The real writer (the seed, as a newer deploy runs it) puts the data file's text back.
    await seedReferenceData(app.db);
    referenceDataChanged(app.db);
    const restored = await get('/sectors');
    expect(restored.headers.etag).toBe(etag);
    expect(restored.body).toBe(before.body);
    await wait(REFERENCE_RECHECK_MS + 100);
    const otherRestored = await get('/sectors', { 'if-none-match': etag }, other);
    expect(otherRestored.statusCode).toBe(304);
  });

  it('re-reads the version at most once per recheck interval, shared by concurrent requests', async () => {
    await get('/languages');
    await wait(REFERENCE_RECHECK_MS + 50);
    const { result, statements } = await queries.during(() =>
      Promise.all(Array.from({ length: 8 }, () => get('/languages'))),
    );
    for (const res of result) expect(res.statusCode).toBe(200);
    const versionReads = statements.filter((s) => s.includes('reference_data_version'));
    expect(versionReads).toHaveLength(1);
    // Nothing changed: the dictionary itself is not read again.
    expect(statements.filter((s) => s.includes('"languages"'))).toHaveLength(0);
  });

  it('counts every write statement on a dictionary table in the version row', async () => {
    const read = async () => {
      const result = await app.db.execute(
        sql`select version::text as v from reference_data_version`,
      );
      const { rows } = result as unknown as { rows: { v: string }[] };
      return String(rows[0]?.v);
    };
    const before = BigInt(await read());
    await app.db.execute(sql`update countries set description = description where false`);
    await app.db.execute(sql`update users set first_name = first_name where false`);
    expect(BigInt(await read())).toBe(before + 1n);
  });
});
