import { PGlite } from '@electric-sql/pglite';
import {
  type ConnectionOptions,
  type DatabaseConnection,
  pgliteOptions,
  wrapPglite,
} from '../db/client.ts';

/*
 * The PGlite test databases of one worker, reused from test file to test file. Opening one from
 * the template's tarball costs 0.6–1 s of CPU (more on a slow VM: the PGlite stage is the largest
 * CPU consumer of CI, ADR 014); putting a used one back to the template's data costs ~50 ms: every
 * table emptied and refilled from the rows the template had, its sequences set back. A database
 * whose schema a test changed (or whose reset fails) is closed instead of reused.
 */

/** What the template holds, read from the first database this worker opened. */
interface TemplateState {
  /** Every table of our schemas with its insertable columns (generated ones are computed). */
  tables: { name: string; columns: string; rows: string }[];
  /** `setval` calls that put every used sequence back. */
  sequences: string[];
  fingerprint: string;
}

interface Pooled {
  client: PGlite;
  /** Set when the database goes back to the pool: the app that had it can no longer query it. */
  released: boolean;
}

const idle: PGlite[] = [];
let template: Promise<TemplateState> | undefined;

/** The catalogue's shape: a DDL statement (a table, column, index, function, trigger…) changes it. */
const FINGERPRINT = `select concat_ws('/',
  (select count(*) from pg_class), (select max(oid) from pg_class),
  (select count(*) from pg_attribute), (select count(*) from pg_constraint),
  (select count(*) from pg_proc), (select max(oid) from pg_proc),
  (select count(*) from pg_trigger), (select max(oid) from pg_type)) as fingerprint`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

async function readTemplate(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle') and a.attgenerated = ''
      group by 1 order by 1`,
  );
  const withRows = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string }>(
      `select coalesce(json_agg(t), '[]')::text as rows from ${table.name} t`,
    );
    withRows.push({ ...table, rows: rows[0]?.rows ?? '[]' });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
       from pg_sequences where last_value is not null`,
  );
  return {
    tables: withRows,
    sequences: sequences.map(({ name, value }) => `select setval('${name}', ${value}, true)`),
    fingerprint: await fingerprint(client),
  };
}

/** Back to the template's data and a fresh session; false when the database cannot be reused. */
async function reset(client: PGlite, state: TemplateState): Promise<boolean> {
  // Temporary tables, settings, advisory locks and LISTENs of the file that had it go first.
  await client.exec('discard all');
  if ((await fingerprint(client)) !== state.fingerprint) return false;
  await client.transaction(async (tx) => {
    // No triggers while refilling: the counters come back as the template had them.
    await tx.exec('set local session_replication_role = replica');
    await tx.exec(
      `truncate ${state.tables.map((table) => table.name).join(', ')} restart identity cascade`,
    );
    for (const { name, columns, rows } of state.tables) {
      if (rows === '[]') continue;
      await tx.query(
        `insert into ${name} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${name}, $1)`,
        [rows],
      );
    }
    for (const statement of state.sequences) await tx.exec(statement);
  });
  return true;
}

/**
 * A PGlite that forwards to `pooled.client` until it is released: a query that a closed app
 * still sends then fails, as it would on a closed database, instead of landing in the next
 * test file's data.
 */
function guarded(pooled: Pooled): PGlite {
  return new Proxy(pooled.client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (pooled.released) throw new Error('This test database was closed (PGlite pool)');
        return value.apply(target, args);
      };
    },
  });
}

/** How many reset databases wait in this worker (for the pool's own test). */
export const idlePgliteCount = (): number => idle.length;

/** A database with the template's data: an idle one of this worker, or a new one. */
export async function checkOutPglite(
  tarball: () => Promise<Buffer>,
  options: ConnectionOptions,
): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  let client = idle.pop();
  if (!client) {
    const data = await tarball();
    client = await PGlite.create({
      ...pgliteOptions,
      loadDataDir: new Blob([new Uint8Array(data)]),
    });
    template ??= readTemplate(client);
    await template;
  }
  const pooled: Pooled = { client, released: false };
  const listened = new Set<string>();
  const wrapped = wrapPglite(guarded(pooled), options);
  const connection: DatabaseConnection = {
    ...wrapped,
    async listen(channel, onPayload, onLost) {
      listened.add(channel);
      return wrapped.listen(channel, onPayload, onLost);
    },
    // The app closes its connection when it closes; the database stays open for `dispose`.
    close: async () => undefined,
  };
  const dispose = async () => {
    if (pooled.released) return;
    pooled.released = true;
    const state = await template;
    try {
      for (const channel of listened) await pooled.client.unlisten(channel);
      if (state && (await reset(pooled.client, state))) {
        idle.push(pooled.client);
        return;
      }
    } catch {
      // Whatever went wrong, this database is not reused.
    }
    await pooled.client.close().catch(() => undefined);
  };
  return { connection, dispose };
}
