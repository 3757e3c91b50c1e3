import { rowsOf } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';

/** Names in SQL: every name here comes from the database's own catalog, quoted all the same. */
export const quoted = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;

/** The literal of a name, as `regclass` and `setval` take it. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Objects an extension brought (pg_stat_statements' views, for example) are the extension's, not the service's. */
const NOT_FROM_AN_EXTENSION = `not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
  and d.objid = c.oid and d.deptype = 'e')`;

/** The service's tables: every table of the public schema, by name. */
export async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and ${NOT_FROM_AN_EXTENSION} order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The sequences of the public schema (those behind identity columns among them), by name. */
export async function sequencesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' and ${NOT_FROM_AN_EXTENSION} order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The columns a row can be written to (not generated ones), in the table's order. */
export async function writableColumnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select attname as name from pg_attribute where attrelid = ${literal(quoted(table))}::regclass
     and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return rows.map((r) => r.name);
}

export interface ForeignKey {
  name: string;
  /** The table holding the reference, and the table it names. */
  from: string;
  to: string;
  /** As the schema declares it, to be put back after a load that deferred it. */
  deferrable: boolean;
  initiallyDeferred: boolean;
}

/** The foreign keys between tables of the public schema. */
export async function foreignKeysOf(db: Db): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    db,
    `select con.conname as name, src.relname as "from", dst.relname as "to",
       con.condeferrable as deferrable, con.condeferred as "initiallyDeferred"
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
     join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
     where con.contype = 'f' and sn.nspname = 'public' and dn.nspname = 'public'
     order by src.relname, con.conname`,
  );
}

/**
 * What a database holds besides the system's own: tables, sequences and views in any schema but the system's
 * (extensions' objects aside). Empty, a restore may go there.
 */
export async function userRelationsOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       and c.relkind in ('r', 'p', 'S', 'v', 'm', 'f') and ${NOT_FROM_AN_EXTENSION}
     order by n.nspname, c.relname`,
  );
  return rows.map((r) => r.name);
}
