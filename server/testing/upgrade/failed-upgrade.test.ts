// What docs/operations.md promises when a migration fails at start: the pending migrations run in one transaction,
// so the database stays as the older release left it, and that release can start on it again.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, openPostgres, type Database } from '../../db/client.ts';
import { addedColumns, contentsOf, JOURNAL, lostBetween } from './contents.ts';
import { pgliteFromSnapshot, postgresFromSnapshot, releaseSnapshots } from './snapshots.ts';

const [oldest] = releaseSnapshots();
let broken: string;

/** Today's migrations, the last of which fails after its own statements ran (as a real fault would, half way). */
beforeAll(() => {
  broken = mkdtempSync(join(tmpdir(), 'broken-migrations-'));
  cpSync(migrationsFolder, broken, { recursive: true });
  const { entries } = JSON.parse(readFileSync(join(broken, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  appendFileSync(join(broken, `${entries.at(-1)!.tag}.sql`), '\n--> statement-breakpoint\nSELECT 1 / 0;');
});
afterAll(() => rmSync(broken, { recursive: true, force: true }));

async function failsAndKeeps(database: Database, migrate: () => Promise<void>) {
  const before = await contentsOf(database.db);
  await expect(migrate()).rejects.toMatchObject({ cause: { message: 'division by zero' } });
  const after = await contentsOf(database.db);
  expect(lostBetween(before, after)).toEqual([]);
  expect(addedColumns(before, after)).toEqual([]);
  expect(after.tables.get(JOURNAL)!.rows).toEqual(before.tables.get(JOURNAL)!.rows);
}

describe(`a migration failing on release ${oldest!.version}'s database`, () => {
  it('leaves the embedded database as the release left it', async () => {
    const database = await pgliteFromSnapshot(oldest!);
    try {
      await failsAndKeeps(database, () =>
        migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: broken }),
      );
    } finally {
      await database.close();
    }
  }, 60_000);

  it('leaves the PostgreSQL database as the release left it', async () => {
    const url = await postgresFromSnapshot(inject('postgresUrl'), `failed_upgrade_${process.pid}`, oldest!);
    const database = openPostgres(url);
    try {
      await failsAndKeeps(database, () =>
        migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: broken }),
      );
    } finally {
      await database.close();
    }
  }, 60_000);
});
