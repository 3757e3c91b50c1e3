// The results' refresh (issue 38, decision 073) on a fake clock, against the sandbox network (its figures are a
// known function of the post and its age), twisted where a test needs the network to refuse or forget.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { NeedsReconnect, RateLimited, type Connector } from '../../connectors/types.ts';
import {
  channelDays,
  channels,
  inboxItems,
  postResults,
  postResultSamples,
  posts,
  type ChannelRow,
} from '../../db/schema.ts';
import { apiClient, demoChannels } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { sandboxConnector } from '../channels/sandbox-connector.ts';
import { sandboxPostFigures } from '../channels/sandbox-results.ts';
import { refreshRound } from './refresh.ts';
import { nextRefreshAt, REFRESH_AFTER_HOURS } from './schedule.ts';

let t: TestApp;
let clock = new Date('2026-10-05T13:00:00Z');
let ch: Record<number, number>;
let workspaceId: number;
let ownerId: number;
/** What the network does on the next readings: answer, refuse, forget a post. */
let twist: { kind: 'none' } | { kind: 'limit'; until: Date } | { kind: 'reconnect' } | { kind: 'gone'; ids: string[] } =
  { kind: 'none' };
let resultCalls = 0;
let growthCalls = 0;
/** A channel whose growth readings fail so many times. */
let growthFails = { channelId: 0, times: 0 };

function twisted(base: Connector<ChannelRow>): Connector<ChannelRow> {
  return {
    ...base,
    async readResults(channel, queries, now) {
      resultCalls += 1;
      if (twist.kind === 'limit') throw new RateLimited(twist.until);
      if (twist.kind === 'reconnect') throw new NeedsReconnect('token revoked');
      const answer = await base.readResults!(channel, queries, now);
      if (twist.kind === 'gone') for (const id of twist.ids) answer.set(id, 'gone');
      return answer;
    },
    async readGrowth(channel, day, now) {
      growthCalls += 1;
      if (channel.id === growthFails.channelId && growthFails.times > 0) {
        growthFails.times -= 1;
        throw new Error('the network did not answer');
      }
      return base.readGrowth!(channel, day, now);
    },
  };
}

async function setUp() {
  twist = { kind: 'none' };
  resultCalls = growthCalls = 0;
  growthFails = { channelId: 0, times: 0 };
  clock = new Date('2026-10-05T13:00:00Z');
  t = await createTestApp({ now: () => clock, deps: { connectorFor: () => twisted(sandboxConnector(t.db)) } });
  const owner = apiClient(t, await t.tokenFor(DEMO.owner));
  const me = (await owner.get('/account/get')).body.data;
  workspaceId = Number(me.workspace.workspace_id);
  ownerId = Number(me.user.user_id);
  ch = await demoChannels(owner);
  // Only this test's posts: the demo's queue would make publishing busy, and its past posts would be adopted.
  await t.db.delete(posts);
  // Growth is read once a day: taken already today, unless a test asks for it.
  await t.db.update(channels).set({ growthDay: '2026-10-05', growthTries: 0 });
}
afterEach(() => t.close());

let n = 0;
/** A post published at `at` on a channel, with the inbox item the publisher writes for it. */
async function published(channelId: number, at: Date) {
  n += 1;
  const [post] = await t.db
    .insert(posts)
    .values({
      workspaceId,
      channelId,
      creatorId: ownerId,
      hash: `r${n}`,
      message: `Post ${n}`,
      status: 1,
      publishedAt: at,
    })
    .returning();
  await t.db.insert(inboxItems).values({
    workspaceId,
    channelId,
    networkId: `sandbox-r${n}`,
    postType: 'post',
    byChannel: true,
    conversationId: 0,
    authorId: `channel-${channelId}`,
    authorName: 'Northwind',
    text: `Post ${n}`,
    permalink: `https://sandbox.social/x/northwind/posts/r${n}`,
    publishedPostId: post!.id,
    isUnread: false,
    createdAt: at,
  });
  return { id: post!.id, networkPostId: `sandbox-r${n}` };
}

