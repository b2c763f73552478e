import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { type Database, type DatabaseConnection, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import { databaseUnavailability } from '../lib/database-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL, same API). */
    db: Database;
    /** Resolves when the database answers a trivial query (GET /api/ready). */
    isDatabaseReady(): Promise<boolean>;
    /** LISTEN on a channel of this database (DatabaseConnection.listen; the live notifications). */
    listenDatabase: DatabaseConnection['listen'];
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** An already opened connection (tests); the app takes ownership and closes it. */
  connection?: DatabaseConnection;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { config, connection: given }) => {
    // LOG_LEVEL=trace logs every statement (text only, see QueryListener); below it no hook is set.
    const onQuery =
      app.log.level === 'trace' ? (text: string) => app.log.trace({ sql: text }, 'sql') : undefined;
    const onIdleError = (error: Error) =>
      app.log.warn({ err: error }, 'idle database connection failed; the pool replaces it');
    const connection = given ?? (await openDatabase(config, { onQuery, onIdleError }));
    try {
      await prepareDatabase(connection, config, app.log);
    } catch (error) {
      await connection.close();
      throw error;
    }
    app.addHook('onClose', () => connection.close());
    app.decorate('db', connection.db);
    app.decorate('listenDatabase', connection.listen.bind(connection));
    app.decorate('isDatabaseReady', async () => {
      try {
        await connection.db.execute(sql`select 1`);
        return true;
      } catch (error) {
        // Load balancers poll this while the database is away: one short line each, no stack.
        const unavailable = databaseUnavailability(error);
        if (unavailable) app.log.warn(unavailable, 'database not reachable');
        else app.log.error({ err: error }, 'database readiness probe failed');
        return false;
      }
    });
  },
  { name: 'database' },
);
