import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsReconnect, RateLimited, type Connector } from '../connectors/types.ts';
import { channels, drafts, inboxItems, posts, queueTails, sandboxPublications, type ChannelRow } from '../db/schema.ts';
import { publishClaimed, recoverStale, UNKNOWN_OUTCOME } from '../services/outbox/publish.ts';
import { apiClient, demoChannels, type ApiClient } from '../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';
import { createNetworkLimits } from '../services/channels/network-limits.ts';
import { claimDue, publishDue, startPublisher } from './publisher.ts';

// Wednesday 2026-06-10, 10:00 in New York: the X queue's slots are 13:00, 17:00, then Thursday 09:00.
const NOW = new Date('2026-06-10T14:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let owner: ApiClient;
let ch: Record<number, number>;
let clock = NOW;

async function setUp(deps: Parameters<typeof createTestApp>[0] = {}) {
  clock = NOW;
  t = await createTestApp({ now: () => clock, env: { PUBLISH_TIMEOUT_SECONDS: '0.2' }, ...deps });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
}
afterEach(() => t.close());

const queue = async (...messages: string[]) => {
  const ids: number[] = [];
  for (const message of messages)
    ids.push((await owner.post('/posts/create', { channel_ids: String(ch[1]), message })).body.data.post_id[0]);
  return ids;
};
const published = async () =>
  (
    await t.db
      .select({ postId: sandboxPublications.postId, message: sandboxPublications.message })
      .from(sandboxPublications)
      .orderBy(asc(sandboxPublications.id))
  ).filter((p) => p.postId !== null);
const statusOf = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];

