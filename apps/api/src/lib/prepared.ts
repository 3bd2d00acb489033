import type { Db } from '@dating/db';

/**
 * A statement of a hot path, built once per database (drizzle with `sql.placeholder` values, then
 * `.prepare(name)`), so no SQL text is built per request: each call only binds its values, and
 * PostgreSQL parses the named statement once per connection (issue 18). Runs on the database itself,
 * never inside a transaction. Kept per driver (pool), so a unit of work's handle of the database
 * (request.unitDb) finds the statement built for the database.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    let statement = built.get(db.$client);
    if (!statement) {
      statement = build(db);
      built.set(db.$client, statement);
    }
    return statement;
  };
}
