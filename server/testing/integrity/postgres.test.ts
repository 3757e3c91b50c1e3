import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { buildApp } from '../../http/app.ts';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { createSharedEventBus, type WorkspaceEvent } from '../../services/events/bus.ts';
import { authorizeCode, DEMO_APP } from '../oauth-flow.ts';
import { claimDue } from '../../publisher/publisher.ts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { migrateDatabase, openPostgres, type Database, type Messages } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { atCommit, inOpenedTransaction, sqlState } from '../../db/transaction.ts';
import { inQueueTransaction } from '../../services/outbox/queue.ts';
import { channels, posts, users } from '../../db/schema.ts';
import { seed } from '../../services/demo/seed.ts';
import { png } from '../images.ts';

let url: string;
const opened: Database[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  const name = `foundation_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url = inject('postgresUrl').replace(/\/postgres$/, `/${name}`);
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

const open = () => {
  const database = openPostgres(url);
  opened.push(database);
  return database;
};

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  it('migrates and seeds once when several instances start together', async () => {
    const instances = [open(), open(), open()];
    await Promise.all(instances.map((d) => migrateDatabase(d)));
    const outcomes = await Promise.all(instances.map((d) => d.exclusively((db) => seed(db, { demo: true }))));
    expect(outcomes.filter((o) => o.demoSeeded)).toHaveLength(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from channels');
    await client.end();
    expect(rows[0].n).toBe(9);
  });

  it('serves the OAuth flow and the channel list', async () => {
    const database = open();
    const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
    const app = await buildApp(createDeps(database.db, config, { validateResponses: true }));
    const { code } = await authorizeCode(app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const token = (
      await app.inject({
        method: 'POST',
        url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
      })
    ).json().access_token as string;
    const drafts = await app.inject({ url: `/api/drafts/get?access_token=${token}` });
    expect(drafts.json().data.channels).toHaveLength(7);
    await app.close();
  });

  it('searches the inbox through its full-text index and keeps uploaded pictures (migrations 0010, 0011)', async () => {
    const database = open();
    const dataDir = mkdtempSync(join(tmpdir(), 'pg-media-'));
    const config = loadConfig({
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      DATA_DIR: dataDir,
    });
    const app = await buildApp(createDeps(database.db, config, { validateResponses: true }));
    const { code } = await authorizeCode(app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const token = (
      await app.inject({
        method: 'POST',
        url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
      })
    ).json().access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const found = (await app.inject({ url: '/api/inbox/search?q=coff&unanswered=1', headers: auth })).json();
    expect(found.data.total).toBeGreaterThan(0);
    expect(found.data.posts[0].text.toLowerCase()).toContain('coff');
    const odd = await app.inject({ url: `/api/inbox/search?q=${encodeURIComponent('"a & b | !c :*')}`, headers: auth });
    expect(odd.statusCode).toBe(200);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...auth, 'content-type': 'image/png' },
      payload: png(3, 2),
    });
    expect(uploaded.json().data).toMatchObject({ width: 3, height: 2, content_type: 'image/png' });
    const served = await app.inject({ url: new URL(uploaded.json().data.url).pathname });
    // What is stored: the picture re-encoded without its metadata (decision 061).
    expect(served.rawPayload.byteLength).toBe(uploaded.json().data.size);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands every due post to exactly one of two instances claiming at once, a channel to one at a time', async () => {
    const [a, b] = [open(), open()];
    const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const all = await a.db.select().from(channels);
    const [user] = await a.db.select().from(users).limit(1);
    const due = new Date(Date.now() - 60_000);
    const rows = Array.from({ length: 200 }, (_, i) => ({
      workspaceId: all[i % all.length]!.workspaceId,
      channelId: all[i % all.length]!.id,
      creatorId: user!.id,
      hash: `h${i}`,
      message: `due ${i}`,
      queuePosition: i + 1,
      dueAt: due,
    }));
    await a.db.insert(posts).values(rows);
    const waiting = async (db: Database) =>
      (
        await db.db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.status, 0), like(posts.message, 'due %')))
      ).length;
    // Channels in a lane of either instance right now: a channel is never in two at once.
    const held = new Set<number>();
    const channelsOf = async (db: Database, ids: number[]) =>
      new Set((await db.db.select({ id: posts.channelId }).from(posts).where(inArray(posts.id, ids))).map((r) => r.id));
    // Claims up to three channels at a time, and ends each claim's lanes by marking their posts published.
    const claimAll = async (db: Database) => {
      const deps = createDeps(db.db, config);
      const mine: number[] = [];
      for (;;) {
        const batch = await claimDue(deps, new Date(), 3);
        if (batch.postIds.length === 0) {
          if ((await waiting(db)) === 0) return mine;
          // The other instance holds the channels left; they come free when its lanes end.
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const laneChannels = await channelsOf(db, batch.postIds);
        expect(laneChannels.size).toBe(batch.lanes.length);
        for (const id of laneChannels) {
          expect(held.has(id), `channel ${id} in two lanes at once`).toBe(false);
          held.add(id);
        }
        mine.push(...batch.postIds);
        // The lanes end: free first, then published (only then can the channel be claimed again).
        for (const id of laneChannels) held.delete(id);
        await db.db.update(posts).set({ status: 1 }).where(inArray(posts.id, batch.postIds));
      }
    };
    const [left, right] = await Promise.all([claimAll(a!), claimAll(b!)]);
    const claimed = [...left, ...right];
    expect(claimed).toHaveLength(200);
    expect(new Set(claimed).size).toBe(200);
    expect(left.length).toBeGreaterThan(0);
    expect(right.length).toBeGreaterThan(0);
  });

  it('tells every instance’s event streams what changed, once each, across processes', async () => {
    const [a, b] = [open(), open()];
    const [busA, busB] = await Promise.all([createSharedEventBus(a.messages!), createSharedEventBus(b.messages!)]);
    const heardA: WorkspaceEvent[] = [];
    const heardB: WorkspaceEvent[] = [];
    const elsewhere: WorkspaceEvent[] = [];
    busA.subscribe(1, (e) => heardA.push(e));
    busB.subscribe(1, (e) => heardB.push(e));
    busB.subscribe(2, (e) => elsewhere.push(e));
    const many = Array.from({ length: 1200 }, (_, i) => i + 1);
    busA.publish(1, { type: 'outbox', channelIds: [5] });
    busA.publish(1, { type: 'inbox', itemIds: many, conversationIds: [7], reason: 'new' });
    await vi.waitFor(() => expect(heardB.flatMap((e) => (e.type === 'inbox' ? e.itemIds : []))).toEqual(many));
    expect(heardB[0]).toEqual({ type: 'outbox', channelIds: [5] });
    expect(heardA).toEqual([
      { type: 'outbox', channelIds: [5] },
      { type: 'inbox', itemIds: many, conversationIds: [7], reason: 'new' },
    ]);
    expect(elsewhere).toEqual([]);
    await Promise.all([busA.close(), busB.close()]);
  });

  it('runs a prepared statement on every pooled connection, and inside a transaction on its connection', async () => {
    const database = openPostgres(url, 3);
    opened.push(database);
    const nameOf = prepared('test_user_name', (db, name) =>
      db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(name),
    );
    const [someone] = await database.db.select({ id: users.id, name: users.name }).from(users).limit(1);
    // More calls at once than connections: each connection parses the statement once, and all answer.
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => nameOf(database.db).execute({ id: someone!.id })),
    );
    expect(answers.map(([row]) => row?.name)).toEqual(Array(9).fill(someone!.name));
    // Built on a transaction, it sees the transaction's own uncommitted change; the change rolls back with it.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'renamed in here' }).where(eq(users.id, someone!.id));
        expect(await nameOf(tx).execute({ id: someone!.id })).toEqual([{ name: 'renamed in here' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await nameOf(database.db).execute({ id: someone!.id })).toEqual([{ name: someone!.name }]);
    // Built first inside a transaction, it is not left bound to that transaction's connection.
    const emailOf = prepared('test_user_email', (db, name) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(name),
    );
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ email: 'inside@demo.test' }).where(eq(users.id, someone!.id));
        expect(await emailOf(tx).execute({ id: someone!.id })).toEqual([{ email: 'inside@demo.test' }]);
        const [outside] = await emailOf(database.db).execute({ id: someone!.id });
        expect(outside?.email).not.toBe('inside@demo.test');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
  });

  it('maps a prepared statement’s rows as Drizzle maps the same query’s, nested objects, times and outer joins', async () => {
    const database = openPostgres(url, 3);
    opened.push(database);
    const listing = (db: typeof database.db) =>
      db
        .select({
          post: posts,
          channel: { name: channels.name, type: channels.channelType },
          mates: sql<number>`(select count(*) from posts as m where m.hash = ${posts.hash})::int`.as('mates'),
        })
        .from(posts)
        .innerJoin(channels, eq(channels.id, posts.channelId))
        .where(eq(posts.workspaceId, sql.placeholder('workspaceId')))
        .orderBy(posts.id);
    const mapped = prepared('test_mapped_listing', (db, name) => listing(db).prepare(name));
    const expected = await listing(database.db).execute({ workspaceId: 1 });
    expect(expected.length).toBeGreaterThan(3);
    expect(expected[0]!.post.createdAt).toBeInstanceOf(Date);
    expect(await mapped(database.db).execute({ workspaceId: 1 })).toEqual(expected);
    // Rebound to a transaction's connection, it maps the same way.
    expect(await database.db.transaction((tx) => mapped(tx).execute({ workspaceId: 1 }))).toEqual(expected);
    // An outer join whose table matched nothing: Drizzle makes that table's object null, and so does the statement.
    const outer = (db: typeof database.db) =>
      db
        .select({ channel: { id: channels.id }, post: { id: posts.id, message: posts.message } })
        .from(channels)
        .leftJoin(posts, sql`${posts.channelId} = ${channels.id} and ${posts.message} = 'matches nothing'`)
        .where(eq(channels.id, sql.placeholder('channelId')));
    const [channel] = await database.db.select({ id: channels.id }).from(channels).limit(1);
    const outerMapped = prepared('test_mapped_outer', (db, name) => outer(db).prepare(name));
    const [row] = await outerMapped(database.db).execute({ channelId: channel!.id });
    expect(row).toEqual({ channel: { id: channel!.id }, post: null });
  });

  it('sends a transaction’s opening statements with its BEGIN and its last writes with its COMMIT', async () => {
    const database = openPostgres(url, 3);
    opened.push(database);
    const [channel] = await database.db.select({ id: channels.id, name: channels.name }).from(channels).limit(1);
    const lock = `select id, name from channels where id = ${channel!.id} for no key update`;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const opening = [
        lock,
        `update channels set picture = 'opened' where id = ${channel!.id} returning picture`,
        `select picture from channels where id = ${channel!.id}`,
      ];
      const answer = await inOpenedTransaction<string>(database.db, opening, async (tx, [rows, written, read]) => {
        expect(rows).toEqual([channel]);
        // The opening's statements ran in their order, each seeing what the ones before it did.
        expect(written).toEqual([{ picture: 'opened' }]);
        expect(read).toEqual([{ picture: 'opened' }]);
        // The lock is held from the first round trip on.
        const taken = await other
          .query(`select id from channels where id = ${channel!.id} for update nowait`)
          .catch((e: { code: string }) => e.code);
        expect(taken).toBe('55P03');
        await tx.update(channels).set({ name: 'renamed' }).where(eq(channels.id, channel!.id));
        await atCommit(tx, `update channels set screen_name = 'at commit' where id = ${channel!.id}`);
        // Not yet written: it goes with the COMMIT.
        const [now] = await tx
          .select({ screenName: channels.screenName })
          .from(channels)
          .where(eq(channels.id, channel!.id));
        expect(now?.screenName).not.toBe('at commit');
        return 'done';
      });
      expect(answer).toBe('done');
      // Four round trips: BEGIN with the opening, the update, the read, the last write with the COMMIT.
      expect(sent.mock.contexts.filter((client) => client !== other)).toHaveLength(4);
    } finally {
      sent.mockRestore();
    }
    const { rows } = await other.query('select name, screen_name, picture from channels where id = $1', [channel!.id]);
    expect(rows).toEqual([{ name: 'renamed', screen_name: 'at commit', picture: 'opened' }]);

    // A last write that fails undoes the whole transaction, and its connection serves the next one.
    const failed = await inOpenedTransaction(database.db, [lock], async (tx) => {
      await tx.update(channels).set({ name: 'never kept' }).where(eq(channels.id, channel!.id));
      await atCommit(tx, `update channels set sandbox_hang = (1 / 0) > 0 where id = ${channel!.id}`);
    }).catch((e: unknown) => sqlState(e));
    expect(failed).toBe('22012');
    const again = await Promise.all(
      [1, 2, 3, 4].map(() => inOpenedTransaction<number>(database.db, [lock], async (_tx, [rows]) => rows!.length)),
    );
    expect(again).toEqual([1, 1, 1, 1]);
    const after = await other.query('select name from channels where id = $1', [channel!.id]);
    expect(after.rows).toEqual([{ name: 'renamed' }]);
    await other.end();
  });

  it('gives a queue transaction that waited for the channel the queue tail the one before it left', async () => {
    const [first, second] = [open(), open()];
    const [channel] = await first.db.select({ id: channels.id }).from(channels).limit(1);
    const id = channel!.id;
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    await watcher.query(
      `insert into queue_tails (channel_id, slots) values ($1, '{"2026-06-10T17:00:00Z"}')
      on conflict (channel_id) do update set slots = excluded.slots`,
      [id],
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const before = inQueueTransaction(first.db, [id], async (tx) => {
      await tx.execute(
        sql.raw(
          `update queue_tails set slots = '{"2026-06-11T13:00:00Z","2026-06-11T17:00:00Z"}' where channel_id = ${id}`,
        ),
      );
      holding();
      await released;
    });
    await held;
    const after = inQueueTransaction(second.db, [id], async (_tx, locked) => locked.get(id)?.tail);
    // The second waits for the channel's lock while the first still holds it.
    await vi.waitFor(
      async () => {
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        expect(rows[0].n).toBe(1);
      },
      { timeout: 5000, interval: 20 },
    );
    release();
    await before;
    expect(await after).toEqual([Date.parse('2026-06-11T13:00:00Z'), Date.parse('2026-06-11T17:00:00Z')]);
    await watcher.query('delete from queue_tails where channel_id = $1', [id]);
    await watcher.end();
  });

  it('gathers the changes of a moment into one statement, and sends a revocation without waiting', async () => {
    const [a, b] = [open(), open()];
    const statements: number[] = [];
    const sent: Promise<void>[] = [];
    const counted: Messages = {
      ...a.messages!,
      send: (topic, payloads) => {
        statements.push(payloads.length);
        sent.push(a.messages!.send(topic, payloads));
        return sent.at(-1)!;
      },
    };
    const [busA, busB] = await Promise.all([createSharedEventBus(counted), createSharedEventBus(b.messages!)]);
    const heard: number[] = [];
    const revoked: number[] = [];
    busB.subscribe(1, (e) => heard.push(...(e.type === 'outbox' ? e.channelIds : [])));
    busB.onTokensRevoked((ids) => revoked.push(...ids));
    for (const id of [1, 2, 3, 4, 5]) busA.publish(1, { type: 'outbox', channelIds: [id] });
    expect(statements).toEqual([]);
    await vi.waitFor(() => expect(heard).toEqual([1, 2, 3, 4, 5]));
    expect(statements).toEqual([5]);
    // The bus is idle again once its statement has answered (and the microtasks after it have run).
    await Promise.all(sent);
    await new Promise((resolve) => setImmediate(resolve));
    busA.publish(1, { type: 'outbox', channelIds: [6] });
    busA.revokeTokens([7]);
    // Sent as it was asked, with the change queued before it.
    expect(statements).toEqual([5, 2]);
    await vi.waitFor(() => expect(revoked).toEqual([7]));
    expect(heard).toEqual([1, 2, 3, 4, 5, 6]);
    await Promise.all([busA.close(), busB.close()]);
  });

  it('tells other instances of a burst of changes in the order they happened', async () => {
    const [a, b] = [open(), open()];
    const [busA, busB] = await Promise.all([createSharedEventBus(a.messages!), createSharedEventBus(b.messages!)]);
    const heard: number[] = [];
    busB.subscribe(1, (e) => heard.push(...(e.type === 'outbox' ? e.channelIds : [])));
    const sent = Array.from({ length: 350 }, (_, i) => i + 1);
    for (const id of sent) busA.publish(1, { type: 'outbox', channelIds: [id] });
    await vi.waitFor(() => expect(heard).toHaveLength(sent.length));
    expect(heard).toEqual(sent);
    await Promise.all([busA.close(), busB.close()]);
  });
});
