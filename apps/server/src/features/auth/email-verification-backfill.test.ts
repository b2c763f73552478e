import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, inject, it } from 'vitest';
import { migrationsDir } from '../../config/paths.ts';
import { pgliteOptions } from '../../db/client.ts';

/*
 * Migration 0009 (ADR 017) adds `users.email_verified_at`; every account that exists when it runs
 * must count as verified, or the oldest users could not log in the day it is deployed.
 */

const MIGRATION = '0009_email_verification';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The committed migrations up to the one before `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'handlowo-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

// The SQL is the same on both drivers; the PGlite stage runs it.
it.skipIf(inject('testTemplate').kind !== 'pglite')(
  'marks every account that exists when 0009 runs as verified at its creation',
  async () => {
    const client = await PGlite.create(pgliteOptions);
    cleanups.push(() => client.close());
    const db = drizzle(client);
    const rows = async (query: SQL) => (await db.execute(query)).rows;
    await migrate(db, { migrationsFolder: await migrationsBefore(MIGRATION) });
    await db.execute(sql`
      insert into users (email, role, password_hash, created_at) values
        ('stary@handlowo.test', 'FREELANCER', 'x', '2025-03-01T10:00:00Z'),
        ('gosc-1@handlowo.local', 'INVESTOR', null, now())`);

    await migrate(db, { migrationsFolder: migrationsDir });

    const users = await rows(
      sql`select email, email_verified_at = created_at as verified from users order by email`,
    );
    expect(users).toEqual([
      { email: 'gosc-1@handlowo.local', verified: true },
      { email: 'stary@handlowo.test', verified: true },
    ]);
    // New accounts start unverified.
    await db.execute(
      sql`insert into users (email, role) values ('nowy@handlowo.test', 'FREELANCER')`,
    );
    const [fresh] = await rows(
      sql`select email_verified_at from users where email = 'nowy@handlowo.test'`,
    );
    expect(fresh).toEqual({ email_verified_at: null });
  },
  60_000,
);
