// `npm run db:migrate` (ADR 026): applies the committed migrations, the seed (reference data) and
// the bootstrap admin to the database of the environment (DATABASE_URL, or the embedded one in
// DATA_DIR), under the start-up advisory lock, and exits: 0 done, 1 failed. Run it once before a
// rolling deploy whose instances start with MIGRATE_ON_START=false.
import Fastify from 'fastify';
import { serverOptions } from '../app.ts';
import { processConfig } from '../config/process-config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './prepare-database.ts';

// The environment as the server reads it.
const config = processConfig();
// The server's logger (format, level, redaction), without a server.
const { log } = Fastify({ logger: serverOptions(config).logger });
const started = Date.now();
const connection = await openDatabase(config);
try {
  await migrateDatabase(connection, config, log);
  log.info({ ms: Date.now() - started }, 'the database is migrated, seeded and has an admin');
} catch (error) {
  log.fatal({ err: error }, 'the migration failed');
  process.exitCode = 1;
} finally {
  await connection.close();
}
