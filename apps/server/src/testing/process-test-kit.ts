import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { databaseUrlWithName, withAdminClient } from './template-database.ts';

/**
 * What the tests of real server processes set up, each thing undone after every test in reverse
 * order: a temporary data directory, a fresh database next to TEST_DATABASE_URL's, a started
 * server (killed). `prefix` names the directories and databases after the test file.
 */
export function processTestKit(prefix: string) {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    /** Runs after the test, before the cleanups registered earlier. */
    onCleanup(cleanup: () => Promise<void>): void {
      cleanups.push(cleanup);
    },
    async tempDir(): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), `handlowo-${prefix}-`));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    /** A fresh database next to TEST_DATABASE_URL's, dropped after the test. */
    async freshPostgres(): Promise<string> {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const name = `handlowo_${prefix}_${process.pid}_${Date.now()}`;
      await withAdminClient(url, (c) => c.query(`create database "${name}"`));
      cleanups.push(async () => {
        await withAdminClient(url, (c) =>
          c.query(`drop database if exists "${name}" with (force)`),
        );
      });
      return databaseUrlWithName(url, name);
    },
    async start(options: Parameters<typeof startServerProcess>[0]): Promise<ServerProcess> {
      const server = await startServerProcess(options);
      cleanups.push(() => server.kill('SIGKILL'));
      return server;
    },
  };
}