describe('the publisher', () => {
  it('publishes what is due, once, and nothing that is not yet due', async () => {
    await setUp();
    const [first, second, third] = await queue('one', 'two', 'three');
    clock = at('2026-06-10T21:00:01Z'); // after 17:00 New York
    expect(await publishDue(t.deps)).toBe(2);
    expect((await published()).map((p) => p.postId)).toEqual([first, second]);
    expect(await publishDue(t.deps)).toBe(0);
    expect(await statusOf(third!)).toMatchObject({ status: 0 });
    expect(await statusOf(first!)).toMatchObject({ status: 1 });
  });

  it('publishes posts that fell due while nothing ran, oldest first', async () => {
    await setUp();
    const ids = await queue('a', 'b', 'c');
    const pinned = (
      await owner.post('/posts/create', {
        channel_ids: String(ch[4]),
        message: 'pinned',
        custom_time: '2026-06-10 12:00:00',
      })
    ).body.data.post_id[0];
    clock = at('2026-06-12T00:00:00Z');
    expect(await publishDue(t.deps)).toBe(4);
    // Channels go side by side; within one, oldest first.
    const order = (await published()).map((p) => p.postId);
    expect(order.filter((id) => id !== pinned)).toEqual(ids);
    expect(order).toContain(pinned);
  });

  it('publishes a whole overdue queue, batch after batch, without pushing its tail to later slots', async () => {
    await setUp();
    const ids = await queue(...Array.from({ length: 120 }, (_, i) => `overdue ${i}`));
    clock = at('2026-09-01T00:00:00Z'); // the queue's 120 slots (three a day) are all past
    expect(await publishDue(t.deps)).toBe(120);
    expect((await published()).map((p) => p.postId)).toEqual(ids);
  });

  it('lets an edit, a reorder and a delete made before the claim win', async () => {
    await setUp();
    const [a, b, c] = await queue('first', 'second', 'third');
    await owner.post('/posts/update', { id: b!, message: 'second, edited' });
    await owner.post('/posts/reorder', { channel_id: ch[1]!, order: [b, a, c].join('_') });
    await owner.delete('/posts/delete', { channel_id: ch[1]!, post_id: a! });
    clock = at('2026-06-10T21:00:01Z');
    await publishDue(t.deps);
    expect(await published()).toEqual([
      { postId: b, message: 'second, edited' },
      { postId: c, message: 'third' },
    ]);
  });

  it('fails a post with the network’s reason, and leaves it for a person to retry', async () => {
    await setUp();
    const [id] = await queue('refused');
    await t.db
      .update(channels)
      .set({ sandboxFailure: 'X refused the post: duplicate content.' })
      .where(eq(channels.id, ch[1]!));
    clock = at('2026-06-10T17:00:01Z');
    await publishDue(t.deps);
    const { body } = await owner.get('/posts/get', { channel_id: ch[1]! });
    expect(body.data.errorPosts[String(ch[1])]).toEqual([
      expect.objectContaining({
        post_id: id,
        is_processed: 2,
        error_message: 'X refused the post: duplicate content.',
      }),
    ]);
    clock = at('2026-06-11T17:00:01Z');
    expect(await publishDue(t.deps)).toBe(0);
  });

  it('abandons a call to a network that hangs, fails the post as unknown, and never calls again', async () => {
    let calls = 0;
    const hanging: Connector = { publish: () => (calls++, new Promise(() => undefined)) };
    await setUp({ deps: { connectorFor: () => hanging } });
    const [id] = await queue('into the void');
    clock = at('2026-06-10T17:00:01Z');
    await publishDue(t.deps);
    expect(await statusOf(id!)).toMatchObject({ status: 2, errorMessage: UNKNOWN_OUTCOME });
    await publishDue(t.deps);
    expect(calls).toBe(1);
  });

  it('times out on a sandbox channel set to hang, and publishes nothing there', async () => {
    await setUp();
    const [id] = await queue('hung');
    await t.db.update(channels).set({ sandboxHang: true }).where(eq(channels.id, ch[1]!));
    clock = at('2026-06-10T17:00:01Z');
    await publishDue(t.deps);
    expect(await statusOf(id!)).toMatchObject({ status: 2, errorMessage: UNKNOWN_OUTCOME, claimToken: null });
    expect(await published()).toEqual([]);
  });

  it('announces a claimed post as publishing, then its outcome', async () => {
    await setUp();
    const [id] = await queue('watched');
    const seen: string[] = [];
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, ch[1]!));
    t.deps.events.subscribe(channel!.workspaceId, async (event) => {
      if (event.type === 'outbox' && event.channelIds.includes(ch[1]!))
        seen.push(String((await statusOf(id!))?.status));
    });
    clock = at('2026-06-10T17:00:01Z');
    const claim = await claimDue(t.deps, clock);
    await vi.waitFor(() => expect(seen).toEqual(['3']));
    await publishClaimed(t.deps, claim);
    await vi.waitFor(() => expect(seen).toEqual(['3', '1']));
  });

  it('stopping, finishes the post at the network and gives the rest of its claim back to waiting', async () => {
    await setUp();
    const ids = await queue('one', 'two', 'three');
    clock = at('2026-06-30T00:00:00Z');
    const claim = await claimDue(t.deps, clock);
    expect(claim.postIds).toEqual(ids);
    let asked = 0;
    // The stop comes while the first post is at the network: asked again before the second, it holds.
    const answer = await publishClaimed(t.deps, claim, () => asked++ > 0);
    expect(answer).toEqual({ released: 2 });
    expect((await published()).map((p) => p.postId)).toEqual([ids[0]]);
    for (const id of ids.slice(1)) expect(await statusOf(id)).toMatchObject({ status: 0, claimToken: null });
    // Given back, they are due ones like any other: the next claim (here, or another instance's) takes them.
    expect((await claimDue(t.deps, clock)).postIds).toEqual(ids.slice(1));
  });

  it('keeps a long batch its own: the posts still waiting are renewed, so no one takes them for a dead claim', async () => {
    // Each call takes 0.15 s; a claim untouched for 0.4 s (twice the timeout) is taken for its instance's death.
    const takenOver: number[] = [];
    const slow: Connector = {
      publish: async () => {
        clock = new Date(clock.getTime() + 150);
        takenOver.push(await recoverStale(t.deps, 400));
        return {
          networkPostId: `slow-${takenOver.length}`,
          permalink: 'https://example.test/slow',
          publishedAt: clock,
        };
      },
    };
    await setUp({ deps: { connectorFor: () => slow } });
    const ids = await queue('one', 'two', 'three', 'four', 'five', 'six');
    clock = at('2026-06-30T00:00:00Z');
    const claim = await claimDue(t.deps, clock);
    expect(claim.postIds).toEqual(ids);
    await publishClaimed(t.deps, claim);
    expect(takenOver).toEqual([0, 0, 0, 0, 0, 0]);
    for (const id of ids) expect(await statusOf(id)).toMatchObject({ status: 1, claimToken: null });
  });

  it('waits out a network’s rate limit: the post stays queued, untried, until the reset, then goes out', async () => {
    let calls = 0;
    const reset = at('2026-06-10T22:00:00Z');
    const limited: Connector = {
      publish: async (_channel, publication) => {
        calls += 1;
        if (calls === 1) throw new RateLimited(reset);
        return { networkPostId: `net-${publication.postId}`, permalink: 'https://example.test/p', publishedAt: clock };
      },
    };
    await setUp({ deps: { connectorFor: () => limited } });
    const [id] = await queue('limited');
    clock = at('2026-06-10T17:00:01Z');
    await publishDue(t.deps);
    expect(await statusOf(id!)).toMatchObject({ status: 0, claimToken: null, errorMessage: null });
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, ch[1]!));
    expect(channel).toMatchObject({ status: 'rate_limited', rateLimitedUntil: reset });
    // Before the reset nothing is claimed on that channel.
    clock = at('2026-06-10T21:30:00Z');
    expect(await publishDue(t.deps)).toBe(0);
    expect(calls).toBe(1);
    clock = at('2026-06-10T22:00:01Z');
    expect(await publishDue(t.deps)).toBe(1);
    expect(await statusOf(id!)).toMatchObject({ status: 1 });
  });

  it('fails a due post with what to do when its channel needs reconnecting, without calling the network', async () => {
    let calls = 0;
    const counting: Connector = {
      publish: async () => {
        calls += 1;
        throw new NeedsReconnect('Bluesky refused the app password');
      },
    };
    await setUp({ deps: { connectorFor: () => counting } });
    const [first, second] = await queue('first', 'second');
    clock = at('2026-06-10T21:00:01Z');
    await publishDue(t.deps);
    expect(calls).toBe(1);
    for (const id of [first!, second!]) {
      const post = await statusOf(id);
      expect(post).toMatchObject({ status: 2 });
      expect(post!.errorMessage).toMatch(/refused the app password.*reconnects it on the Channels page/);
    }
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, ch[1]!));
    expect(channel).toMatchObject({ status: 'needs_reconnect', statusReason: 'Bluesky refused the app password' });
  });

  describe('a claim whose instance died mid-call', () => {
    const stale = () => (clock = at('2026-06-10T17:10:00Z'));

    it('is published once when the network never got it', async () => {
      await setUp();
      const [id] = await queue('claimed, never sent');
      clock = at('2026-06-10T17:00:01Z');
      expect((await claimDue(t.deps, clock)).postIds).toEqual([id]);
      expect(await publishDue(t.deps)).toBe(0);
      expect(await published()).toEqual([]);
      stale();
      await publishDue(t.deps);
      expect(await statusOf(id!)).toMatchObject({ status: 1, claimToken: null });
      expect((await published()).map((p) => p.postId)).toEqual([id]);
    });

    it('is recorded as published, not sent again, when the network has it', async () => {
      await setUp();
      const [id] = await queue('sent, then the instance died');
      clock = at('2026-06-10T17:00:01Z');
      await claimDue(t.deps, clock);
      const [channel] = await t.db.select().from(channels).where(eq(channels.id, ch[1]!));
      await t.deps.connectorFor(channel!).publish(channel!, {
        postId: id!,
        postCreatedAt: new Date(),
        message: 'sent, then the instance died',
        link: null,
        picture: null,
        albumName: null,
        written: { message: 'sent, then the instance died', link: null },
      });
      stale();
      await publishDue(t.deps);
      expect(await statusOf(id!)).toMatchObject({ status: 1 });
      expect((await published()).map((p) => p.postId)).toEqual([id]);
      // The recovery also records what the dead claimer could not: the channel's own post in its inbox, once.
      const own = await t.db.select().from(inboxItems).where(eq(inboxItems.publishedPostId, id!));
      expect(own.map((i) => [i.postType, i.byChannel, i.text])).toEqual([
        ['post', true, 'sent, then the instance died'],
      ]);
    });

    it('fails as unknown when the connector cannot tell', async () => {
      let calls = 0;
      const blind: Connector = {
        publish: async () => (calls++, { networkPostId: 'x', permalink: 'https://example.test/x', publishedAt: clock }),
      };
      await setUp({ deps: { connectorFor: () => blind } });
      const [id] = await queue('who knows');
      clock = at('2026-06-10T17:00:01Z');
      await claimDue(t.deps, clock);
      stale();
      await publishDue(t.deps);
      expect(await statusOf(id!)).toMatchObject({ status: 2, errorMessage: UNKNOWN_OUTCOME });
      expect(calls).toBe(0);
    });

    it('is taken over whole, once none of its posts was touched lately, so its channel keeps due order', async () => {
      await setUp();
      const ids = await queue('at the network when it died', 'waiting behind', 'waiting last');
      clock = at('2026-06-12T00:00:00Z');
      const claim = await claimDue(t.deps, clock);
      expect(claim.postIds).toEqual(ids);
      // The dead lane had just taken its first post for the call: that one was touched later than the others.
      clock = at('2026-06-12T00:05:00Z');
      await t.db.update(posts).set({ updatedAt: clock }).where(eq(posts.id, ids[0]!));
      // Two timeouts past the others' time but not the first's: the claim may still be alive, and nothing moves.
      clock = at('2026-06-12T00:05:00.300Z');
      expect(await recoverStale(t.deps, 400)).toBe(0);
      expect(await published()).toEqual([]);
      clock = at('2026-06-12T00:05:01Z');
      expect(await recoverStale(t.deps, 400)).toBe(3);
      expect((await published()).map((p) => p.postId)).toEqual(ids);
    });

    it('is not published by its first claimer once another took it over', async () => {
      await setUp();
      const [id] = await queue('slow claimer');
      clock = at('2026-06-10T17:00:01Z');
      const slow = await claimDue(t.deps, clock);
      stale();
      await publishDue(t.deps);
      await publishClaimed(t.deps, slow);
      expect((await published()).map((p) => p.postId)).toEqual([id]);
    });
  });

  it('never hands one post to two claims at once', async () => {
    await setUp();
    await queue('a', 'b', 'c', 'd');
    clock = at('2026-06-12T00:00:00Z');
    const [left, right] = await Promise.all([claimDue(t.deps, clock, 3), claimDue(t.deps, clock, 3)]);
    const all = [...left.postIds, ...right.postIds];
    expect(new Set(all).size).toBe(4);
    expect(all).toHaveLength(4);
  });

  it('publishes a queued post at its local slot across a DST change', async () => {
    await setUp();
    clock = at('2026-10-31T22:00:00Z'); // Saturday 18:00 EDT; clocks fall back overnight
    const [id] = await queue('Sunday morning');
    clock = at('2026-11-01T13:59:59Z'); // 08:59:59 EST: not yet
    expect(await publishDue(t.deps)).toBe(0);
    clock = at('2026-11-01T14:00:00Z'); // 09:00 EST
    expect(await publishDue(t.deps)).toBe(1);
    expect(await statusOf(id!)).toMatchObject({ status: 1 });
  });

  it('wakes for a post at its due time rather than at the next interval', async () => {
    await setUp();
    const [id] = await queue('on the minute');
    await t.db
      .update(posts)
      .set({ dueAt: new Date(Date.now() + 300) })
      .where(eq(posts.id, id!));
    t.deps.now = () => new Date();
    const stop = startPublisher(t.deps, 60_000);
    try {
      await vi.waitFor(async () => expect(await statusOf(id!)).toMatchObject({ status: 1 }), { timeout: 10_000 });
    } finally {
      await stop();
    }
  });
});

