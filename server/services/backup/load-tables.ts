import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { foreignKeysOf, quoted, writableColumnsOf } from './catalog.ts';
import { loadOrder } from './load-order.ts';

/** Rows sent in one statement, at most, and the most text one statement carries. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

const name = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Inserts rows given as `row_to_json` objects, as they were: generated columns are made again, identities kept. A
 * failure says the database's reason, never the statement: its parameter is the rows (password hashes among them).
 */
async function insertBatch(tx: Db, table: string, columns: string[], lines: string[]) {
  const list = columns.map(name).join(', ');
  try {
    await tx.execute(
      sql`${sql.raw(`insert into ${quoted(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quoted(table)}, `)}${`[${lines.join(',')}]`}${sql.raw('::json)')}`,
    );
  } catch (error) {
    throw new Error(`Loading ${table} failed: ${reason(error)}`);
  }
}

/** The database's own words for a failure (Drizzle wraps them in a message that quotes the whole statement). */
function reason(error: unknown): string {
  const cause = ((error as Error).cause ?? error) as Error & { detail?: string };
  return `${cause.message}${cause.detail ? ` (${cause.detail})` : ''}`;
}

export interface TableToLoad {
  name: string;
  rows: number;
}

/**
 * Loads the tables' rows, in the caller's transaction, in an order that satisfies their foreign keys (read from the
 * catalog; those no order satisfies are deferred to the end of the load). The tables' own triggers are off meanwhile:
 * what they keep (the inbox's unread counters) is in the backup as it was, and counting the rows again would double
 * it. A table whose rows are not as many as the backup says fails the load.
 */
export async function loadTables(
  tx: Db,
  tables: TableToLoad[],
  linesOf: (table: string) => AsyncIterable<string>,
  progress: (line: string) => void,
): Promise<void> {
  const expected = new Map(tables.map((t) => [t.name, t.rows]));
  const { order, deferred } = loadOrder([...expected.keys()], await foreignKeysOf(tx));
  const altered = deferred.filter((key) => !key.initiallyDeferred);
  for (const key of altered)
    await rowsOf(
      tx,
      `alter table ${quoted(key.from)} alter constraint ${name(key.name)} deferrable initially deferred`,
    );
  for (const table of order) await rowsOf(tx, `alter table ${quoted(table)} disable trigger user`);

  for (const table of order) {
    const rows = expected.get(table)!;
    progress(`Loading ${table} (${rows} row${rows === 1 ? '' : 's'})`);
    const columns = await writableColumnsOf(tx, table);
    let batch: string[] = [];
    let bytes = 0;
    let loaded = 0;
    for await (const line of linesOf(table)) {
      if (line === '') continue;
      batch.push(line);
      bytes += line.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
        await insertBatch(tx, table, columns, batch);
        loaded += batch.length;
        [batch, bytes] = [[], 0];
      }
    }
    if (batch.length > 0) await insertBatch(tx, table, columns, batch);
    loaded += batch.length;
    if (loaded !== rows)
      throw new Error(`The backup is damaged: ${table} has ${loaded} rows where its manifest says ${rows}.`);
  }

  // The deferred checks first: a table with checks pending takes no ALTER.
  if (deferred.length > 0)
    await rowsOf(tx, 'set constraints all immediate').catch((error: unknown) => {
      throw new Error(`The backup's rows refer to rows it does not have: ${reason(error)}`);
    });
  for (const table of order) await rowsOf(tx, `alter table ${quoted(table)} enable trigger user`);
  for (const key of altered)
    await rowsOf(
      tx,
      `alter table ${quoted(key.from)} alter constraint ${name(key.name)} ${key.deferrable ? '' : 'not '}deferrable initially immediate`,
    );
}
