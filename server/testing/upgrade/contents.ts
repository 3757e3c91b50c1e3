// Everything a database holds, table by table, to tell what a migration kept, lost or added: each row as the
// database writes it in JSON (so the same value reads the same before and after), and where each sequence stands.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Row = Record<string, unknown>;

export interface Contents {
  /** By `schema.table`: its columns and its rows. */
  tables: Map<string, { columns: string[]; rows: Row[] }>;
  /** By `schema.sequence`: the last value it gave (null before its first). */
  sequences: Map<string, string | null>;
}

const SCHEMAS = ['public', 'drizzle'];

async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export async function contentsOf(db: Db): Promise<Contents> {
  const list = SCHEMAS.map((s) => `'${s}'`).join(', ');
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    `select table_schema || '.' || table_name as "table", column_name as "column" from information_schema.columns
     where table_schema in (${list}) and table_name in
       (select table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in (${list}))
     order by 1, ordinal_position`,
  );
  const tables: Contents['tables'] = new Map();
  for (const { table, column } of columns) {
    const entry = tables.get(table) ?? { columns: [], rows: [] };
    entry.columns.push(column);
    tables.set(table, entry);
  }
  for (const [table, entry] of tables) {
    const [schema, name] = table.split('.');
    const rows = await rowsOf<{ row: string }>(db, `select to_jsonb(t)::text as row from "${schema}"."${name}" t`);
    entry.rows = rows.map((r) => JSON.parse(r.row) as Row);
  }
  const sequences = await rowsOf<{ name: string; last: string | null }>(
    db,
    `select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences
     where schemaname in (${list})`,
  );
  return { tables, sequences: new Map(sequences.map((s) => [s.name, s.last])) };
}

/** Drizzle's journal of applied migrations: migrating adds rows to it, and moves its sequence. */
export const JOURNAL = 'drizzle.__drizzle_migrations';

const only = (row: Row, columns: string[]) => Object.fromEntries(columns.map((c) => [c, row[c]]));
const inOrder = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();

/**
 * What `after` no longer holds of `before`, in words: a table or a column gone, a row gone, changed or added in
 * what `before` had (new columns aside), a sequence moved (the journal's rows and sequence only grow). Empty when
 * nothing was lost.
 */
export function lostBetween(before: Contents, after: Contents): string[] {
  const lost: string[] = [];
  for (const [table, was] of before.tables) {
    const now = after.tables.get(table);
    if (!now) {
      lost.push(`${table} is gone (${was.rows.length} rows)`);
      continue;
    }
    const gone = was.columns.filter((c) => !now.columns.includes(c));
    if (gone.length) lost.push(`${table} lost its columns ${gone.join(', ')}`);
    if (now.rows.length !== was.rows.length && table !== JOURNAL)
      lost.push(`${table} held ${was.rows.length} rows and holds ${now.rows.length}`);
    const kept = was.columns.filter((c) => now.columns.includes(c));
    const [old, current] = [inOrder(was.rows.map((r) => only(r, kept))), inOrder(now.rows.map((r) => only(r, kept)))];
    const missing = old.filter((r) => !current.includes(r));
    if (missing.length) lost.push(`${table}: ${missing.length} rows no longer as they were, such as ${missing[0]}`);
  }
  for (const [sequence, last] of before.sequences)
    if (after.sequences.get(sequence) !== last && !sequence.startsWith(JOURNAL))
      lost.push(`${sequence} stood at ${last} and stands at ${after.sequences.get(sequence)}`);
  return lost;
}

/** The columns `after` has that `before` had not, as `table.column` (a new table's columns included). */
export function addedColumns(before: Contents, after: Contents): string[] {
  return [...after.tables].flatMap(([table, { columns }]) => {
    const had = before.tables.get(table)?.columns ?? [];
    return columns.filter((c) => !had.includes(c)).map((c) => `${table.replace(/^public\./, '')}.${c}`);
  });
}
