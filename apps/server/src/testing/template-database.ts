import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type ConnectionOptions,
  connectPostgres,
  type DatabaseConnection,
  pgliteOptions,
  wrapPglite,
} from '../db/client.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import type { TestTemplate } from './provided-template.ts';
import { silentLogger } from './silent-logger.ts';
import { testConfig } from './test-config.ts';

export type { TestTemplate };

/** Migrations, seed and the bootstrap admin, exactly as at server start. */
export async function prepareTemplate(connection: DatabaseConnection): Promise<void> {
  await prepareDatabase(connection, testConfig(), silentLogger);
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs SQL on the maintenance connection of TEST_DATABASE_URL (CREATE/DROP DATABASE). */
export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** SQLSTATE of "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

let tarballCache: Promise<Buffer> | undefined;

/** A fresh database cloned from the template: in-memory PGlite, or CREATE DATABASE … TEMPLATE. */
export async function cloneTemplate(
  template: TestTemplate,
  options: ConnectionOptions = {},
): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    tarballCache ??= readFile(template.tarball);
    const data = await tarballCache;
    const client = await PGlite.create({
      ...pgliteOptions,
      loadDataDir: new Blob([new Uint8Array(data)]),
    });
    return { connection: wrapPglite(client, options), dispose: async () => undefined };
  }
  const name = `handlowo_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withAdminClient(template.url, (c) =>
    c.query(`create database "${name}" template "${template.template}"`),
  );
  return {
    connection: connectPostgres(databaseUrlWithName(template.url, name), options),
    dispose: () =>
      withAdminClient(template.url, async (c) => {
        // pg's pool.end() resolves before its clients have finished disconnecting. A forced drop
        // would terminate them, and the FATAL they receive becomes a pool 'error' event that
        // nobody listens to any more: an uncaught exception in whichever test file runs next.
        // A plain drop waits (up to 5 s) for those sessions to leave; force only if they do not.
        try {
          await c.query(`drop database if exists "${name}"`);
        } catch (error) {
          if ((error as { code?: unknown }).code !== OBJECT_IN_USE) throw error;
          await c.query(`drop database if exists "${name}" with (force)`);
        }
      }),
  };
}
