import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing/api.ts';
import { networkHarness, openWithChannel } from '../testing/connector-harness.ts';
import { startFacebookStandIn, type FacebookStandIn } from '../testing/facebook-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import { ENGAGEMENT_FIELDS } from './facebook-results.ts';
import { NeedsReconnect, RateLimited, type Connector, type ResultsQuery } from './types.ts';

// A Facebook Page's results (decision 074) against the stand-in: reactions, comments and shares of the Page's posts
// by one `?ids=` call, their views through the insights edge (post_media_view, post_impressions being deprecated),
// the Page's followers; a deleted post is gone, a refused metric is null, and reading stops past half the Page's
// budget as its X-Business-Use-Case-Usage header says.
const FACEBOOK = 2;
let fb: FacebookStandIn;
let t: TestApp;
let owner: ApiClient;
let channelId: number;
let channel: Awaited<ReturnType<typeof channelRow>>;
let connector: Connector;
const now = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  fb = await startFacebookStandIn();
});
afterAll(() => fb.close());

beforeEach(async () => {
  fb.posts.length = 0;
  fb.comments.length = 0;
  fb.usage = null;
  fb.refusedMetrics.delete('post_media_view');
  fb.pages[0]!.followers = 1520;
  ({ t, owner, channelId } = await openWithChannel('FACEBOOK', FACEBOOK, fb));
  channel = await channelRow();
  connector = t.deps.connectorFor(channel);
  fb.requests.length = 0;
});
afterEach(() => t.close());

const { channelRow, shareNow } = networkHarness(() => ({ t, owner, channelId }), FACEBOOK);
const queries = (...ids: string[]): ResultsQuery[] => ids.map((networkPostId) => ({ networkPostId, publishedAt: now }));
const reads = () => fb.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v25.0/'));

/** Two posts published through the service, their network ids. */
async function twoPosts(): Promise<[string, string]> {
  await shareNow({ message: 'Fresh roast today' });
  await shareNow({ message: 'New mugs in' });
  fb.requests.length = 0;
  return [fb.posts[0]!.id, fb.posts[1]!.id];
}

/** A post of the Page made on Facebook itself (for batches larger than the service would publish in a test). */
function pagePost(n: number) {
  const post = {
    id: `${fb.pages[0]!.id}_${9_000_000 + n}`,
    pageId: fb.pages[0]!.id,
    message: `Post ${n}`,
    link: null,
    photo: null,
    createdAt: now,
  };
  fb.posts.push(post);
  return post.id;
}

