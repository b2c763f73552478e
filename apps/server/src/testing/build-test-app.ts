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
import type { Config, MediaStorageConfig } from '../config/config.ts';
import type { DatabaseConnection, QueryListener } from '../db/client.ts';
import { createTestBucket, removeTestBucket } from './s3-server.ts';
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
 * Where a test app keeps its media: the disk of its data directory, or with the runner's
 * TEST_MEDIA_STORAGE=s3 a new bucket of its own on the run's S3 server (global setup), so that
 * the whole API suite can run on either storage (scripts/test.mjs: the PostgreSQL stage is S3's).
 */
export async function testMediaStorage(): Promise<MediaStorageConfig> {
  if (process.env.TEST_MEDIA_STORAGE !== 's3') return { kind: 'disk' };
  return createTestBucket(inject('testS3').endpoint);
}

/**
 * Removes what `testMediaStorage` made (the disk's files go with the data directory). Best
 * effort: a delete still running after the app closed may refill the bucket, and the S3 server's
 * folder goes at the end of the run anyway.
 */
export async function disposeMediaStorage(config: MediaStorageConfig): Promise<void> {
  if (config.kind === 's3') await removeTestBucket(config).catch(() => undefined);
}

/**
 * A ready app on its own copy of the migrated and seeded template database, with its own data
 * directory (outbox, files) and its own media storage (`testMediaStorage`). Build one per test file (`beforeAll`) and close it in `afterAll`;
 * tests inside a file share it, so give created data unique e-mails (the factories do).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { extra, onQuery, onRoute, logger }: TestAppOptions = {},
): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-test-'));
  const clone = await cloneTemplate(inject('testTemplate'), { onQuery });
  const mediaStorage = overrides.mediaStorage ?? (await testMediaStorage());
  // The app closes the connection it was given; cleaning up rides along with that. Once: an app
  // that fails to start is closed below, and its database plugin may have closed it already.
  let closed: Promise<void> | undefined;
  const connection: DatabaseConnection = {
    ...clone.connection,
    close() {
      closed ??= (async () => {
        await clone.connection.close();
        await clone.dispose();
        await rm(dataDir, { recursive: true, force: true });
        if (!overrides.mediaStorage) await disposeMediaStorage(mediaStorage);
      })();
      return closed;
    },
  };
  const config = testConfig({ dataDir, mediaStorage, ...overrides });
  const options = serverOptions(config);
  const fastify = Fastify(
    logger ? { ...options, logger: undefined, loggerInstance: logger } : options,
  );
  // Added first so that it sees every route, whichever plugin adds it.
  if (onRoute) fastify.addHook('onRoute', onRoute);
  try {
    await fastify.register(app, { config, connection });
    if (extra) await fastify.register(extra);
    await fastify.ready();
  } catch (error) {
    // A test that expects the start to fail gets no app to close: its database goes here (on
    // PostgreSQL it was left behind, global-setup's teardown named the file).
    await fastify.close().catch(() => undefined);
    await connection.close();
    throw error;
  }
  return fastify;
}
