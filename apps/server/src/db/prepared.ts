import type { Executor } from './client.ts';

/** Names taken so far: PostgreSQL keeps a prepared statement by name per connection. */
const takenNames = new Set<string>();

/**
 * A query built and prepared once per database (or transaction) and then only executed, for the
 * reads every page sends: Drizzle otherwise builds a query's SQL on each call, which costs about
 * 40 µs of CPU for three columns of one table and 90 µs for a whole users row (measured on
 * PostgreSQL: 30 µs per query prepared, 70 and 120 µs built), and PostgreSQL parses it again.
 * `query` returns the unprepared builder, its parameters `sql.placeholder(name)`s given later to
 * `execute({ name: value })`. Two statements of one name but different SQL would fail on
 * whichever connection prepared the other first, so a name used twice fails at load time.
 *
 * Constants of the code (a role, a picture kind, a counter's name) belong in the SQL as literals,
 * not as parameters: PostgreSQL plans the first five executions with the values and then keeps a
 * generic plan only if it costs no more, and a generic plan cannot use a partial index whose
 * predicate (`role = 'FREELANCER'`) it cannot prove from `role = $2`. Nor should an estimate
 * depend on the values: with `limit $1 offset $2` the generic plan guesses a tenth of the rows,
 * looks dearer than every custom plan of ten, and each execution is planned again (the admin
 * lists number their rows instead: `positionIn` in features/admin/lists/paging.ts, ADR 009).
 */
export function preparedPerDatabase<Statement>(
  name: string,
  query: (db: Executor) => { prepare(name: string): Statement },
): (db: Executor) => Statement {
  if (takenNames.has(name)) throw new Error(`Prepared statement name used twice: ${name}`);
  takenNames.add(name);
  const statements = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = query(db).prepare(name);
      statements.set(db, statement);
    }
    return statement;
  };
}
