import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../../../scripts/server-bundle.mjs';
import { repoRoot } from '../config/paths.ts';
import { connectPostgres, pgliteOptions, wrapPglite } from '../db/client.ts';
import { startS3Server } from './s3-server.ts';

import {
  databaseUrlWithName,
  dropLeftClones,
  prepareTemplate,
  withAdminClient,
} from './template-database.ts';

/**
 * Migrates and seeds ONE database per run (creating and migrating a PGlite costs seconds); each
 * test file then clones it. PostgreSQL when TEST_DATABASE_URL is set, else a PGlite tarball.
 * Starts one S3 server for the run too (s3rver, in this process): the storage tests use it, and
 * with TEST_MEDIA_STORAGE=s3 every test app keeps its media in a bucket of its own there.
 */
export default async function setup(project: TestProject) {
  // The server bundle that the process tests start (testing/server-process.ts), built here before
  // the workers start so that no two of them build it at once.
  await ensureServerBundle();
  const s3 = await startS3Server();
  project.provide('testS3', { endpoint: s3.endpoint });
  try {
    const teardown = await provideTemplate(project);
    return async () => {
      await teardown?.();
      await s3.close();
    };
  } catch (error) {
    await s3.close();
    throw error;
  }
}

async function provideTemplate(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // The test runner's environment, not the app's: the app itself never reads process.env.
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `handlowo_template_${process.pid}_${Date.now()}`;
    await withAdminClient(url, (c) => c.query(`create database "${template}"`));
    const connection = connectPostgres(databaseUrlWithName(url, template));
    try {
      await prepareTemplate(connection);
    } finally {
      await connection.close();
    }
    project.provide('testTemplate', { kind: 'postgres', url, template });
    return async () => {
      const leftBy = await dropLeftClones(url, template);
      if (leftBy.length > 0) {
        console.warn(
          `[server tests] dropped ${leftBy.length} test database(s) left by ${leftBy.join(', ')}`,
        );
      }
      await withAdminClient(url, (c) =>
        c.query(`drop database if exists "${template}" with (force)`),
      );
    };
  }

  const tarball = await cachedPgliteTemplate();
  project.provide('testTemplate', { kind: 'pglite', tarball });
  return undefined;
}

/**
 * The PGlite template, rebuilt only when the code that shapes it changes (initdb + migrations
 * take ~10 s; a test-only edit reuses the previous run's tarball).
 */
async function cachedPgliteTemplate(): Promise<string> {
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'handlowo-server-tests');
  const tarball = path.join(cacheDir, `template-${await templateSourceHash()}.tar`);
  if (existsSync(tarball)) return tarball;
  const client = await PGlite.create(pgliteOptions);
  const connection = wrapPglite(client);
  await prepareTemplate(connection);
  const dump = await client.dumpDataDir('none');
  await connection.close();
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name: a parallel run never reads half a file.
  const partial = `${tarball}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, tarball);
  await removeStaleTemplates(cacheDir, tarball);
  return tarball;
}

/** A run started on older sources may still be cloning its template: only old files go. */
const STALE_TEMPLATE_MS = 15 * 60_000;

async function removeStaleTemplates(cacheDir: string, keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (file === keep) continue;
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_TEMPLATE_MS) await rm(file, { force: true });
  }
}

/** Hash of everything that can change the template: migrations, server sources, the contract. */
async function templateSourceHash(): Promise<string> {
  const roots = [
    path.join(repoRoot, 'apps/server/drizzle'),
    path.join(repoRoot, 'apps/server/src'),
    path.join(repoRoot, 'packages/contract/src'),
    path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  const hash = createHash('sha256');
  for (const root of roots) {
    const files = (await stat(root)).isDirectory()
      ? (await readdir(root, { recursive: true })).map((f) => path.join(root, f))
      : [root];
    for (const file of files.sort()) {
      if (file.endsWith('.test.ts') || file.includes(`${path.sep}testing${path.sep}`)) continue;
      if (!(await stat(file)).isFile()) continue;
      hash.update(file).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
