import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import { ensureAdmin } from '../features/auth/bootstrap-admin.ts';
import { type DatabaseConnection, migrationsUpToDate } from './client.ts';
import { seed } from './seed.ts';

/** Arbitrary constant shared by every instance: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_231_001;

/** MIGRATE_ON_START=false and the database lacks a committed migration: the instance must not start. */
export class DatabaseNotMigratedError extends Error {
  constructor() {
    super(
      'the database is not at the latest migration: run `npm run db:migrate` against it first, ' +
        'or start with MIGRATE_ON_START=true',
    );
    this.name = 'DatabaseNotMigratedError';
  }
}

/**
 * What an instance does with its database at start: by default the whole preparation
 * (`migrateDatabase`); with MIGRATE_ON_START=false (several instances, `npm run db:migrate` run
 * once before the deploy, ADR 026) only the check that it is at the latest migration, refusing to
 * start otherwise: a newer instance on an older schema would fail request by request.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.migrateOnStart) {
    await migrateDatabase(connection, config, log);
    return;
  }
  if (!(await migrationsUpToDate(connection.db))) {
    const error = new DatabaseNotMigratedError();
    log.fatal({ migrateOnStart: false }, error.message);
    throw error;
  }
  log.info('MIGRATE_ON_START=false: the database is at the latest migration');
}

/**
 * Migrations, seed and the bootstrap admin, under one advisory lock so that several instances
 * starting together (or `npm run db:migrate` beside a starting one) neither run a migration twice
 * nor create two admins.
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  await connection.withAdvisoryLock(STARTUP_LOCK_KEY, async () => {
    await connection.migrate();
    await seed(connection.db);
    await ensureAdmin(connection.db, config, log);
  });
}
