import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { bundledRoutes } from './bundled-routes.ts';
import { processConfig } from './config/process-config.ts';
import { DatabaseNotMigratedError } from './db/prepare-database.ts';
import { closeGracefully } from './features/system/graceful-close.ts';

const config = processConfig();
const app = await buildApp({ config, routes: bundledRoutes }).catch((error: unknown) => {
  // Logged where it was found (MIGRATE_ON_START=false on an older database): no stack needed.
  if (error instanceof DatabaseNotMigratedError) process.exit(1);
  throw error;
});

/** Beyond the grace: closing the database and the job hand-back; then the exit is forced (1). */
const CLOSE_MARGIN_MS = 10_000;

// SIGTERM/SIGINT: drain and exit 0 (features/system/graceful-close.ts, ADR 026); a second signal
// exits at once (1).
closeWithGrace(
  {
    delay: config.shutdownGraceMs + CLOSE_MARGIN_MS,
    logger: false,
    onSecondSignal: (signal) => app.log.warn({ signal }, 'second signal: exiting at once'),
    onSecondError: (err) => app.log.error({ err }, 'second error while shutting down: exiting'),
    onTimeout: (ms) => app.log.error({ ms }, 'shutting down took too long: exiting'),
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    try {
      await closeGracefully(app, { graceMs: config.shutdownGraceMs, signal });
    } catch (error) {
      app.log.error({ err: error }, 'the shutdown failed: exiting');
      throw error;
    }
  },
);

await app.listen({ port: config.port, host: config.host });
