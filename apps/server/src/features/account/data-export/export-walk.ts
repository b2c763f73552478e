import type { DataExport } from '@handlowo/contract';
import type { DatabaseShape, DatabaseSnapshot } from '../../../testing/access/db-snapshot.ts';
import {
  COLUMNS,
  FOLLOWED,
  type FollowedKey,
  NOT_FOLLOWED,
  type Row,
  type SkippedKey,
  USERS_ROW,
} from './export-ownership.ts';

/*
 * Test support: walks the foreign keys from `users` over a database snapshot and checks one
 * export against the rows of one user: all present (their own export) or none (someone else's).
 */

const camel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** Timestamps compared as instants (PostgreSQL keeps microseconds, JSON milliseconds). */
const comparable = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)
    ? Math.floor(Date.parse(value))
    : JSON.stringify(value);

export interface WalkResult {
  problems: string[];
  /** The foreign keys (`table.column`) that had at least one row of the user. */
  seen: Set<string>;
}

export function walkUserRows(
  snapshot: DatabaseSnapshot,
  shape: DatabaseShape,
  userId: number,
  data: DataExport,
  expectation: 'all' | 'none',
): WalkResult {
  const problems: string[] = [];
  const seen = new Set<string>();
  const rowsOf = (table: string) => (snapshot.rows.get(table) ?? []).map((r) => r.row);
  const keysTo = (table: string) => shape.foreignKeys.filter((fk) => fk.refTable === table);

  const checkColumns = (table: string, row: Row) => {
    const policy = COLUMNS[table];
    if (!policy) {
      problems.push(`${table}: no column policy in export-ownership.ts`);
      return;
    }
    const known = new Set([...policy.exported, ...Object.keys(policy.omitted ?? {})]);
    for (const column of Object.keys(row)) {
      if (!known.has(column)) problems.push(`${table}.${column}: neither exported nor omitted`);
    }
    for (const column of known) {
      if (!(column in row)) problems.push(`${table}.${column}: listed but not in the table`);
    }
  };

  const checkRow = (key: string, table: string, entry: FollowedKey, row: Row) => {
    const found = entry.find(row, data);
    const text = JSON.stringify(row).slice(0, 200);
    if (expectation === 'none') {
      if (found) problems.push(`${key}: another user's row is in the export: ${text}`);
      return;
    }
    seen.add(key);
    checkColumns(table, row);
    if (!found) {
      problems.push(`${key}: row missing from the export: ${text}`);
      return;
    }
    if (typeof found !== 'object') return;
    for (const [column, value] of Object.entries(row)) {
      const field = camel(column);
      if (!Object.hasOwn(found, field)) continue;
      const exported = (found as Record<string, unknown>)[field];
      if (comparable(exported) !== comparable(value)) {
        problems.push(`${key}: ${field} is ${JSON.stringify(exported)}, stored ${text}`);
      }
    }
  };

  const visit = (key: string, table: string, entry: FollowedKey, owned: Row[]) => {
    for (const row of owned) checkRow(key, table, entry, row);
    for (const fk of keysTo(table)) {
      const childKey = `${fk.table}.${fk.columns.join(',')}`;
      const child: FollowedKey | SkippedKey | undefined = entry.children?.[childKey];
      if (!child) {
        problems.push(`${childKey} references ${key}: the export test does not know it`);
        continue;
      }
      if ('skip' in child) continue;
      const parents = new Set(owned.map((r) => JSON.stringify(fk.refColumns.map((c) => r[c]))));
      const rows = rowsOf(fk.table).filter((r) =>
        parents.has(JSON.stringify(fk.columns.map((c) => r[c]))),
      );
      visit(childKey, fk.table, child, rows);
    }
  };

  const own = rowsOf('users').filter((r) => r.id === userId);
  for (const row of own) checkRow('users', 'users', USERS_ROW, row);
  for (const fk of keysTo('users')) {
    const key = `${fk.table}.${fk.columns.join(',')}`;
    if (key in NOT_FOLLOWED) continue;
    const entry = FOLLOWED[key];
    if (!entry || fk.columns.length !== 1 || fk.refColumns.join() !== 'id') {
      problems.push(`${key} references users: the export test does not know it`);
      continue;
    }
    const column = fk.columns[0] as string;
    visit(
      key,
      fk.table,
      entry,
      rowsOf(fk.table).filter((r) => r[column] === userId),
    );
  }
  return { problems, seen };
}
