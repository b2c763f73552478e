import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { repoRoot } from '../config/paths.ts';
import { type ConnectionOptions, connectPostgres, type DatabaseConnection } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import { checkOutPglite } from './pglite-pool.ts';
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

/**
 * A fresh database cloned from the template: an in-memory PGlite with the template's data (reused
 * within a worker, pglite-pool.ts), or CREATE DATABASE … TEMPLATE. Call `dispose` once closed.
 */
export async function cloneTemplate(
  template: TestTemplate,
  options: ConnectionOptions = {},
): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    const tarball = () => {
      tarballCache ??= readFile(template.tarball);
      return tarballCache;
    };
    return checkOutPglite(tarball, options);
  }
  const name = `handlowo_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withAdminClient(template.url, async (c) => {
    await c.query(`create database "${name}" template "${template.template}"`);
    // Who made it: the run's teardown drops a clone that a test file left, and names the file.
    await c.query(`comment on database "${name}" is ${c.escapeLiteral(cloneOwner(template))}`);
  });
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

/** A clone's comment: its run's template, then the test file that made it. */
function cloneOwner(template: { template: string }): string {
  const file = expect.getState().testPath ?? 'an unknown file';
  return `${template.template} ${path.relative(repoRoot, file)}`;
}

/**
 * Drops the clones of `template` that are still there at the end of the run (a test file that
 * never closed its app, or whose close failed before the drop) and says which files left them.
 */
export async function dropLeftClones(url: string, template: string): Promise<string[]> {
  return withAdminClient(url, async (c) => {
    const { rows } = await c.query<{ name: string; owner: string }>(
      `select datname as name, shobj_description(oid, 'pg_database') as owner from pg_database
        where starts_with(coalesce(shobj_description(oid, 'pg_database'), ''), $1)`,
      [`${template} `],
    );
    for (const { name } of rows) await c.query(`drop database if exists "${name}" with (force)`);
    return rows.map(({ owner }) => owner.slice(template.length + 1));
  });
}
