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

/**
 * A row whose object is parsed when first read: comparing snapshots needs only the text, and
 * most rows (reference data, the fuzz harness's every snapshot) are never read as objects.
 */
function snapshotRow(text: string): { text: string; row: Row } {
  let row: Row | undefined;
  return {
    text,
    get row() {
      row ??= JSON.parse(text) as Row;
      return row;
    },
  };
}

/** One statement for the whole database, so that a snapshot costs one round trip. */
export async function takeSnapshot(db: Database, shape: DatabaseShape): Promise<DatabaseSnapshot> {
  const union = shape.tables
    .map((t) => `select '${t}' as t, row_to_json(x)::text as r from "${t}" x`)
    .join(' union all ');
  const rows = new Map<string, { text: string; row: Row }[]>(shape.tables.map((t) => [t, []]));
  for (const { t, r } of rowsOf(await db.execute(sql.raw(union)))) {
    rows.get(String(t))?.push(snapshotRow(String(r)));
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

type SnapshotRow = { text: string; row: Row };

/** A foreign key's child rows by the value of their key columns (as JSON text). */
interface ChildIndex {
  fk: ForeignKey;
  byKey: Map<string, SnapshotRow[]>;
}

const keyOf = (row: Row, columns: string[]) => JSON.stringify(columns.map((c) => row[c]));

/**
 * Per snapshot and shape, the child rows of every foreign key by parent table: built once, then
 * each user's walk is a lookup per owned row instead of a pass over every table (the matrix asks
 * for four users' rows of each snapshot).
 */
const childIndexes = new WeakMap<
  DatabaseSnapshot,
  WeakMap<DatabaseShape, Map<string, ChildIndex[]>>
>();

function childIndex(snapshot: DatabaseSnapshot, shape: DatabaseShape): Map<string, ChildIndex[]> {
  let byShape = childIndexes.get(snapshot);
  if (!byShape) {
    byShape = new WeakMap();
    childIndexes.set(snapshot, byShape);
  }
  let index = byShape.get(shape);
  if (index) return index;
  index = new Map();
  // Only keys that point at a user's rows: a walk from `users` never reaches reference data.
  const reachable = new Set(userDataShape(shape).tables);
  for (const fk of shape.foreignKeys) {
    if (!reachable.has(fk.refTable)) continue;
    const byKey = new Map<string, SnapshotRow[]>();
    for (const r of snapshot.rows.get(fk.table) ?? []) {
      const key = keyOf(r.row, fk.columns);
      const list = byKey.get(key);
      if (list) list.push(r);
      else byKey.set(key, [r]);
    }
    const list = index.get(fk.refTable) ?? [];
    list.push({ fk, byKey });
    index.set(fk.refTable, list);
  }
  byShape.set(shape, index);
  return index;
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
  const index = childIndex(snapshot, shape);
  const owned = new Map<string, Set<string>>();
  const queue: { table: string; r: SnapshotRow }[] = [];
  const mark = (table: string, r: SnapshotRow) => {
    const set = owned.get(table) ?? new Set<string>();
    owned.set(table, set);
    if (set.has(r.text)) return;
    set.add(r.text);
    queue.push({ table, r });
  };
  for (const r of snapshot.rows.get('users') ?? []) if (r.row.id === userId) mark('users', r);
  // Breadth-first over the foreign keys: the same closure as repeating passes until none grows.
  for (let i = 0; i < queue.length; i++) {
    const { table, r } = queue[i] as { table: string; r: SnapshotRow };
    for (const { fk, byKey } of index.get(table) ?? []) {
      for (const child of byKey.get(keyOf(r.row, fk.refColumns)) ?? []) mark(fk.table, child);
    }
  }
  const rows = new Map<string, SnapshotRow[]>();
  for (const [table, list] of snapshot.rows) {
    const set = owned.get(table);
    rows.set(
      table,
      list.filter((r) => set?.has(r.text)),
    );
  }
  return { rows };
}
