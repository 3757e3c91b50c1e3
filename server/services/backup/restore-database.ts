import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { knownMigrations, migrateWithin } from '../../db/migration-steps.ts';
import { rowsOf } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { literal, quoted, sequencesOf, tablesOf } from './catalog.ts';
import { loadTables } from './load-tables.ts';
import { tableFile } from './manifest.ts';
import type { OpenedBackup } from './open-backup.ts';

const linesOf = (path: string): AsyncIterable<string> =>
  createInterface({ input: createReadStream(path), crlfDelay: Infinity });

/**
 * Restores the backup's rows into an empty database, in one transaction, so that a restore that fails anywhere
 * leaves the database as empty as it found it: the tables made by the migrations up to the backup's, the rows
 * loaded, the sequences put where they stood, then the migrations this release has beyond the backup's (a backup
 * of an older release restores into a newer one).
 */
export async function restoreDatabase(db: Db, backup: OpenedBackup, progress: (line: string) => void): Promise<void> {
  const { database } = backup.manifest;
  const at = database.migration.when;
  await db.transaction(async (tx) => {
    progress(`Making the tables as of migration ${database.migration.tag ?? at}`);
    await migrateWithin(tx, { upTo: at });
    const tables = await tablesOf(tx);
    const made = new Set(tables);
    for (const table of database.tables)
      if (!made.has(table.name))
        throw new Error(`The backup is damaged: it has a table ${table.name} that its schema does not make.`);
    // Migrations may write rows of their own; the backup holds every row as it was, theirs included.
    if (tables.length > 0) await rowsOf(tx, `truncate ${tables.map(quoted).join(', ')}`);
    await loadTables(tx, database.tables, (table) => linesOf(backup.path(tableFile(table))), progress);

    const sequences = new Set(await sequencesOf(tx));
    for (const { name, lastValue, isCalled } of database.sequences) {
      if (!sequences.has(name))
        throw new Error(`The backup is damaged: it has a sequence ${name} that its schema does not make.`);
      await rowsOf(tx, `select setval(${literal(quoted(name))}, ${BigInt(lastValue)}, ${isCalled})`);
    }

    const newer = knownMigrations().filter((m) => m.when > at);
    if (newer.length > 0) progress(`Running the ${newer.length} migration(s) this release has beyond the backup's`);
    await migrateWithin(tx, { after: at }, (m) => progress(`  ${m.tag}`));
  });
}
