import { is } from 'drizzle-orm';
import { PgTransaction, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * What Drizzle keeps of a built statement (its SQL text, its parameters and placeholders, how it maps rows), read
 * to run the same statement on another handle. Drizzle 0.45 keeps these on its prepared query objects of both
 * drivers; should a later version move them, the prepared-statement test in `server/db/postgres.test.ts` and the
 * outbox's tests (whose queue reads run this way inside transactions) fail.
 */
interface BuiltStatement {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
  isResponseInArrayMode(): boolean;
}

type SessionOf = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    queryMetadata?: unknown,
    cacheConfig?: unknown,
  ): unknown;
};

/**
 * A statement whose SQL is built once (Drizzle's `prepare`), for the hot statements whose shape never changes; the
 * values come as placeholders. On PostgreSQL it is also a named prepared statement, parsed once per connection.
 *
 * It runs on any handle: the one it was built on, or a transaction's, where it is the same text and row mapping
 * bound to that transaction's connection (building a query's SQL costs the service far more than this). `name`
 * must be unique to this statement (PostgreSQL keys prepared statements by name on each connection).
 */
export function prepared<S extends PgPreparedQuery<PreparedQueryConfig>>(
  name: string,
  build: (db: Db, name: string) => S,
): (db: Db) => S {
  let template: BuiltStatement | undefined;
  /** The handle it was built on and the statement bound to it, unless that was a transaction's (gone after it). */
  let home: { db: Db; statement: S } | undefined;
  return (db) => {
    if (db === home?.db) return home.statement;
    if (template === undefined) {
      const statement = build(db, name);
      template = statement as unknown as BuiltStatement;
      if (!is(db, PgTransaction)) home = { db, statement };
      return statement;
    }
    const session = db._.session as unknown as SessionOf;
    const again = session.prepareQuery(
      { sql: template.queryString, params: template.params },
      template.fields,
      name,
      template.isResponseInArrayMode(),
      template.customResultMapper,
      template.queryMetadata,
      template.cacheConfig,
    ) as BuiltStatement;
    again.joinsNotNullableMap = template.joinsNotNullableMap;
    return again as unknown as S;
  };
}
