import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../testing/template-database.ts';
import { type DatabaseConnection, migrationsUpToDate } from './client.ts';

describe('the start-up check that skips the migrator', () => {
  let connection: DatabaseConnection;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ connection, dispose } = await cloneTemplate(inject('testTemplate')));
  });
  afterAll(async () => {
    await connection.close();
    await dispose();
  });

  const newestRecorded = () => sql`(select max(created_at) from drizzle.__drizzle_migrations)`;

  it('holds on a database with every committed migration', async () => {
    expect(await migrationsUpToDate(connection.db)).toBe(true);
  });

  it('fails when a committed migration is newer than the last one applied', async () => {
    // As if the newest migration had not been applied yet: its record is older than its file.
    await connection.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
          where created_at = ${newestRecorded()}`,
    );
    expect(await migrationsUpToDate(connection.db)).toBe(false);
    // Drizzle would re-run that migration here; put the record back instead of re-applying it.
    await connection.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
          where created_at = ${newestRecorded()}`,
    );
    expect(await migrationsUpToDate(connection.db)).toBe(true);
    await connection.migrate();
  });

  it('fails on a database that was never migrated', async () => {
    await connection.db.execute(sql`drop schema drizzle cascade`);
    expect(await migrationsUpToDate(connection.db)).toBe(false);
  });
});
