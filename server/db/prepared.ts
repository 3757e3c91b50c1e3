import type { Db } from './client.ts';

/**
 * A statement built once per database handle and kept (Drizzle's `prepare`): Drizzle does not build its SQL again
 * for each call, and PostgreSQL parses it once per connection. For the hot statements whose shape never changes;
 * the values come as placeholders. `name` must be unique to this statement (PostgreSQL keys prepared statements
 * by name on each connection).
 */
export function prepared<S>(name: string, build: (db: Db, name: string) => S): (db: Db) => S {
  const byDb = new WeakMap<Db, S>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      byDb.set(db, statement);
    }
    return statement;
  };
}
