import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { until } from '../testing/instance.ts';
import { isDatabaseAway } from './availability.ts';
import { openPglite, type Database } from './client.ts';
import { drafts, users } from './schema.ts';
import { inTransaction, sqlState } from './transaction.ts';

let thread: Database;
let here: Database;

beforeAll(async () => {
  const template = readFileSync(inject('templateDatabase'));
  [thread, here] = await Promise.all([
    openPglite({ loadDataDir: new Blob([template]), thread: true }),
    openPglite({ loadDataDir: new Blob([template]) }),
  ]);
});
afterAll(async () => {
  await Promise.all([thread?.close(), here?.close()]);
});

const aDraft = async (db: Database['db'], message: string) => {
  const [user] = await db.select().from(users).limit(1);
  const [ws] = (await db.execute(sql`select workspace_id from memberships where user_id = ${user!.id}`)).rows as {
    workspace_id: number;
  }[];
  return { workspaceId: ws!.workspace_id, creatorId: user!.id, message };
};

describe('PGlite on a thread of its own', () => {
  it('answers as PGlite in this thread does: rows, joins, dates, raw statements', async () => {
    const read = (db: Database['db']) =>
      db.select({ id: users.id, email: users.email, createdAt: users.createdAt }).from(users).orderBy(users.id);
    expect(await read(thread.db)).toEqual(await read(here.db));
    const raw = await thread.db.execute(sql`select count(*)::int as n from inbox_items`);
    expect(raw.rows).toEqual((await here.db.execute(sql`select count(*)::int as n from inbox_items`)).rows);
  });

  it('sends every kind of parameter and reads every kind of column as PGlite in this thread does', async () => {
    const at = new Date('2026-03-08T07:00:00.123Z');
    const echo = (db: Database['db']) =>
      db.execute(sql`select ${true}::bool as yes, ${false}::bool as no, ${at}::timestamptz as at,
        ${sql.param([1, 2, 3])}::int[] as ints, ${sql.param([at, at])}::timestamptz[] as times, ${sql.param(['a "quoted"', 'back\\slash', 'comma, {brace}'])}::text[] as texts,
        ${JSON.stringify({ days: ['mon'], at: '09:00' })}::jsonb as doc, ${null}::text as nothing, ${2 ** 40}::int8 as big,
        ${'1.50'}::numeric as amount, ${'héllo 😀'}::text as unicode, ${42}::int as answer, ${sql.param([])}::int[] as none`);
    const [ours, theirs] = [await echo(thread.db), await echo(here.db)];
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toMatchObject({ yes: true, no: false, ints: [1, 2, 3], nothing: null, answer: 42 });
    const affected = async (db: Database['db']) =>
      (await db.execute(sql`update users set name = name where id in (select id from users limit 2)`)).affectedRows;
    expect(await affected(thread.db)).toBe(await affected(here.db));
  });

  it('commits a transaction whole, and a failed one leaves nothing', async () => {
    const before = (await thread.db.select().from(drafts)).length;
    await thread.db.transaction(async (tx) => {
      await tx.insert(drafts).values(await aDraft(tx, 'kept'));
      await tx.insert(drafts).values(await aDraft(tx, 'kept too'));
    });
    await expect(
      thread.db.transaction(async (tx) => {
        await tx.insert(drafts).values(await aDraft(tx, 'dropped'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = await thread.db.select({ message: drafts.message }).from(drafts);
    expect(after).toHaveLength(before + 2);
    expect(after.map((d) => d.message)).not.toContain('dropped');
  });

  it('lets statements from outside wait for a transaction, not mix into it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writing = thread.db.transaction(async (tx) => {
      await tx.insert(drafts).values(await aDraft(tx, 'while others wait'));
      await gate;
    });
    // Sent while the transaction holds the database: it reads after the commit, so it sees the row.
    const reading = thread.db.select().from(drafts).where(eq(drafts.message, 'while others wait')).execute();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await writing;
    expect(await reading).toHaveLength(1);
  });

  it('keeps the statements of a transaction sent before it has the database for it, in their order', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = thread.db.transaction(async (tx) => {
      await tx.insert(drafts).values(await aDraft(tx, 'first in'));
      await gate;
    });
    // Begun while the first holds the database: its statements wait, then run inside it, after the first's commit.
    const second = thread.db.transaction(async (tx) => {
      const seen = await tx.select().from(drafts).where(eq(drafts.message, 'first in'));
      await tx.insert(drafts).values(await aDraft(tx, 'second in'));
      return seen.length;
    });
    const empty = thread.db.transaction(async () => 'nothing asked');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await first;
    expect(await second).toBe(1);
    expect(await empty).toBe('nothing asked');
    expect(await thread.db.select().from(drafts).where(eq(drafts.message, 'second in'))).toHaveLength(1);
  });

  it('rejects with PostgreSQL’s own fields, so a caller can tell what went wrong', async () => {
    const [user] = await thread.db.select().from(users).limit(1);
    const error = await inTransaction(thread.db, (tx) =>
      tx.insert(users).values({ email: user!.email, name: 'twin', passwordHash: 'x' }),
    ).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
  });

  it('dumps its data directory, which opens again with the same data', async () => {
    const copy = await openPglite({ loadDataDir: await thread.dump!() });
    try {
      const count = async (db: Database['db']) => (await db.select().from(drafts)).length;
      expect(await count(copy.db)).toBe(await count(thread.db));
    } finally {
      await copy.close();
    }
  });
});

describe('PGlite on a thread that stops', () => {
  it('fails calls as the database being away, opens the directory again on a new thread, and keeps the data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-crash-'));
    const troubles: string[] = [];
    const database = await openPglite({ dataDir, thread: true });
    database.onTrouble((what) => troubles.push(what));
    try {
      await database.db.execute(sql`create table kept (n int)`);
      await database.db.execute(sql`insert into kept values (1), (2)`);
      await database.crash!();
      const failure = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseAway(failure)).toBe(true);
      const back = await until(
        () =>
          database.db.execute(sql`select count(*)::int as n from kept`).then(
            (r) => (r.rows[0] as { n: number }).n === 2,
            () => false,
          ),
        20_000,
      );
      expect(back).toBe(true);
      expect(troubles).toEqual(['the database thread stopped', 'the database thread runs again']);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
