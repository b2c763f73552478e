import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

/** Opens the database of the configuration: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function openDatabase(
  config: Config,
  options: ConnectionOptions = {},
): Promise<DatabaseConnection> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, options);
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir), options);
}

export function connectPostgres(url: string, options: ConnectionOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', options.onIdleError ?? (() => {}));
  const db = drizzleNodePg(pool, drizzleOptions(options));
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
    async withAdvisoryLock(key, fn) {
      // Session locks belong to one connection: hold a dedicated client for the whole section.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
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
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    async withAdvisoryLock(key, fn) {
      // One connection per process here, but the same SQL keeps both drivers on one code path.
      await run(sql`select pg_advisory_lock(${key})`);
      try {
        return await fn();
      } finally {
        await run(sql`select pg_advisory_unlock(${key})`);
      }
    },
    close: () => client.close(),
  };
}