describe('the results of a Facebook Page’s posts', () => {
  it('reads reactions, comments, shares and views as Facebook counts them, in two calls for the batch', async () => {
    const [first, second] = await twoPosts();
    fb.setFigures(first, { reactions: 42, comments: 7, shares: 3, views: 1200 });
    fb.setFigures(second, { reactions: 5, views: 90 });
    fb.comment({ id: '2400000001', name: 'Sam Lee' }, 'Lovely', { on: second });

    const results = await connector.readResults!(channel, queries(first, second), now);
    expect(results.get(first)).toEqual({
      likes: 42,
      comments: 7,
      shares: 3,
      quotes: null,
      saves: null,
      impressions: 1200,
      networkClicks: null,
    });
    // Nobody shared the second: Meta leaves `shares` out, which is none. Its comments are the comment made on it.
    expect(results.get(second)).toMatchObject({ likes: 5, comments: 1, shares: 0, impressions: 90 });

    const [engagement, views] = reads();
    expect(reads()).toHaveLength(2);
    expect(engagement!.path).toBe('/v25.0/');
    expect(engagement!.query.get('ids')).toBe(`${first},${second}`);
    expect(engagement!.query.get('fields')).toBe(
      'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares',
    );
    expect(views!.query.get('fields')).toBe('insights.metric(post_media_view)');
    expect(engagement!.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives no views (null, never 0) while Meta has none, or when it refuses the metric', async () => {
    const [first, second] = await twoPosts();
    fb.setFigures(first, { reactions: 2 });
    fb.setFigures(second, { reactions: 4, views: 300 });
    let results = await connector.readResults!(channel, queries(first, second), now);
    expect(results.get(first)).toMatchObject({ likes: 2, impressions: null });
    expect(results.get(second)).toMatchObject({ likes: 4, impressions: 300 });

    fb.refusedMetrics.add('post_media_view');
    results = await connector.readResults!(channel, queries(first, second), now);
    expect(results.get(first)).toMatchObject({ likes: 2, impressions: null });
    expect(results.get(second)).toMatchObject({ likes: 4, comments: 0, impressions: null });
  });

  it('is refused post_impressions by the stand-in, as Meta deprecated it', async () => {
    const [first] = await twoPosts();
    const before = fb.requests.length;
    await connector.readResults!(channel, queries(first), now);
    const sent = fb.requests[before]!;
    const address = new URL(`${fb.url}/v25.0/`);
    for (const name of ['access_token', 'appsecret_proof']) address.searchParams.set(name, sent.query.get(name)!);
    address.searchParams.set('ids', first);
    address.searchParams.set('fields', 'insights.metric(post_impressions)');
    const refused = await fetch(address);
    expect(((await refused.json()) as { error: { code: number; message: string } }).error).toMatchObject({
      code: 100,
      message: '(#100) The value must be a valid insights metric',
    });
  });

  it('says a post deleted on Facebook is gone, and still reads the others of the batch', async () => {
    const [first, second] = await twoPosts();
    fb.setFigures(second, { reactions: 9, views: 10 });
    fb.removePost(first);
    const results = await connector.readResults!(channel, queries(first, second), now);
    expect(results.get(first)).toBe('gone');
    expect(results.get(second)).toMatchObject({ likes: 9, impressions: 10 });
    // The batch was refused for the missing id (803); each post was then read alone to tell which.
    expect(reads().map((r) => r.path)).toEqual(['/v25.0/', `/v25.0/${first}`, `/v25.0/${second}`, '/v25.0/']);

    fb.removePost(second);
    const alone = await connector.readResults!(channel, queries(second), now);
    expect(alone.get(second)).toBe('gone');
  });

  it('reads 50 posts a call and splits a longer list at 50', async () => {
    expect(connector.resultsBatch).toBe(50);
    const ids = Array.from({ length: 51 }, (_, n) => pagePost(n));
    fb.setFigures(ids[50]!, { reactions: 51 });
    const results = await connector.readResults!(channel, queries(...ids), now);
    expect(results.size).toBe(51);
    expect(results.get(ids[50]!)).toMatchObject({ likes: 51 });
    const engagement = reads().filter((r) => r.query.get('fields') === ENGAGEMENT_FIELDS);
    expect(engagement.map((r) => r.query.get('ids')!.split(',').length)).toEqual([50, 1]);
  });
});

describe('limits and sign-in when reading a Facebook Page’s results', () => {
  it('waits as long as Meta’s throttle says (code 80001 and its usage header)', async () => {
    const [first] = await twoPosts();
    fb.rateLimitNext('GET /v25.0/', 1, 3600);
    const refused = await connector.readResults!(channel, queries(first), now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).until.getTime()).toBe(now.getTime() + 60 * 60_000);
  });

  it('stops reading once the usage header says over half of a Page budget is spent', async () => {
    const [first] = await twoPosts();
    fb.setFigures(first, { reactions: 1 });
    fb.usage = { call_count: 50, total_cputime: 50, total_time: 50, estimated_time_to_regain_access: 0 };
    expect((await connector.readResults!(channel, queries(first), now)).get(first)).toMatchObject({ likes: 1 });

    fb.usage = { call_count: 12, total_cputime: 51, total_time: 8, estimated_time_to_regain_access: 0 };
    fb.requests.length = 0;
    const paused = await connector.readResults!(channel, queries(first), now).catch((error: unknown) => error);
    expect(paused).toBeInstanceOf(RateLimited);
    // No time to regain access given: a quarter of an hour; and no second call after the first said so.
    expect((paused as RateLimited).until.getTime()).toBe(now.getTime() + 15 * 60_000);
    expect(reads()).toHaveLength(1);

    fb.usage = { call_count: 80, total_cputime: 10, total_time: 10, estimated_time_to_regain_access: 40 };
    const longer = await connector.readGrowth!(channel, '2026-11-28', now).catch((error: unknown) => error);
    expect((longer as RateLimited).until.getTime()).toBe(now.getTime() + 40 * 60_000);
  });

  it('asks for reconnecting when Facebook refuses the Page token', async () => {
    const [first] = await twoPosts();
    fb.expireAccessTokens();
    await expect(connector.readResults!(channel, queries(first), now)).rejects.toBeInstanceOf(NeedsReconnect);
    await expect(connector.readGrowth!(channel, '2026-11-28', now)).rejects.toBeInstanceOf(NeedsReconnect);
  });
});

describe('the growth of a Facebook Page', () => {
  it('reads the Page’s followers, and nothing Facebook does not give', async () => {
    expect(await connector.readGrowth!(channel, '2026-11-28', now)).toEqual({
      followers: 1520,
      following: null,
      posts: null,
    });
    fb.pages[0]!.followers = 1611;
    expect((await connector.readGrowth!(channel, '2026-11-29', now)).followers).toBe(1611);
    const [read] = reads();
    expect(read!.path).toBe(`/v25.0/${fb.pages[0]!.id}`);
    expect(read!.query.get('fields')).toBe('followers_count');
  });
});
