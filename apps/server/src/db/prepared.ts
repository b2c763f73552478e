import type { Executor } from './client.ts';

/**
 * A statement built and prepared once per database (or transaction) and then only executed, for
 * the reads every page sends: Drizzle otherwise builds a query's SQL on each call, which costs
 * about 40 µs of CPU for three columns of one table and 90 µs for a whole users row (measured on
 * PostgreSQL: 30 µs per query prepared, 70 and 120 µs built), and PostgreSQL parses it again.
 * Parameters are `sql.placeholder(name)`s, given to `execute({ name: value })`. The statement's
 * name must be unique in the app: PostgreSQL keeps it per connection.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const statements = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
