// A thread's exactly-once across instances on PostgreSQL (decision 064): an instance killed between two parts, or
// in the middle of one, and two others taking its claim over at once. No part twice, none lost.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connector } from '../connectors/types.ts';
import { openPostgres, type Database, type Db } from '../db/client.ts';
import { channels, memberships, postParts, posts, sandboxPublications, type ChannelRow } from '../db/schema.ts';
import { publisherDeps } from '../testing/publisher-instance.ts';
import { seededDatabase } from '../testing/postgres-instances.ts';
import { sandboxConnector } from '../services/channels/sandbox-connector.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { claimForPublishing, publishClaimed, recoverStale, UNKNOWN_OUTCOME } from '../services/outbox/publish.ts';
import { writeParts } from '../services/outbox/thread.ts';

const PARTS = ['one', 'two', 'three', 'four', 'five'];
/** A claim untouched this long is a dead instance's: twice the publish timeout. */
const STALE_MS = 1000;

let url: string;
let databases: Database[] = [];
let channel: ChannelRow;
let creatorId: number;

beforeAll(async () => {
  url = await seededDatabase(inject('postgresUrl'), `threads_${process.pid}`, 10);
  const database = openPostgres(url);
  databases.push(database);
  [channel] = (await database.db
    .select()
    .from(channels)
    .where(and(eq(channels.channelType, 3), eq(channels.connector, 'sandbox')))
    .limit(1)) as [ChannelRow];
  [{ userId: creatorId }] = (await database.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.workspaceId, channel.workspaceId))
    .limit(1)) as [{ userId: number }];
});
afterEach(async () => {
  await Promise.all(databases.slice(1).map((d) => d.close()));
  databases = databases.slice(0, 1);
});
afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
});

/**
 * An instance of the service on its own pool. `kill` ends it where it stands: from then on each of its database
 * calls fails, as a killed process's would never be made, so whatever it held stays as it left it.
 */
function instance(
  options: { connector?: (sandbox: Connector<ChannelRow>) => Connector<ChannelRow>; later?: number } = {},
) {
  const database = openPostgres(url);
  databases.push(database);
  let dead = false;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (dead) throw new Error('this instance was killed');
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as Db;
  const sandbox = sandboxConnector(database.db);
  const connector = options.connector?.(sandbox) ?? sandbox;
  const deps: ServiceDeps = publisherDeps(
    db,
    { DATABASE_URL: url, PUBLISH_TIMEOUT_SECONDS: '0.5' },
    { connectorFor: () => connector, now: () => new Date(Date.now() + (options.later ?? 0)) },
  );
  return { deps, kill: () => (dead = true) };
}

async function newThread(): Promise<number> {
  const { db } = databases[0]!;
  const [post] = await db
    .insert(posts)
    .values({
      workspaceId: channel.workspaceId,
      channelId: channel.id,
      creatorId,
      hash: `thread-${Date.now()}-${Math.random()}`,
      message: PARTS[0]!,
      dueAt: new Date(),
    })
    .returning({ id: posts.id });
  await writeParts(db, post!.id, PARTS.slice(1));
  return post!.id;
}

/** What the network holds of the post: each publication's text, and whether it answers the one before it. */
async function onNetwork(postId: number) {
  const rows = await databases[0]!.db
    .select()
    .from(sandboxPublications)
    .where(eq(sandboxPublications.postId, postId))
    .orderBy(asc(sandboxPublications.id));
  return {
    texts: rows.map((r) => r.message),
    chained: rows.every((r, i) => r.replyTo === (i === 0 ? null : `sandbox-${rows[i - 1]!.id}`)),
  };
}

const stateOf = async (postId: number) => ({
  post: (await databases[0]!.db.select().from(posts).where(eq(posts.id, postId)))[0]!,
  parts: (
    await databases[0]!.db
      .select({ state: postParts.state })
      .from(postParts)
      .where(eq(postParts.postId, postId))
      .orderBy(asc(postParts.position))
  ).map((p) => p.state),
});

