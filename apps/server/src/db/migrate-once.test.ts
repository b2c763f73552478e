import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../config/paths.ts';
import { inheritedServerEnv } from '../testing/child-server-env.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { startServerProcess } from '../testing/server-process.ts';
import {
  cloneTemplate,
  databaseUrlWithName,
  withAdminClient,
} from '../testing/template-database.ts';
import { testConfig } from '../testing/test-config.ts';
import { connectPostgres, type DatabaseConnection, migrationsUpToDate } from './client.ts';
import { DatabaseNotMigratedError, prepareDatabase } from './prepare-database.ts';

/*
 * Migrations once (ADR 026): with MIGRATE_ON_START=false an instance only checks that its
 * database is at the latest migration and refuses to start otherwise; `npm run db:migrate`
 * prepares an empty PostgreSQL database, after which such an instance starts.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe('MIGRATE_ON_START=false', () => {
  let connection: DatabaseConnection;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ connection, dispose } = await cloneTemplate(inject('testTemplate')));
  });
  afterAll(async () => {
    await connection.close();
    await dispose();
  });
  const config = testConfig({ migrateOnStart: false });
  const newestRecorded = () => sql`(select max(created_at) from drizzle.__drizzle_migrations)`;

  it('lets an instance start on a database at the latest migration, without migrating', async () => {
    const log = recordingLogger();
    await prepareDatabase(connection, config, log);
    expect(log.entries.map((e) => e.message)).toEqual([
      'MIGRATE_ON_START=false: the database is at the latest migration',
    ]);
  });

  it('refuses an older database with one clear line, and migrates nothing', async () => {
    // As if the newest migration had not been applied yet: its record is older than its file.
    await connection.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
          where created_at = ${newestRecorded()}`,
    );
    const log = recordingLogger();
    await expect(prepareDatabase(connection, config, log)).rejects.toBeInstanceOf(
      DatabaseNotMigratedError,
    );
    expect(log.entries).toEqual([
      {
        level: 'fatal',
        data: { migrateOnStart: false },
        message: expect.stringContaining('run `npm run db:migrate`'),
      },
    ]);
    expect(await migrationsUpToDate(connection.db)).toBe(false);
    await connection.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
          where created_at = ${newestRecorded()}`,
    );
  });
});

describe('npm run db:migrate', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Runs the root script as an operator would; resolves with its exit code and output. */
  async function dbMigrate(env: Record<string, string>) {
    const child = spawn('npm', ['run', '--silent', 'db:migrate'], {
      cwd: repoRoot,
      env: { ...inheritedServerEnv(), LOG_FORMAT: 'json', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, output };
  }

  it.skipIf(!testDatabaseUrl)(
    'prepares an empty PostgreSQL database that an instance with MIGRATE_ON_START=false then starts on (the PostgreSQL stage)',
    async () => {
      const adminUrl = testDatabaseUrl ?? '';
      const name = `handlowo_migrate_${process.pid}_${Date.now()}`;
      await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`));
      cleanups.push(async () => {
        await withAdminClient(adminUrl, (c) =>
          c.query(`drop database if exists "${name}" with (force)`),
        );
      });
      const databaseUrl = databaseUrlWithName(adminUrl, name);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-migrate-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = { MIGRATE_ON_START: 'false' };

      // The empty database: the instance refuses, with the line that says what to do.
      await expect(startServerProcess({ dataDir, databaseUrl, env })).rejects.toThrow(
        /exited \(1\) before ready[\s\S]*not at the latest migration[\s\S]*npm run db:migrate/,
      );

      const migrated = await dbMigrate({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      expect(migrated.code, migrated.output).toBe(0);
      expect(migrated.output).toMatch(/"msg":"the database is migrated, seeded and has an admin"/);
      const check = connectPostgres(databaseUrl);
      try {
        expect(await migrationsUpToDate(check.db)).toBe(true);
        const admins = await check.db.execute(
          sql`select count(*)::int as n from users where role = 'ADMIN'`,
        );
        expect(admins).toMatchObject({ rows: [{ n: 1 }] });
      } finally {
        await check.close();
      }

      const server = await startServerProcess({ dataDir, databaseUrl, env });
      cleanups.push(() => server.kill('SIGKILL'));
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
      await server.kill('SIGTERM');
    },
    120_000,
  );
});
