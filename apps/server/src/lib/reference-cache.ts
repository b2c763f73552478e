import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';

/*
 * The dictionaries (reference data) served from memory, with ETag revalidation.
 * docs/adr/010-reference-data-cache.md says why it is built this way.
 */

/**
 * How long an instance trusts the version it last read before reading it again: the longest time
 * it can answer from a cache another instance's re-seed made stale.
 */
export const REFERENCE_RECHECK_MS = 1000;

/** Browsers keep the answer but revalidate it on every use; shared caches never store it. */
export const REFERENCE_CACHE_CONTROL = 'private, no-cache';

/** Same threshold as the per-request compression (plugins/compression.ts). */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** One representation of a cached answer: its bytes and the strong ETag of exactly those bytes. */
interface Variant {
  body: Buffer;
  etag: string;
}

interface Entry {
  version: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

interface VersionTracker {
  version: string | undefined;
  checkedAt: number;
  pending: Promise<string> | undefined;
  /** Raised by `referenceDataChanged`: a read started before it must not be trusted. */
  generation: number;
}

/** Per database object, so that every route (and every app sharing the connection) shares one. */
const trackers = new WeakMap<Database, VersionTracker>();

function trackerOf(db: Database): VersionTracker {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = { version: undefined, checkedAt: 0, pending: undefined, generation: 0 };
    trackers.set(db, tracker);
  }
  return tracker;
}

/**
 * Tells this process the reference data changed (after the writing transaction committed), so
 * that the next request re-reads the version instead of trusting it for up to
 * REFERENCE_RECHECK_MS. Other instances notice through the version row.
 */
export function referenceDataChanged(db: Database): void {
  const tracker = trackerOf(db);
  tracker.generation += 1;
  tracker.version = undefined;
  tracker.pending = undefined;
}

/**
 * The committed version of the reference data (bumped by the triggers of migration 0006): from
 * memory while it is fresh, otherwise one query shared by every request waiting for it.
 */
function currentVersion(db: Database): string | Promise<string> {
  const tracker = trackerOf(db);
  if (tracker.version !== undefined && performance.now() - tracker.checkedAt < REFERENCE_RECHECK_MS)
    return tracker.version;
  if (tracker.pending) return tracker.pending;
  const { generation } = tracker;
  const startedAt = performance.now();
  const pending = readVersion(db).then(
    (version) => {
      if (tracker.generation === generation) {
        tracker.version = version;
        // From the start of the read: the answer may be that old.
        tracker.checkedAt = startedAt;
      }
      if (tracker.pending === pending) tracker.pending = undefined;
      return version;
    },
    (error: unknown) => {
      if (tracker.pending === pending) tracker.pending = undefined;
      throw error;
    },
  );
  tracker.pending = pending;
  return pending;
}

const VersionRow = z.object({ version: z.string() });

async function readVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`select version::text as version from reference_data_version`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [row] = z.object({ rows: z.array(VersionRow) }).parse(result).rows;
  if (!row) throw new Error('reference_data_version has no row (migration 0006)');
  return row.version;
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

async function buildEntry(version: string, json: string | ArrayBuffer | Buffer): Promise<Entry> {
  const body =
    typeof json === 'string'
      ? Buffer.from(json, 'utf8')
      : json instanceof ArrayBuffer
        ? Buffer.from(json)
        : json;
  const entry: Entry = { version, identity: { body, etag: etagOf(body) } };
  if (body.length >= COMPRESS_FROM_BYTES) {
    // Once per data change, so the highest levels: per request they would cost more than the JSON.
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    entry.br = { body: br, etag: etagOf(br) };
    entry.gzip = { body: gz, etag: etagOf(gz) };
  }
  return entry;
}

/** The client's preferred encoding among those we have (q-values respected, br on a tie). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let best: Encoding | undefined;
  let bestQ = 0;
  let wildcard: number | undefined;
  const quality: Partial<Record<Encoding, number>> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (name === 'br' || name === 'gzip') quality[name] = q;
    else if (name === 'x-gzip') quality.gzip ??= q;
    else if (name === '*') wildcard = q;
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = quality[encoding] ?? wildcard ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored on both sides. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

/** Appends to Vary rather than replacing what another plugin (CORS: Origin) put there. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((f) => f.trim());
  if (fields.some((f) => f === '*' || f.toLowerCase() === field)) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * The response schemas of a cached dictionary route: the list with the ETag and Cache-Control
 * headers documented (@fastify/swagger reads `headers` of a response schema), and the empty 304.
 */
export function cachedResponses<T extends z.ZodType>(ok: T) {
  return {
    200: ok.meta({
      headers: {
        ETag: {
          type: 'string',
          description:
            'Strong validator of the bytes sent (each content coding has its own). Send it back ' +
            'in If-None-Match to get a 304 while the data is unchanged.',
        },
        'Cache-Control': { type: 'string', description: `\`${REFERENCE_CACHE_CONTROL}\`` },
        Vary: { type: 'string', description: '`accept-encoding` when the answer is 1 kB or more' },
      },
    }),
    // JSON Schema type `null` (only as metadata: the 3.0 target would turn z.null() into a
    // nullable string): @fastify/swagger then documents the 304 without content.
    304: z
      .void()
      .meta({ type: 'null' })
      .describe(
        'Not modified: If-None-Match holds the current ETag. No body; the same ETag, ' +
          'Cache-Control and Vary. Authorization is checked first (403 as for a 200).',
      ),
  };
}

/** What a cached route reads: the key names one answer (one per route, or per route parameter). */
export type ReferenceRead = (db: Database) => Promise<unknown>;

/**
 * The serving side of the cache, one per route plugin: `send` answers from memory while the
 * version of the reference data is unchanged, reading and serializing (with the route's own
 * response schema) only the first time and after a change. Routes that use it need
 * `compress: false`: the bytes are compressed once here, not per request.
 */
export function referenceCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { version: string; promise: Promise<Entry> }>();

  async function entryFor(key: string, read: ReferenceRead, reply: FastifyReply): Promise<Entry> {
    const version = await currentVersion(app.db);
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    const running = loading.get(key);
    if (running?.version === version) return running.promise;
    // The version is read before the data: the data is at least that new, never older.
    const promise = read(app.db)
      .then((data) => buildEntry(version, reply.serialize(data)))
      .then((entry) => {
        // A slower read of an older version must not replace a newer answer.
        const current = entries.get(key);
        if (!current || BigInt(current.version) < BigInt(version)) entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      });
    loading.set(key, { version, promise });
    return promise;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply, key: string, read: ReferenceRead) {
      const entry = await entryFor(key, read, reply);
      // A client asking for no compression gets the plain bytes, as @fastify/compress would.
      const encoding =
        request.headers['x-no-compression'] === undefined
          ? negotiateEncoding(request.headers['accept-encoding'])
          : undefined;
      const variant = (encoding && entry[encoding]) || entry.identity;
      reply.header('etag', variant.etag).header('cache-control', REFERENCE_CACHE_CONTROL);
      if (entry.br) addVary(reply, 'accept-encoding');
      if (matches(request.headers['if-none-match'], variant.etag)) {
        return reply.code(304).send();
      }
      if (variant !== entry.identity && encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(variant.body);
    },
  };
}
