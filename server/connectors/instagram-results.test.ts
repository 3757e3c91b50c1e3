import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { encoded } from '../testing/images.ts';
import { startInstagramStandIn, type InstagramStandIn } from '../testing/instagram-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { NeedsReconnect, RateLimited, type Connector, type ResultsQuery } from './types.ts';

// An Instagram account's results (decision 074) against the stand-in: each media's insights (likes, comments, shares,
// saved as saves, views as impressions), one call a media; an empty data set and "not enough viewers" as nulls, a
// deleted media as gone, the account's followers, follows and media; and reading stops past half the account's
// budget as its X-Business-Use-Case-Usage header says.
const INSTAGRAM = 5;
let ig: InstagramStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;
let channel: Awaited<ReturnType<typeof channelRow>>;
let connector: Connector;
const now = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  ig = await startInstagramStandIn({
    // Instagram fetches image_url itself: here the service answers its own /media addresses.
    fetchImage: async (url) => {
      const reply = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      return { status: reply.statusCode, contentType: String(reply.headers['content-type']), bytes: reply.rawPayload };
    },
  });
});
afterAll(() => ig.close());

beforeEach(async () => {
  ig.media.length = 0;
  ig.usage = null;
  ig.notEnoughViewers.clear();
  ig.refusedMetrics.delete('views');
  ig.account.followers_count = 2310;
  ({ t, owner, channelId } = await openWithChannel('INSTAGRAM', INSTAGRAM, ig));
  channel = await channelRow();
  connector = t.deps.connectorFor(channel);
  ig.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow, shareNow, upload } = networkHarness(() => ({ t, owner, channelId }), INSTAGRAM);
const queries = (...ids: string[]): ResultsQuery[] => ids.map((networkPostId) => ({ networkPostId, publishedAt: now }));
const insightsCalls = () => ig.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/insights'));

/** A media of the account made in Instagram's app (for more media than a test publishes through the service). */
function ownMedia(n: number) {
  const item = {
    id: String(18_000_000_000_000_000n + BigInt(n)),
    ownerId: ig.account.user_id,
    username: ig.account.username,
    caption: `Media ${n}`,
    imageUrl: 'https://scontent.cdninstagram.com/v/t51/own.jpg',
    timestamp: now,
    permalink: `https://www.instagram.com/p/own${n}/`,
  };
  ig.media.push(item);
  return item.id;
}

describe('the results of Instagram media', () => {
  it('reads a published media’s likes, comments, shares, saves and views from its insights', async () => {
    const picture = await upload(await encoded('jpeg', 800, 800), 'image/jpeg');
    await shareNow({ message: 'Our new mug', picture });
    const id = ig.media[0]!.id;
    ig.setInsights(id, { likes: 120, comments: 14, shares: 6, saved: 31, views: 2400, reach: 1900 });
    ig.requests.length = 0;

    const results = await connector.readResults!(channel, queries(id), now);
    expect(results.get(id)).toEqual({
      likes: 120,
      comments: 14,
      shares: 6,
      quotes: null,
      saves: 31,
      impressions: 2400,
      networkClicks: null,
    });
    const [call] = insightsCalls();
    expect(call!.path).toBe(`/v25.0/${id}/insights`);
    expect(call!.query.get('metric')).toBe('likes,comments,shares,saved,views');
    expect(call!.headers.authorization).toMatch(/^Bearer /);
  });

  it('gives nulls, never 0, for an empty data set, too few viewers or a metric refused', async () => {
    const [quiet, few, partly] = [ownMedia(1), ownMedia(2), ownMedia(3)];
    ig.notEnoughViewers.add(few);
    ig.setInsights(few, { likes: 3 });
    ig.setInsights(partly, { likes: 8, views: 50 });
    const results = await connector.readResults!(channel, queries(quiet, few, partly), now);
    const none = { likes: null, comments: null, shares: null, quotes: null, saves: null, impressions: null };
    expect(results.get(quiet)).toMatchObject(none);
    expect(results.get(few)).toMatchObject(none);
    // What Instagram answered, and null for the metrics it left out of the set.
    expect(results.get(partly)).toMatchObject({ likes: 8, impressions: 50, comments: null, saves: null });

    ig.refusedMetrics.add('views');
    expect((await connector.readResults!(channel, queries(partly), now)).get(partly)).toMatchObject(none);
  });

  it('says a media deleted on Instagram is gone, and reads the rest one call each', async () => {
    const [first, second, third] = [ownMedia(1), ownMedia(2), ownMedia(3)];
    ig.setInsights(third, { likes: 5 });
    ig.removeMedia(second);
    const results = await connector.readResults!(channel, queries(first, second, third), now);
    expect(results.get(second)).toBe('gone');
    expect(results.get(third)).toMatchObject({ likes: 5 });
    expect(results.get(first)).toMatchObject({ likes: null });
    expect(insightsCalls().map((r) => r.path)).toEqual([
      `/v25.0/${first}/insights`,
      `/v25.0/${second}/insights`,
      `/v25.0/${third}/insights`,
    ]);
  });

  it('declares batches of 25 and reads every media of one, one call each', async () => {
    expect(connector.resultsBatch).toBe(25);
    const ids = Array.from({ length: 25 }, (_, n) => ownMedia(n));
    ig.setInsights(ids[24]!, { saved: 2 });
    const results = await connector.readResults!(channel, queries(...ids), now);
    expect(results.size).toBe(25);
    expect(results.get(ids[24]!)).toMatchObject({ saves: 2 });
    expect(insightsCalls()).toHaveLength(25);
  });
});

describe('limits and sign-in when reading Instagram results', () => {
  it('waits as long as Instagram’s throttle says', async () => {
    const id = ownMedia(1);
    ig.rateLimitNext(`GET /v25.0/${id}/insights`, 1, 1800);
    const refused = await connector.readResults!(channel, queries(id), now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).until.getTime()).toBe(now.getTime() + 30 * 60_000);
  });

  it('stops reading once the usage header says over half of the account’s budget is spent', async () => {
    const [first, second] = [ownMedia(1), ownMedia(2)];
    ig.usage = { call_count: 50, total_cputime: 20, total_time: 20, estimated_time_to_regain_access: 0 };
    expect((await connector.readResults!(channel, queries(first, second), now)).size).toBe(2);

    ig.usage = { call_count: 64, total_cputime: 20, total_time: 20, estimated_time_to_regain_access: 0 };
    ig.requests.length = 0;
    const paused = await connector.readResults!(channel, queries(first, second), now).catch((error: unknown) => error);
    expect(paused).toBeInstanceOf(RateLimited);
    expect((paused as RateLimited).until.getTime()).toBe(now.getTime() + 15 * 60_000);
    // The first answer said so: the second media was not asked.
    expect(insightsCalls()).toHaveLength(1);
  });

  it('asks for reconnecting when Instagram refuses the token', async () => {
    const id = ownMedia(1);
    ig.expireAccessTokens();
    await expect(connector.readResults!(channel, queries(id), now)).rejects.toBeInstanceOf(NeedsReconnect);
    await expect(connector.readGrowth!(channel, '2026-11-28', now)).rejects.toBeInstanceOf(NeedsReconnect);
  });
});

describe('the growth of an Instagram account', () => {
  it('reads its followers, the accounts it follows and its media', async () => {
    ownMedia(1);
    ownMedia(2);
    expect(await connector.readGrowth!(channel, '2026-11-28', now)).toEqual({
      followers: 2310,
      following: 180,
      posts: 2,
    });
    ig.account.followers_count = 2402;
    expect((await connector.readGrowth!(channel, '2026-11-29', now)).followers).toBe(2402);
    const read = ig.requests.find((r) => r.method === 'GET' && r.path === `/v25.0/${ig.account.user_id}`)!;
    expect(read.query.get('fields')).toBe('followers_count,follows_count,media_count');
  });
});