const resultOf = async (postId: number) =>
  (await t.db.select().from(postResults).where(eq(postResults.postId, postId)))[0]!;
const samplesOf = async (postId: number) =>
  t.db.select().from(postResultSamples).where(eq(postResultSamples.postId, postId));
const round = async (at: Date) => {
  clock = at;
  return refreshRound(t.deps);
};

describe('the results refresh', () => {
  it('adopts a published post, reads it at 1, 3, 6, 12, 24 hours and daily to day 30, then stops', async () => {
    await setUp();
    const X = ch[1]!;
    const at = new Date('2026-10-05T13:00:00Z');
    const post = await published(X, at);
    expect(await round(new Date(at.getTime() + 60_000))).toMatchObject({ adopted: 1, read: 0 });
    const adopted = await resultOf(post.id);
    expect(adopted).toMatchObject({ state: 'live', refreshes: 0, networkPostId: post.networkPostId });
    expect(adopted.permalink).toBe(`https://sandbox.social/x/northwind/posts/r${n}`);
    expect(adopted.nextRefreshAt).toEqual(nextRefreshAt(post.id, at, 0));

    for (let step = 0; step < REFRESH_AFTER_HOURS.length; step += 1) {
      const due = nextRefreshAt(post.id, at, step)!;
      // Within half an hour of its step (the jitter), and not a second before its time.
      expect(Math.abs(due.getTime() - at.getTime() - REFRESH_AFTER_HOURS[step]! * 3_600_000)).toBeLessThanOrEqual(
        1_800_000,
      );
      expect((await round(new Date(due.getTime() - 1000)))?.read).toBe(0);
      expect((await round(due))?.read).toBe(1);
      const row = await resultOf(post.id);
      expect(row.refreshes).toBe(step + 1);
      const expected = sandboxPostFigures(
        { ...post, publishedAt: at },
        { id: X, channelType: 1 },
        'America/New_York',
        due,
      );
      expect(row).toMatchObject({
        likes: expected.likes,
        comments: expected.comments,
        impressions: expected.impressions,
        networkClicks: expected.networkClicks,
        rateBase: expected.impressions ? 'impressions' : null,
      });
    }
    const final = await resultOf(post.id);
    expect(final).toMatchObject({ state: 'final', nextRefreshAt: null, refreshes: 34 });
    expect(await samplesOf(post.id)).toHaveLength(34);
    // Figures saturate: the last reading is the largest, and a post's likes never go down.
    const likes = (await samplesOf(post.id)).map((s) => s.likes!);
    expect([...likes].sort((a, b) => a - b)).toEqual(likes);
    expect((await round(new Date(at.getTime() + 40 * 86_400_000)))?.read).toBe(0);
  });

  it('waits while a post is due or publishing, and reads once publishing is done', async () => {
    await setUp();
    const at = new Date('2026-10-05T13:00:00Z');
    const post = await published(ch[1]!, at);
    const due = nextRefreshAt(post.id, at, 0)!;
    const [waiting] = await t.db
      .insert(posts)
      .values({
        workspaceId,
        channelId: ch[3]!,
        creatorId: ownerId,
        hash: 'w',
        message: 'due soon',
        dueAt: new Date(due.getTime() + 60_000),
      })
      .returning();
    expect(await round(due)).toBeUndefined();
    await t.db.update(posts).set({ status: 3 }).where(eq(posts.id, waiting!.id));
    expect(await round(due)).toBeUndefined();
    await t.db.update(posts).set({ status: 1, publishedAt: due }).where(eq(posts.id, waiting!.id));
    expect(await round(due)).toMatchObject({ read: 1 });
  });

  it('a limit met while reading pauses the channel’s reading, never its publishing', async () => {
    await setUp();
    const X = ch[1]!;
    const at = new Date('2026-10-05T13:00:00Z');
    const post = await published(X, at);
    await round(at);
    const due = nextRefreshAt(post.id, at, 0)!;
    const until = new Date(due.getTime() + 15 * 60_000);
    twist = { kind: 'limit', until };
    expect(await round(due)).toMatchObject({ read: 0 });
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, X));
    expect(channel).toMatchObject({ status: 'connected', rateLimitedUntil: null, resultsPausedUntil: until });
    expect((await resultOf(post.id)).nextRefreshAt).toEqual(until);
    twist = { kind: 'none' };
    const calls = resultCalls;
    expect(await round(new Date(until.getTime() - 1000))).toMatchObject({ read: 0 });
    expect(resultCalls).toBe(calls);
    expect(await round(until)).toMatchObject({ read: 1 });
  });

  it('keeps a post’s last figures once its network says it is gone, and reads it no more', async () => {
    await setUp();
    const at = new Date('2026-10-05T13:00:00Z');
    const post = await published(ch[1]!, at);
    await round(at);
    await round(nextRefreshAt(post.id, at, 0)!);
    const before = await resultOf(post.id);
    twist = { kind: 'gone', ids: [post.networkPostId] };
    await round(nextRefreshAt(post.id, at, 1)!);
    expect(await resultOf(post.id)).toMatchObject({
      state: 'deleted',
      nextRefreshAt: null,
      likes: before.likes,
      refreshes: 1,
    });
  });

  it('moves a channel that needs reconnecting a day at a time, then ends its posts past day 30', async () => {
    await setUp();
    const X = ch[1]!;
    const at = new Date('2026-10-05T13:00:00Z');
    const post = await published(X, at);
    await round(at);
    twist = { kind: 'reconnect' };
    const due = nextRefreshAt(post.id, at, 0)!;
    await round(due);
    expect((await t.db.select().from(channels).where(eq(channels.id, X)))[0]!.status).toBe('needs_reconnect');
    twist = { kind: 'none' };
    // Its claim lapses; then it waits a day at a time without a call.
    const calls = resultCalls;
    const later = new Date(due.getTime() + 11 * 60_000);
    await round(later);
    expect((await resultOf(post.id)).nextRefreshAt).toEqual(new Date(later.getTime() + 86_400_000));
    expect(resultCalls).toBe(calls);
    const late = new Date(at.getTime() + 31 * 86_400_000);
    await round(late);
    expect(await resultOf(post.id)).toMatchObject({ state: 'final', nextRefreshAt: null });
  });

  it('reads each account once a local day after 00:05, retries a failure three times, across a clock change', async () => {
    await setUp();
    // This workspace's channels alone (the other demo teams' zones turn their days at other hours).
    await t.db.execute(sql`delete from channels where workspace_id <> ${workspaceId}`);
    await t.db.update(channels).set({ growthDay: null });
    // The demo's seeded year of days aside: only what these rounds read.
    await t.db.delete(channelDays);
    const count = Object.keys(ch).length;
    // New York: 1 November 2026 is the day the clocks go back. 00:03 local is too early.
    expect((await round(new Date('2026-11-01T04:03:00Z')))?.grown).toBe(0);
    expect((await round(new Date('2026-11-01T04:10:00Z')))?.grown).toBe(count);
    expect((await round(new Date('2026-11-01T18:00:00Z')))?.grown).toBe(0);
    // After the change, 00:10 on the 2nd is 05:10 UTC.
    growthFails = { channelId: ch[1]!, times: 4 };
    const calls = growthCalls;
    for (const minutes of [10, 11, 12, 13, 14]) await round(new Date(`2026-11-02T05:${minutes}:00Z`));
    // X failed four times (once and three retries), then its day stayed a gap; the others were read once each.
    expect(growthCalls - calls).toBe(count + 3);
    const days = await t.db.select().from(channelDays).where(eq(channelDays.day, '2026-11-02'));
    expect(days).toHaveLength(count - 1);
    const first = await t.db.execute(sql`select count(*)::int as n from channel_days where day = '2026-11-01'`);
    expect((first as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(count);
  });
});