describe('publishing lanes', () => {
  const postOn = async (type: number, message: string) =>
    (await owner.post('/posts/create', { channel_ids: String(ch[type]), message })).body.data.post_id[0] as number;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('publishes channels side by side: a network that hangs holds its own channel only', async () => {
    await setUp({ env: { PUBLISH_TIMEOUT_SECONDS: '1' } });
    await owner.post('/sandbox/update', { channel_id: ch[1]!, behaviour: 'hang' });
    const stuck = await postOn(1, 'to a network that never answers');
    const other = await postOn(4, 'to a network that answers');
    clock = at('2026-06-10T17:00:01Z');
    const round = publishDue(t.deps);
    // Out while the other channel's call still hangs.
    await vi.waitFor(async () => expect(await statusOf(other)).toMatchObject({ status: 1 }), { timeout: 900 });
    expect(await statusOf(stuck)).toMatchObject({ status: 3 });
    expect(await round).toBe(2);
    expect(await statusOf(stuck)).toMatchObject({ status: 2, errorMessage: UNKNOWN_OUTCOME });
  });

  it('keeps each channel’s posts in due order, with up to PUBLISH_CONCURRENCY channels at once', async () => {
    await setUp({ env: { PUBLISH_TIMEOUT_SECONDS: '5', PUBLISH_CONCURRENCY: '2' } });
    const types = [1, 2, 3, 4];
    const ids = new Map<number, number[]>();
    for (const type of types) {
      await owner.post('/sandbox/update', {
        channel_id: ch[type]!,
        behaviour: 'publish',
        latency_ms: 30,
        latency_jitter_ms: 30,
      });
      ids.set(type, [await postOn(type, `${type} first`), await postOn(type, `${type} second`)]);
      ids.get(type)!.push(await postOn(type, `${type} third`));
    }
    clock = at('2026-06-12T00:00:00Z');
    let done = false;
    const round = publishDue(t.deps).finally(() => (done = true));
    // How many channels have posts out at the network at once, looked at while the round runs.
    let most = 0;
    while (!done) {
      const busy = await t.db.selectDistinct({ channelId: posts.channelId }).from(posts).where(eq(posts.status, 3));
      most = Math.max(most, busy.length);
      await pause(5);
    }
    expect(await round).toBe(12);
    expect(most).toBe(2);
    const out = await t.db
      .select({ postId: sandboxPublications.postId, channelId: sandboxPublications.channelId })
      .from(sandboxPublications)
      .orderBy(asc(sandboxPublications.id));
    for (const type of types)
      expect(out.filter((p) => p.channelId === ch[type]).map((p) => p.postId)).toEqual(ids.get(type));
  });

  /** A connector that takes `ms` a call and tells how many calls were in flight at most, by connector. */
  const slowConnector = (ms: number) => {
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    const finished: { connector: string; postId: number }[] = [];
    const connector: Connector<ChannelRow> = {
      publish: async (channel, publication) => {
        inFlight.set(channel.connector, (inFlight.get(channel.connector) ?? 0) + 1);
        most.set(channel.connector, Math.max(most.get(channel.connector) ?? 0, inFlight.get(channel.connector)!));
        await pause(ms);
        inFlight.set(channel.connector, inFlight.get(channel.connector)! - 1);
        finished.push({ connector: channel.connector, postId: publication.postId });
        return { networkPostId: `net-${publication.postId}`, permalink: 'https://example.test/p', publishedAt: clock };
      },
    };
    return { connector, most, finished };
  };

  it('caps the channels of one network at once, while another network’s channels go on', async () => {
    const slow = slowConnector(25);
    await setUp({
      env: { PUBLISH_TIMEOUT_SECONDS: '5', PUBLISH_CONCURRENCY: '4' },
      deps: { connectorFor: () => slow.connector, networkLimits: createNetworkLimits({ sandbox: 1, x: 2 }) },
    });
    // The LinkedIn channel calls through another connector (its cap counted apart from the sandbox's).
    await t.db.update(channels).set({ connector: 'x' }).where(eq(channels.id, ch[4]!));
    const sandboxPosts: number[] = [];
    for (const type of [1, 2, 3])
      sandboxPosts.push(await postOn(type, `${type} first`), await postOn(type, `${type} next`));
    const otherPosts = [await postOn(4, 'elsewhere first'), await postOn(4, 'elsewhere next')];
    clock = at('2026-06-12T00:00:00Z');
    expect(await publishDue(t.deps)).toBe(8);
    expect(slow.most.get('sandbox')).toBe(1);
    expect(slow.most.get('x')).toBe(1);
    // The other network's posts were out while the capped one still had four of its six to send.
    const done = slow.finished.map((f) => f.postId);
    expect(Math.max(...otherPosts.map((id) => done.indexOf(id)))).toBeLessThan(4);
    expect(done.filter((id) => sandboxPosts.includes(id))).toHaveLength(6);
  });

  it('pauses every channel of a network at its app-wide limit until the reset, and no other network', async () => {
    const reset = at('2026-06-12T02:00:00Z');
    let sandboxCalls = 0;
    const connector: Connector<ChannelRow> = {
      publish: async (channel, publication) => {
        if (channel.connector === 'sandbox') {
          sandboxCalls += 1;
          if (clock < reset) throw new RateLimited(reset, 'The app’s day is spent.', 'app');
        }
        return { networkPostId: `net-${publication.postId}`, permalink: 'https://example.test/p', publishedAt: clock };
      },
    };
    await setUp({ env: { PUBLISH_CONCURRENCY: '1' }, deps: { connectorFor: () => connector } });
    await t.db.update(channels).set({ connector: 'x' }).where(eq(channels.id, ch[4]!));
    const held = [await postOn(1, 'one'), await postOn(2, 'two'), await postOn(1, 'three')];
    const other = await postOn(4, 'elsewhere');
    clock = at('2026-06-12T00:00:00Z');
    await publishDue(t.deps);
    // One call met the limit; the rest of that network waited, untried, and the other network went on.
    expect(sandboxCalls).toBe(1);
    expect(await statusOf(other)).toMatchObject({ status: 1 });
    for (const id of held) expect(await statusOf(id)).toMatchObject({ status: 0, errorMessage: null });
    const accounts = await t.db.select().from(channels).where(eq(channels.connector, 'sandbox'));
    expect(accounts.every((c) => c.rateLimitedUntil === null)).toBe(true);
    clock = at('2026-06-12T01:30:00Z');
    expect(await publishDue(t.deps)).toBe(0);
    expect(sandboxCalls).toBe(1);
    clock = at('2026-06-12T02:00:01Z');
    expect(await publishDue(t.deps)).toBe(3);
    for (const id of held) expect(await statusOf(id)).toMatchObject({ status: 1 });
  });

  it('records publications answered together in one transaction, leaving out a claim lost meanwhile', async () => {
    // Every call is held until all four are at the network, then all are answered in the same turn.
    const calls: { postId: number; answer: () => void }[] = [];
    const connector: Connector<ChannelRow> = {
      publish: (_channel, publication) =>
        new Promise((resolve) => {
          calls.push({
            postId: publication.postId,
            answer: () =>
              resolve({
                networkPostId: `net-${publication.postId}`,
                permalink: 'https://example.test/p',
                publishedAt: clock,
              }),
          });
          if (calls.length === 4) {
            // Meanwhile another claimer took the last post over (as a recovery of a claim thought dead would).
            void t.db
              .update(posts)
              .set({ claimToken: '00000000-0000-4000-8000-000000000000' })
              .where(eq(posts.id, lost))
              .then(() => calls.forEach((call) => call.answer()));
          }
        }),
    };
    await setUp({ env: { PUBLISH_TIMEOUT_SECONDS: '5' }, deps: { connectorFor: () => connector } });
    const kept = [await postOn(1, 'one'), await postOn(2, 'two'), await postOn(3, 'three')];
    const lost = await postOn(4, 'four');
    clock = at('2026-06-12T00:00:00Z');
    expect(await publishDue(t.deps)).toBe(4);
    for (const id of kept) expect(await statusOf(id)).toMatchObject({ status: 1 });
    expect(await statusOf(lost)).toMatchObject({ status: 3, claimToken: '00000000-0000-4000-8000-000000000000' });
    // The channels' own posts in their inboxes, one each, written by one transaction (the same xmin).
    const { rows } = (await t.db.execute(
      sql`select published_post_id as post, xmin::text as tx from inbox_items where published_post_id is not null`,
    )) as unknown as { rows: { post: number; tx: string }[] };
    expect(rows.map((r) => Number(r.post)).sort((a, b) => a - b)).toEqual([...kept].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.tx)).size).toBe(1);
  });
});
