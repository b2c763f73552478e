import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type onRouteHookHandler,
} from 'fastify';
import { inject } from 'vitest';
import { app, serverOptions } from '../app.ts';
import type { Config } from '../config/config.ts';
import type { DatabaseConnection, QueryListener } from '../db/client.ts';
import { cloneTemplate } from './template-database.ts';
import { testConfig } from './test-config.ts';

export interface TestAppOptions {
  /** Extra plugins registered after the app, before it is ready (test-only routes). */
  extra?: FastifyPluginAsync;
  /** Sees every statement the app's database runs (see `recordQueries`). */
  onQuery?: QueryListener;
  /** Sees every route as it is added, the app's and `extra`'s (see `testing/access`). */
  onRoute?: onRouteHookHandler;
  /** Receives the app's log instead of the configured logger (see `recordingLogger`). */
  logger?: FastifyBaseLogger;
}

/**
 * A ready app on its own copy of the migrated and seeded template database, with its own data
 * directory (outbox, files). Build one per test file (`beforeAll`) and close it in `afterAll`;
 * tests inside a file share it, so give created data unique e-mails (the factories do).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { extra, onQuery, onRoute, logger }: TestAppOptions = {},
): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-test-'));
  const clone = await cloneTemplate(inject('testTemplate'), { onQuery });
  // The app closes the connection it was given; cleaning up rides along with that.
  const connection: DatabaseConnection = {
    ...clone.connection,
    async close() {
      await clone.connection.close();
      await clone.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  const config = testConfig({ dataDir, ...overrides });
  const options = serverOptions(config);
  const fastify = Fastify(
    logger ? { ...options, logger: undefined, loggerInstance: logger } : options,
  );
  // Added first so that it sees every route, whichever plugin adds it.
  if (onRoute) fastify.addHook('onRoute', onRoute);
  await fastify.register(app, { config, connection });
  if (extra) await fastify.register(extra);
  await fastify.ready();
  return fastify;
}