/** Two instances that see the claim as stale (their clocks later) take it over at once. */
async function takenOverByTwo(connector?: (sandbox: Connector<ChannelRow>) => Connector<ChannelRow>) {
  const b = instance({ later: 60_000, connector });
  const c = instance({ later: 60_000, connector });
  return Promise.all([recoverStale(b.deps, STALE_MS), recoverStale(c.deps, STALE_MS)]);
}

/** The sandbox, where the call for `position` kills its instance: before the network has the part, or after. */
const killedAt =
  (position: number, when: 'before' | 'after', kill: () => void) =>
  (sandbox: Connector<ChannelRow>): Connector<ChannelRow> => ({
    ...sandbox,
    reply: async (ch, reply) => {
      if (reply.position !== position) return sandbox.reply!(ch, reply);
      if (when === 'after') await sandbox.reply!(ch, reply);
      kill();
      return new Promise<never>(() => undefined);
    },
  });

describe('a thread whose instance is killed', () => {
  it('between parts: another resumes at the next part, none twice, none lost', async () => {
    const postId = await newThread();
    let killA = () => {};
    // Killed as soon as part 3 is recorded: the call for part 4 is never made.
    const a = instance({
      connector: (sandbox) => ({
        ...sandbox,
        reply: async (ch, reply) => {
          const made = await sandbox.reply!(ch, reply);
          if (reply.position === 3) queueMicrotask(() => setImmediate(killA));
          return made;
        },
      }),
    });
    killA = a.kill;
    const claim = await claimForPublishing(a.deps, [postId]);
    await publishClaimed(a.deps, claim).catch(() => undefined);
    const left = await stateOf(postId);
    expect(left.post.status).toBe(3);
    expect(left.parts.slice(0, 3)).toEqual(['published', 'published', 'published']);
    expect(left.parts.slice(3)).not.toContain('published');

    const taken = await takenOverByTwo();
    expect(taken.sort()).toEqual([0, 1]);
    expect(await onNetwork(postId)).toEqual({ texts: PARTS, chained: true });
    expect(await stateOf(postId)).toMatchObject({ post: { status: 1 }, parts: PARTS.map(() => 'published') });
  });

  it('mid-part, after the network had it: found, not sent again', async () => {
    const postId = await newThread();
    const a = instance({ connector: (sandbox) => killedAt(3, 'after', () => a.kill())(sandbox) });
    await publishClaimed(a.deps, await claimForPublishing(a.deps, [postId])).catch(() => undefined);
    expect((await stateOf(postId)).parts[2]).toBe('sending');
    await takenOverByTwo();
    expect(await onNetwork(postId)).toEqual({ texts: PARTS, chained: true });
    expect(await stateOf(postId)).toMatchObject({ post: { status: 1 } });
  });

  it('mid-part, before the network had it: not found, sent once', async () => {
    const postId = await newThread();
    const a = instance({ connector: (sandbox) => killedAt(3, 'before', () => a.kill())(sandbox) });
    await publishClaimed(a.deps, await claimForPublishing(a.deps, [postId])).catch(() => undefined);
    await takenOverByTwo();
    expect(await onNetwork(postId)).toEqual({ texts: PARTS, chained: true });
  });

  it('mid-part, where the network cannot tell: failed as unknown, never sent twice', async () => {
    const postId = await newThread();
    const a = instance({ connector: (sandbox) => killedAt(3, 'after', () => a.kill())(sandbox) });
    await publishClaimed(a.deps, await claimForPublishing(a.deps, [postId])).catch(() => undefined);
    await takenOverByTwo((sandbox) => {
      const { findReply: _cannotTell, ...blind } = sandbox;
      return blind;
    });
    expect(await onNetwork(postId)).toEqual({ texts: PARTS.slice(0, 3), chained: true });
    expect(await stateOf(postId)).toMatchObject({
      post: { status: 2, errorMessage: `Part 3 of 5: ${UNKNOWN_OUTCOME}` },
      parts: ['published', 'published', 'sending', 'pending', 'pending'],
    });
  });
});
