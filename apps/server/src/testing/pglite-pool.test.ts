import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { idlePgliteCount } from './pglite-pool.ts';
import { cloneTemplate } from './template-database.ts';

/*
 * The PGlite test databases are reused within a worker (pglite-pool.ts): what one test file wrote
 * must never reach the next. PGlite stage only (the PostgreSQL stage clones real databases).
 */
const onPglite = inject('testTemplate').kind === 'pglite';

/** The rows of a statement (both drivers' results have `rows`). */
async function rows<T>(connection: DatabaseConnection, query: SQL): Promise<T[]> {
  return ((await connection.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table's row count and every sequence's position: equal means the same data as cloned. */
async function contents(connection: DatabaseConnection): Promise<string> {
  const tables = await rows<{ name: string }>(
    connection,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
         where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: string[] = [];
  for (const { name } of tables) {
    const [count] = await rows<{ n: number }>(
      connection,
      sql.raw(`select count(*)::int as n from ${name}`),
    );
    counts.push(`${name}=${count?.n}`);
  }
  const [sequences] = await rows<{ s: string }>(
    connection,
    sql`select string_agg(sequencename || ':' || coalesce(last_value::text, '-'), ',' order by 1) as s
          from pg_sequences`,
  );
  return `${counts.join(',')} ${sequences?.s}`;
}

describe.skipIf(!onPglite)('reused PGlite test databases', () => {
  it("come back with exactly the template's data, whatever the last file wrote", async () => {
    const first = await cloneTemplate(inject('testTemplate'));
    const fresh = await contents(first.connection);
    await first.connection.db.execute(
      sql`insert into users (email, password_hash, role, first_name, last_name)
          values ('pool@test.handlowo.local', 'x', 'FREELANCER', 'Jan', 'Pula')`,
    );
    await first.connection.db.execute(sql`truncate industries cascade`);
    await first.connection.db.execute(sql`set statement_timeout = 1`);
    expect(await contents(first.connection)).not.toBe(fresh);
    await first.connection.close();
    const idleBefore = idlePgliteCount();
    await first.dispose();
    // Reset and put back, then taken again: the same database, not a new one.
    expect(idlePgliteCount()).toBe(idleBefore + 1);
    const second = await cloneTemplate(inject('testTemplate'));
    expect(idlePgliteCount()).toBe(idleBefore);
    expect(await contents(second.connection)).toBe(fresh);
    // The session's settings went too.
    const [timeout] = await rows<{ t: string }>(
      second.connection,
      sql`select current_setting('statement_timeout') as t`,
    );
    expect(timeout?.t).toBe('0');
    await second.connection.close();
    await second.dispose();
  });

  it('refuse the queries of an app closed before, instead of running them on the next one', async () => {
    const clone = await cloneTemplate(inject('testTemplate'));
    await clone.connection.close();
    await clone.dispose();
    const refused = await clone.connection.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle wraps the driver's error: 'Failed query: select 1', caused by the pool's refusal.
    expect(String((refused as Error | undefined)?.cause)).toMatch(/closed/);
  });

  it('are not reused after a test changed the schema', async () => {
    const changed = await cloneTemplate(inject('testTemplate'));
    await changed.connection.db.execute(sql`create table pool_marker (id int)`);
    await changed.connection.close();
    const idleBefore = idlePgliteCount();
    await changed.dispose();
    expect(idlePgliteCount()).toBe(idleBefore);

    const next = await cloneTemplate(inject('testTemplate'));
    const [marker] = await rows<{ found: string | null }>(
      next.connection,
      sql`select to_regclass('pool_marker')::text as found`,
    );
    expect(marker?.found).toBeNull();
    await next.connection.close();
    await next.dispose();
  });
});
