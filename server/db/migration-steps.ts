import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type Db } from './client.ts';

/** A migration this code knows: its file's tag and the time Drizzle orders and records it by. */
export interface KnownMigration {
  tag: string;
  when: number;
}

/** The migrations of this code, oldest first (Drizzle's journal). */
export function knownMigrations(): KnownMigration[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: KnownMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

// Drizzle's own bookkeeping (drizzle-orm/pg-core/dialect.js, `migrate`): a database restored here is one that
// Drizzle's migrator, at the next start, finds up to date.
const TABLE = sql`"drizzle"."__drizzle_migrations"`;

/** The time of the last migration a database ran, or undefined for a database no migration ever ran on. */
export async function lastMigrationOf(db: Db): Promise<number | undefined> {
  const result = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const [{ present } = { present: false }] = (result as unknown as { rows: { present: boolean }[] }).rows;
  if (!present) return undefined;
  const last = await db.execute(sql`select max(created_at)::text as at from ${TABLE}`);
  const [{ at } = { at: null }] = (last as unknown as { rows: { at: string | null }[] }).rows;
  return at === null ? undefined : Number(at);
}

/**
 * Runs, in the caller's transaction, the migrations after `after` and up to `upTo` (either open), recording each as
 * Drizzle's migrator does. Drizzle's own runs its migrations in a transaction of its own, which cannot sit inside
 * another one; a restore needs its migrations, its rows and the newer migrations in one.
 */
export async function migrateWithin(
  tx: Db,
  range: { after?: number; upTo?: number },
  onStep: (migration: KnownMigration) => void = () => undefined,
): Promise<void> {
  await tx.execute(sql`create schema if not exists "drizzle"`);
  await tx.execute(
    sql`create table if not exists ${TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const tags = new Map(knownMigrations().map((m) => [m.when, m.tag]));
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (range.after !== undefined && migration.folderMillis <= range.after) continue;
    if (range.upTo !== undefined && migration.folderMillis > range.upTo) break;
    onStep({ tag: tags.get(migration.folderMillis) ?? String(migration.folderMillis), when: migration.folderMillis });
    for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into ${TABLE} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
