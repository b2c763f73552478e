import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import { ensureAdmin } from '../features/auth/bootstrap-admin.ts';
import type { DatabaseConnection } from './client.ts';
import { seed } from './seed.ts';

/** Arbitrary constant shared by every instance: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_231_001;

/**
 * Migrations, seed and the bootstrap admin, under one advisory lock so that several instances
 * starting together neither run a migration twice nor create two admins.
 */
export async function prepareDatabase(
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
