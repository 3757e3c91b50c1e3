import { Column, is, SQL, Subquery } from 'drizzle-orm';
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
  fields?: SelectedField[];
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
  isResponseInArrayMode(): boolean;
}

/** A selected column as Drizzle lists a statement's fields: where it goes in the row object, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** How Drizzle finds the decoder of a selected field (its `mapResultRow`), found once here rather than per cell. */
function decoderOf(field: unknown): Decoder {
  type WithDecoder = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as WithDecoder).decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/**
 * Maps the rows (arrays) of a statement to objects as Drizzle's `mapResultRow` does, with every field's path and
 * decoder looked up once: Drizzle looks them up for each cell of each row, which under the busy team was about a
 * twentieth of the service's time. Statements with an outer join (a table's fields may all be null, and Drizzle then
 * makes its object null) keep Drizzle's mapping.
 */
function rowMapper(statement: BuiltStatement): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const { fields } = statement;
  const joins = statement.joinsNotNullableMap as Record<string, boolean> | undefined;
  if (!fields || statement.customResultMapper || (joins && Object.values(joins).some((notNull) => !notNull)))
    return undefined;
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
  }));
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { parents, key, decoder } = columns[i]!;
        let node = result;
        for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      return result;
    });
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
      template.customResultMapper = rowMapper(template);
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
