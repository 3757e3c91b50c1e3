import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NeedsReconnect, RateLimited } from './types.ts';
import { postResults } from '../db/schema.ts';
import { refreshRound } from '../services/analytics/refresh.ts';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import type { TestApp } from '../testing/test-app.ts';
import { startXStandIn, type XStandIn } from '../testing/x-stand-in.ts';

// X's figures of the account's posts and of the account (decision 073), against the stand-in, which answers
// GET /2/tweets and GET /2/users/me as docs.x.com describes them (metrics: docs.x.com/x-api/fundamentals/metrics).
const X = 1;
let x: XStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;

beforeAll(async () => {
  x = await startXStandIn();
});
afterAll(() => x.close());

beforeEach(async () => {
  x.posts.length = 0;
  ({ t, owner, channelId } = await openWithChannel('X', X, x));
  x.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow, shareNow } = networkHarness(() => ({ t, owner, channelId }), X);
const connector = async () => {
  const channel = await channelRow();
  return { channel, x: t.deps.connectorFor(channel) };
};
const query = (networkPostId: string, publishedAt = new Date()) => ({ networkPostId, publishedAt });

describe('X’s figures', () => {
  it('reads a batch of posts in one call: public metrics, and link clicks of recent posts', async () => {
    await shareNow({ message: 'First' });
    await shareNow({ message: 'Second' });
    const [first, second] = x.posts;
    x.setMetrics(first!.id, { like_count: 12, reply_count: 3, retweet_count: 4, quote_count: 1, bookmark_count: 2 });
    x.setMetrics(first!.id, { impression_count: 900, url_link_clicks: 7 });
    const { channel, x: reader } = await connector();
    x.requests.length = 0;
    const read = await reader.readResults!(channel, [query(first!.id), query(second!.id)], new Date());
    expect(read.get(first!.id)).toEqual({
      likes: 12,
      comments: 3,
      shares: 4,
      quotes: 1,
      saves: 2,
      impressions: 900,
      networkClicks: 7,
    });
    expect(read.get(second!.id)).toMatchObject({ likes: 0, impressions: 0, networkClicks: 0 });
    const calls = x.requests.filter((r) => r.path === '/2/tweets');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('ids')).toBe(`${first!.id},${second!.id}`);
    expect(calls[0]!.query.get('tweet.fields')).toBe('public_metrics,non_public_metrics');
  });

  it('asks only the public metrics when a post of the batch is older than X’s 30 days', async () => {
    await shareNow({ message: 'Old' });
    const post = x.posts[0]!;
    post.createdAt = new Date(Date.now() - 31 * 86_400_000);
    x.setMetrics(post.id, { like_count: 5, impression_count: 80, url_link_clicks: 2 });
    const { channel, x: reader } = await connector();
    const read = await reader.readResults!(channel, [query(post.id, post.createdAt)], new Date());
    expect(read.get(post.id)).toMatchObject({ likes: 5, impressions: 80, networkClicks: null });
  });

  it('says a post X no longer has is gone, and keeps the others', async () => {
    await shareNow({ message: 'Kept' });
    await shareNow({ message: 'Deleted' });
    const [kept, deleted] = x.posts;
    x.posts.splice(1, 1);
    const { channel, x: reader } = await connector();
    const read = await reader.readResults!(channel, [query(kept!.id), query(deleted!.id)], new Date());
    expect(read.get(deleted!.id)).toBe('gone');
    expect(read.get(kept!.id)).toMatchObject({ likes: 0 });
  });

  it('waits out a rate limit and stops on a refused sign-in', async () => {
    await shareNow({ message: 'Limited' });
    const id = x.posts[0]!.id;
    const { channel, x: reader } = await connector();
    x.rateLimitNext('GET /2/tweets', 1, 600);
    await expect(reader.readResults!(channel, [query(id)], new Date())).rejects.toBeInstanceOf(RateLimited);
    x.revokeAll();
    x.expireAccessTokens();
    await expect(reader.readResults!(channel, [query(id)], new Date())).rejects.toBeInstanceOf(NeedsReconnect);
  });

  it('reads the account’s followers, follows and posts', async () => {
    x.userMetrics.followers_count = 4321;
    const { channel, x: reader } = await connector();
    expect(await reader.readGrowth!(channel, '2026-11-28', new Date())).toEqual({
      followers: 4321,
      following: x.userMetrics.following_count,
      posts: x.userMetrics.tweet_count,
    });
  });

  it('fills a published post’s results through the refresh', async () => {
    const postId = await shareNow({ message: 'Counted' });
    x.setMetrics(x.posts[0]!.id, { like_count: 9, impression_count: 300 });
    // The demo's queue aside: a post due within two minutes would make the round wait.
    await t.db.execute(sql`delete from posts where status = 0`);
    await refreshRound(t.deps);
    // This post's first reading now (the demo's own results stay as they are).
    await t.db
      .update(postResults)
      .set({ nextRefreshAt: sql`now() - interval '1 second'` })
      .where(eq(postResults.postId, postId));
    await refreshRound(t.deps);
    const [row] = await t.db.select().from(postResults).where(eq(postResults.postId, postId));
    expect(row).toMatchObject({ likes: 9, impressions: 300, engagement: 9, rateBase: 'impressions', refreshes: 1 });
  });
});
