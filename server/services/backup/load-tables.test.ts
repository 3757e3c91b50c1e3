import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { rowsOf } from '../../db/transaction.ts';
import { loadTables } from './load-tables.ts';

// A schema with what the service's does not have yet: a table that refers to itself, two that refer to each other,
// a generated column, an identity, and a trigger that keeps a tally.
const SCHEMA = [
  'create table owners (id int primary key, name text not null)',
  `create table nodes (id int generated always as identity primary key, parent_id int references nodes (id),
    owner_id int not null references owners (id), label text not null,
    shout text generated always as (upper(label)) stored)`,
  'create table ring_a (id int primary key, b_id int)',
  'create table ring_b (id int primary key, a_id int not null references ring_a (id))',
  'alter table ring_a add constraint ring_a_b_fk foreign key (b_id) references ring_b (id)',
  'create table tallies (nodes int not null)',
  `create function count_node() returns trigger language plpgsql as $$
    begin update tallies set nodes = nodes + 1; return null; end $$`,
  'create trigger count_node after insert on nodes for each row execute function count_node()',
];

const ROWS: Record<string, string[]> = {
  // Children before their parents, as a backup may well hold them.
  nodes: [
    '{"id":3,"parent_id":2,"owner_id":1,"label":"leaf","shout":"LEAF"}',
    '{"id":2,"parent_id":1,"owner_id":1,"label":"branch","shout":"BRANCH"}',
    '{"id":1,"parent_id":null,"owner_id":1,"label":"root","shout":"ROOT"}',
  ],
  owners: ['{"id":1,"name":"Ada"}'],
  ring_a: ['{"id":1,"b_id":1}'],
  ring_b: ['{"id":1,"a_id":1}'],
  tallies: ['{"nodes":3}'],
};

async function* linesOf(rows: string[]) {
  yield* rows;
}

let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());
beforeEach(async () => {
  for (const statement of ['drop schema public cascade', 'create schema public', ...SCHEMA])
    await database.db.execute(statement);
});

const load = (rows: Record<string, string[]>, lines: string[] = []) =>
  database.db.transaction((tx) =>
    loadTables(
      tx,
      Object.entries(rows).map(([name, list]) => ({ name, rows: list.length })),
      (table) => linesOf(rows[table]!),
      (line) => lines.push(line),
    ),
  );

describe('loading a backup’s tables', () => {
  it('satisfies every foreign key, keeps identities, makes generated columns again and leaves triggers out', async () => {
    const progress: string[] = [];
    await load(ROWS, progress);
    expect(progress).toEqual([
      'Loading owners (1 row)',
      'Loading nodes (3 rows)',
      'Loading tallies (1 row)',
      'Loading ring_a (1 row)',
      'Loading ring_b (1 row)',
    ]);
    const db = database.db;
    expect(await rowsOf(db, 'select id, parent_id, shout from nodes order by id')).toEqual([
      { id: 1, parent_id: null, shout: 'ROOT' },
      { id: 2, parent_id: 1, shout: 'BRANCH' },
      { id: 3, parent_id: 2, shout: 'LEAF' },
    ]);
    // The tally is the backup's: the trigger did not count the loaded rows again. It counts new ones.
    expect(await rowsOf(db, 'select nodes from tallies')).toEqual([{ nodes: 3 }]);
    await db.execute(`insert into nodes (id, owner_id, label) overriding system value values (4, 1, 'new')`);
    expect(await rowsOf(db, 'select nodes from tallies')).toEqual([{ nodes: 4 }]);
    // The keys deferred for the load are as the schema declares them again.
    expect(
      await rowsOf(db, `select conname, condeferrable from pg_constraint where contype = 'f' order by conname`),
    ).toEqual([
      { conname: 'nodes_owner_id_fkey', condeferrable: false },
      { conname: 'nodes_parent_id_fkey', condeferrable: false },
      { conname: 'ring_a_b_fk', condeferrable: false },
      { conname: 'ring_b_a_id_fkey', condeferrable: false },
    ]);
  });

  it('fails on a reference to nothing, even a deferred one, and on fewer rows than the backup says', async () => {
    const orphan = { ...ROWS, nodes: ['{"id":1,"parent_id":99,"owner_id":1,"label":"lost"}'] };
    await expect(load(orphan)).rejects.toThrow(/refer to rows it does not have: .*nodes_parent_id_fkey/);
    expect(await rowsOf(database.db, 'select count(*)::int as n from nodes')).toEqual([{ n: 0 }]);
    await expect(
      database.db.transaction((tx) =>
        loadTables(
          tx,
          [{ name: 'owners', rows: 2 }],
          () => linesOf(ROWS.owners!),
          () => undefined,
        ),
      ),
    ).rejects.toThrow(/owners has 1 rows where its manifest says 2/);
  });
});
