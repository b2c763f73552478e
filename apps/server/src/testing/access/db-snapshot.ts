import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Row = Record<string, unknown>;

/**
 * Tables whose rows change with requests that change nothing else: the throttle counters count
 * every failed login or reset mail, which is their job.
 */
const VOLATILE_TABLES = new Set(['rate_limit_counters']);

interface ForeignKey {
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

/** The tables and foreign keys of the public schema, read once per app. */
export interface DatabaseShape {
  tables: string[];
  foreignKeys: ForeignKey[];
}

/** Every row of every table (but the volatile ones) as its JSON text, sorted per table. */
export interface DatabaseSnapshot {
  rows: Map<string, { text: string; row: Row }[]>;
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function readDatabaseShape(db: Database): Promise<DatabaseShape> {
  const tables = rowsOf(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((r) => String(r.name))
    .filter((name) => !VOLATILE_TABLES.has(name));
  // Column lists joined with commas: text is read the same way by both drivers, arrays are not.
  const keys = rowsOf(
    await db.execute(sql`
      select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as "refTable",
        (select string_agg(a.attname, ',' order by k.i) from unnest(c.conkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns,
        (select string_agg(a.attname, ',' order by k.i) from unnest(c.confkey) with ordinality k(n, i)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as "refColumns"
      from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
      where c.contype = 'f' and ns.nspname = 'public'`),
  );
  return {
    tables,
    foreignKeys: keys.map((k) => ({
      table: String(k.table),
      refTable: String(k.refTable),
      columns: String(k.columns).split(','),
      refColumns: String(k.refColumns).split(','),
    })),
  };
}

/**
 * The same shape limited to `users` and the tables that point at it, directly or through other
 * such tables: the rows a request by a user can change. Reference data is left out (its ~250
 * rows make up most of a full snapshot's cost).
 */
export function userDataShape(shape: DatabaseShape): DatabaseShape {
  const tables = new Set(['users']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const fk of shape.foreignKeys) {
      if (tables.has(fk.refTable) && !tables.has(fk.table)) {
        tables.add(fk.table);
        grew = true;
      }
    }
  }
  return {
    tables: shape.tables.filter((t) => tables.has(t)),
    foreignKeys: shape.foreignKeys.filter((fk) => tables.has(fk.table)),
  };
}

/** One statement for the whole database, so that a snapshot costs one round trip. */
export async function takeSnapshot(db: Database, shape: DatabaseShape): Promise<DatabaseSnapshot> {
  const union = shape.tables
    .map((t) => `select '${t}' as t, row_to_json(x)::text as r from "${t}" x`)
    .join(' union all ');
  const rows = new Map<string, { text: string; row: Row }[]>(shape.tables.map((t) => [t, []]));
  for (const { t, r } of rowsOf(await db.execute(sql.raw(union)))) {
    const text = String(r);
    rows.get(String(t))?.push({ text, row: JSON.parse(text) as Row });
  }
  for (const list of rows.values()) list.sort((a, b) => (a.text < b.text ? -1 : 1));
  return { rows };
}

/** The tables whose rows differ between two snapshots, with the rows that differ. */
export function snapshotDiff(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const changes: string[] = [];
  for (const [table, rows] of before.rows) {
    const old = new Set(rows.map((r) => r.text));
    const now = new Set((after.rows.get(table) ?? []).map((r) => r.text));
    for (const text of old) if (!now.has(text)) changes.push(`${table} - ${text.slice(0, 300)}`);
    for (const text of now) if (!old.has(text)) changes.push(`${table} + ${text.slice(0, 300)}`);
  }
  return changes;
}

/**
 * The rows that belong to a user: its `users` row and, transitively, every row whose foreign key
 * points at a row that belongs to it (its answers, orders, tokens; later its profile items).
 * Returned as a snapshot, so that `snapshotDiff` compares two users' worlds.
 */
export function ownedRows(
  snapshot: DatabaseSnapshot,
  shape: DatabaseShape,
  userId: number,
): DatabaseSnapshot {
  const owned = new Map<string, Set<string>>();
  const mark = (table: string, text: string) => {
    const set = owned.get(table) ?? new Set<string>();
    owned.set(table, set);
    if (set.has(text)) return false;
    set.add(text);
    return true;
  };
  for (const r of snapshot.rows.get('users') ?? []) if (r.row.id === userId) mark('users', r.text);

  const keyOf = (row: Row, columns: string[]) => JSON.stringify(columns.map((c) => row[c]));
  let grew = true;
  while (grew) {
    grew = false;
    for (const fk of shape.foreignKeys) {
      const parents = owned.get(fk.refTable);
      if (!parents || parents.size === 0) continue;
      const parentKeys = new Set(
        (snapshot.rows.get(fk.refTable) ?? [])
          .filter((r) => parents.has(r.text))
          .map((r) => keyOf(r.row, fk.refColumns)),
      );
      for (const r of snapshot.rows.get(fk.table) ?? []) {
        if (parentKeys.has(keyOf(r.row, fk.columns)) && mark(fk.table, r.text)) grew = true;
      }
    }
  }
  const rows = new Map<string, { text: string; row: Row }[]>();
  for (const [table, list] of snapshot.rows) {
    const set = owned.get(table);
    rows.set(
      table,
      list.filter((r) => set?.has(r.text)),
    );
  }
  return { rows };
}
