import { lastMigrationOf } from '../../db/migration-steps.ts';
import { rowsOf } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { quoted, sequencesOf, tablesOf } from './catalog.ts';

/** Where a sequence stood: `setval(name, lastValue, isCalled)` puts it back. */
export interface SequencePosition {
  name: string;
  /** A bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface SnapshotEnd {
  /** The time of the last migration the database ran (Drizzle's `created_at`). */
  migration: number;
  tables: { name: string; rows: number }[];
  sequences: SequencePosition[];
}

/** Where a snapshot goes, part by part: each table's name, then its rows (one JSON object a line), then the end. */
export interface SnapshotSink {
  table(name: string): Promise<void>;
  rows(lines: string[]): Promise<void>;
  end(state: SnapshotEnd): Promise<void>;
}

/** Rows fetched at a time: the memory a table costs, whatever its size. */
const BATCH = 1000;

/**
 * Reads every table of the database, and where its sequences stand, in one read-only transaction at repeatable
 * read: one snapshot, as of its first statement, whatever commits meanwhile (on PGlite, its one connection is this
 * transaction's until the end, so nothing can). Each row is `row_to_json`, which a restore reads back with
 * `json_populate_recordset`, every type as it was.
 */
export async function readSnapshot(db: Db, sink: SnapshotSink): Promise<SnapshotEnd> {
  return db.transaction(
    async (tx) => {
      const migration = await lastMigrationOf(tx);
      if (migration === undefined)
        throw new Error('This database has no Social Desk tables (no migration ever ran on it): nothing to back up.');
      const tables: SnapshotEnd['tables'] = [];
      for (const name of await tablesOf(tx)) {
        await sink.table(name);
        let count = 0;
        await rowsOf(
          tx,
          `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoted(name)} t`,
        );
        for (;;) {
          const batch = await rowsOf<{ line: string }>(tx, `fetch forward ${BATCH} from backup_rows`);
          if (batch.length === 0) break;
          // A raw line break can only be white space between the tokens of a json column's value: one line a row.
          await sink.rows(batch.map((row) => row.line.replace(/[\r\n]+/g, ' ')));
          count += batch.length;
        }
        await rowsOf(tx, 'close backup_rows');
        tables.push({ name, rows: count });
      }
      const sequences: SequencePosition[] = [];
      for (const name of await sequencesOf(tx)) {
        const [position] = await rowsOf<{ last: string; called: boolean }>(
          tx,
          `select last_value::text as last, is_called as called from ${quoted(name)}`,
        );
        sequences.push({ name, lastValue: position!.last, isCalled: position!.called });
      }
      const end = { migration, tables, sequences };
      await sink.end(end);
      return end;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
