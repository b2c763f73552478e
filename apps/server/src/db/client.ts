import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import type { Config } from '../config/config.ts';
import { migrationsDir } from '../config/paths.ts';
import * as schema from './schema/index.ts';

/**
 * The Drizzle database the whole app uses, identical on PGlite and on node-postgres.
 *
 * PGlite has a single connection: it queues every statement behind a running transaction, so a
 * plain `db` query from another request waits for the commit instead of joining the transaction.
 * Consequence: inside `db.transaction(async (tx) => …)` use only `tx`; a `db` call there would
 * wait for the transaction it is part of and never return.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

/**
 * Called with the text of every statement Drizzle sends (parameters as `$1`…, never their values,
 * which may hold password hashes or e-mails). Transaction boundaries are driver-specific:
 * node-postgres sends `begin`/`commit` as statements (reported), PGlite runs them itself (not).
 */
export type QueryListener = (sql: string) => void;

/** Options of a connection; all optional, the defaults are what production runs. */
export interface ConnectionOptions {
  /** Observes the statements (the trace log, query-count tests); none by default. */
  onQuery?: QueryListener | undefined;
  /**
   * Errors of idle pooled connections (PostgreSQL restarted, connection killed). node-postgres
   * emits them on the pool, and an unhandled 'error' event would end the process; the pool
   * replaces the broken connection by itself.
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

function drizzleOptions({ onQuery }: ConnectionOptions) {
  return {
    schema,
    casing: 'snake_case',
    ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}),
  } as const;
}

/** A database plus the few operations that differ by driver. */
export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations of apps/server/drizzle. */
  migrate(): Promise<void>;
  /** Runs `fn` holding a PostgreSQL session advisory lock (serialises instances starting together). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` (issue 25, live notifications) on a connection of its own, never a
   * pooled one: `onPayload` gets each NOTIFY's payload after its transaction commits; `onLost`
   * tells that a PostgreSQL listening connection broke (the caller listens again). Resolves to
   * the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Options of every PGlite instance (the app, the test template and its clones, the benchmark):
 * the migrations create the pg_trgm extension, which PGlite must have loaded.
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Opens the database of the configuration: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function openDatabase(
  config: Config,
  options: ConnectionOptions = {},
): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    return connectPostgres(config.databaseUrl, { ...options, timeoutMs: config.databaseTimeoutMs });
  }
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, pgliteOptions), options);
}

/**
 * True when the database already has the newest committed migration, by the rule Drizzle's
 * migrator applies (a migration runs when its `when` is later than the last recorded
 * `created_at`). Lets a start skip the migrator, which reads and hashes every SQL file and runs
 * four statements even when there is nothing to do. Any doubt (no migrations table yet, an
 * unreadable journal) answers false: the migrator then decides.
 */
const LastMigration = z.object({ last: z.string().nullable() });

export async function migrationsUpToDate(db: Database): Promise<boolean> {
  try {
    // Synchronous on purpose: a ~1 kB file, and at start-up the thread pool that async reads
    // wait for is busy (measured: 120-150 ms for this read).
    const journal = JSON.parse(
      readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    const result = await db.execute(
      sql`select max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
    );
    // node-postgres and PGlite both answer `{ rows }`.
    const [row] = z.object({ rows: z.array(LastMigration) }).parse(result).rows;
    return row?.last != null && Number(row.last) >= newest;
  } catch {
    return false;
  }
}

/** The default of DATABASE_TIMEOUT_MS (config.ts); docs/adr/007-database-failures.md. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;

/** How much longer than the server-side statement timeout the client waits for any answer. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/**
 * Timeouts of the pool, so that a server that is down, frozen or overloaded becomes an error
 * (answered 503) within seconds instead of a request that hangs for as long as the outage lasts:
 * - `connectionTimeoutMillis`: waiting for a pooled connection or opening a new one. A frozen
 *   postmaster still accepts TCP connections in the kernel but never answers the start-up.
 * - `statement_timeout` (server side): a slow statement is cancelled (57014) and the connection
 *   stays usable.
 * - `query_timeout` (client side, a little longer): a frozen server cancels nothing and answers
 *   nothing; the client stops waiting and the connection is abandoned (see AbandoningClient).
 */
function poolTimeouts(timeoutMs: number) {
  return {
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
  } satisfies pg.PoolConfig;
}

/**
 * A node-postgres client that closes its connection once a query outlived `query_timeout`.
 * node-postgres only stops waiting: the statement may still run when the server wakes up, the
 * connection still holds its open transaction, and Drizzle returns it to the pool (its ROLLBACK
 * waits behind the unanswered statement). The next request would then run inside that half-done
 * transaction and could even commit it. Closing the socket makes the server roll it back and the
 * pool replace the connection; the statements queued behind fail at once instead of waiting too.
 */
class AbandoningClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const watch = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') {
        this.end().catch(() => undefined);
      }
    };
    // Both call styles in use: pg-pool passes a callback, Drizzle awaits the promise.
    this.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          watch(error);
          return callback(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            watch(error);
            throw error;
          })
        : result;
    }) as pg.Client['query'];
  }
}

export interface PostgresOptions extends ConnectionOptions {
  /** See Config.databaseTimeoutMs. */
  timeoutMs?: number | undefined;
}

export function connectPostgres(url: string, options: PostgresOptions = {}): DatabaseConnection {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Dead peers (a server host gone without closing the socket) are noticed by the kernel.
    keepAlive: true,
    ...poolTimeouts(timeoutMs),
    Client: AbandoningClient,
  });
  pool.on('error', options.onIdleError ?? (() => {}));
  const db = drizzleNodePg(pool, drizzleOptions(options));
  /**
   * A connection without statement timeouts, for the start-up work that may legitimately take
   * longer: migrations, and waiting for the advisory lock while another instance migrates.
   */
  const maintenanceClient = async () => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: timeoutMs,
    });
    client.on('error', options.onIdleError ?? (() => {}));
    await client.connect();
    return client;
  };
  return {
    db,
    kind: 'postgres',
    async migrate() {
      if (await migrationsUpToDate(db)) return;
      const client = await maintenanceClient();
      try {
        await migrateNodePg(drizzleNodePg(client, drizzleOptions(options)), {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await client.end();
      }
    },
    async withAdvisoryLock(key, fn) {
      // Session locks belong to one connection: hold a dedicated client for the whole section.
      const client = await maintenanceClient();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        await client.end();
      }
    },
    async listen(channel, onPayload, onLost) {
      const client = await maintenanceClient();
      let stopped = false;
      const lost = (error: Error) => {
        if (stopped) return;
        stopped = true;
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('the listening connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      try {
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        if (stopped) return;
        stopped = true;
        // A frozen server never answers the goodbye: shutting down does not wait for it.
        await Promise.race([
          client.end().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 1000).unref()),
        ]);
      };
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite (a data directory, or one loaded from the test template). */
export function wrapPglite(client: PGlite, options: ConnectionOptions = {}): DatabaseConnection {
  const db = drizzlePglite(client, drizzleOptions(options));
  const run = (query: SQL) => db.execute(query);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      if (await migrationsUpToDate(db)) return;
      await migratePglite(db, { migrationsFolder: migrationsDir });
    },
    async withAdvisoryLock(key, fn) {
      // One connection per process here, but the same SQL keeps both drivers on one code path.
      await run(sql`select pg_advisory_lock(${key})`);
      try {
        return await fn();
      } finally {
        await run(sql`select pg_advisory_unlock(${key})`);
      }
    },
    async listen(channel, onPayload) {
      // In-process: NOTIFYs of this PGlite's own transactions, delivered on commit.
      return client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}
