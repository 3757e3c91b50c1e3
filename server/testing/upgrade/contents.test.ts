import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { addedColumns, contentsOf, lostBetween } from './contents.ts';

let database: Database;
/** Runs each of the statements, one at a time (a prepared statement holds one). */
const run = async (statements: string) => {
  for (const statement of statements.split(';')) await database.db.execute(sql.raw(statement));
};

beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

beforeEach(async () => {
  await run(`
    drop schema if exists drizzle cascade;
    drop table if exists notes, marks, tags;
    create schema drizzle;
    create table drizzle.__drizzle_migrations (id serial primary key, hash text not null);
    insert into drizzle.__drizzle_migrations (hash) values ('first');
    create table notes (id serial primary key, body text not null, at timestamptz not null, extra jsonb);
    create table marks (name text primary key);
    insert into notes (body, at, extra) values ('one', '2026-01-02T03:04:05Z', '{"a":1}'), ('two', now(), null);
    insert into marks values ('demo')`);
});

describe('lostBetween', () => {
  it('finds nothing lost when columns and journal rows were only added', async () => {
    const before = await contentsOf(database.db);
    await run(`
      alter table notes add column seen boolean default false not null;
      create table tags (id int primary key);
      insert into drizzle.__drizzle_migrations (hash) values ('second')`);
    const after = await contentsOf(database.db);
    expect(lostBetween(before, after)).toEqual([]);
    expect(addedColumns(before, after)).toEqual(['notes.seen', 'tags.id']);
  });

  it('names a table, a column, a row and a value lost, and a sequence moved', async () => {
    const before = await contentsOf(database.db);
    await run(`
      drop table marks;
      alter table notes drop column extra;
      update notes set at = at + interval '1 second' where body = 'one';
      insert into notes (body, at) values ('three', now());
      delete from notes where body = 'three'`);
    expect(lostBetween(before, await contentsOf(database.db))).toEqual([
      'public.marks is gone (1 rows)',
      'public.notes lost its columns extra',
      expect.stringMatching(/^public\.notes: 1 rows no longer as they were, such as \{.*"body":"one"/),
      'public.notes_id_seq stood at 2 and stands at 3',
    ]);
  });

  it('counts rows, so a row doubled is not taken for the one that was there', async () => {
    await run(`alter table marks drop constraint marks_pkey`);
    const before = await contentsOf(database.db);
    await run(`insert into marks values ('demo')`);
    expect(lostBetween(before, await contentsOf(database.db))).toEqual(['public.marks held 1 rows and holds 2']);
  });
});
