// What each post did and how each channel grew (issue 38, decision 073): the read operations on figures of known
// values, in the workspace zone (the demo's is New York), scoped, role-checked and paged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelDays, memberships, postResults, postResultSamples, posts, shortLinks, users } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let workspaceId: number;
let ownerId: number;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  const me = (await owner.get('/account/get')).body.data;
  workspaceId = Number(me.workspace.workspace_id);
  ownerId = Number(me.user.user_id);
  ch = await demoChannels(owner);
  // The demo's year of results aside: only each test's own.
  await t.db.delete(posts);
  await t.db.delete(channelDays);
});
afterEach(() => t.close());

let n = 0;
/** A post published at `at` (UTC) on a channel, with figures read from its network. */
async function published(
  channelId: number,
  at: string,
  figures: Partial<typeof postResults.$inferInsert> = {},
  clicks = 0,
) {
  n += 1;
  const [post] = await t.db
    .insert(posts)
    .values({
      workspaceId,
      channelId,
      creatorId: ownerId,
      hash: `h${n}`,
      message: `Post ${n}`,
      status: 1,
      publishedAt: new Date(at),
    })
    .returning();
  await t.db.insert(postResults).values({
    postId: post!.id,
    workspaceId,
    channelId,
    networkPostId: `net-${n}`,
    publishedAt: new Date(at),
    permalink: `https://example.social/p/${n}`,
    ...figures,
  });
  if (clicks) await t.db.insert(shortLinks).values({ code: `c${n}`, postId: post!.id, url: 'https://a.test', clicks });
  return post!.id;
}

describe('GET /analytics/posts', () => {
  it("answers each post of the range with its figures, nulls kept, our clicks counted, the range's totals", async () => {
    const X = ch[1]!;
    const BSKY = ch[3]!;
    const a = await published(
      X,
      '2026-10-05T13:00:00Z',
      { likes: 10, comments: 2, shares: 3, impressions: 500, engagement: 15, rateBase: 'impressions', state: 'final' },
      4,
    );
    const b = await published(BSKY, '2026-10-06T14:00:00Z', {
      likes: 20,
      comments: 0,
      shares: 1,
      quotes: 1,
      engagement: 22,
      rateBase: 'followers',
      followersAtPost: 1100,
    });
    // 03:30 UTC on the 1st is still September 30th in New York: outside the range.
    await published(X, '2026-10-01T03:30:00Z', { likes: 99, engagement: 99 });
    const { status, body } = await owner.get('/analytics/posts', { from: '2026-10-01', to: '2026-10-31' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ from: '2026-10-01', to: '2026-10-31', count: 2 });
    expect(body.data.posts.map((p: { post_id: string }) => p.post_id)).toEqual([String(b), String(a)]);
    const [second, first] = body.data.posts;
    expect(first).toMatchObject({
      channel_id: String(X),
      channel_type: 1,
      message: `Post ${n - 2}`,
      published_at: '2026-10-05 09:00:00',
      permalink: `https://example.social/p/${n - 2}`,
      state: 'final',
      final: 1,
      likes: 10,
      quotes: null,
      saves: null,
      link_clicks: 4,
      engagement: 15,
      rate_base: 'impressions',
    });
    expect(first.engagement_rate).toBeCloseTo(15 / 500);
    expect(second).toMatchObject({ state: 'live', final: 0, impressions: null, rate_base: 'followers' });
    expect(second.engagement_rate).toBeCloseTo(22 / 1100);
    expect(body.data.totals).toMatchObject({
      posts: 2,
      likes: 30,
      quotes: 1,
      saves: null,
      impressions: 500,
      link_clicks: 4,
      engagement: 37,
      rate_base: null,
    });
    expect(body.data.totals.engagement_rate).toBeCloseTo((15 / 500 + 22 / 1100) / 2);
  });

  it('sorts by engagement or rate, pages, and keeps to one channel', async () => {
    const X = ch[1]!;
    const low = await published(X, '2026-10-02T15:00:00Z', { engagement: 5, impressions: 10, rateBase: 'impressions' });
    const high = await published(X, '2026-10-03T15:00:00Z', {
      engagement: 50,
      impressions: 10_000,
      rateBase: 'impressions',
    });
    const other = await published(ch[3]!, '2026-10-04T15:00:00Z', { engagement: 20 });
    const ids = async (params: Record<string, string | number>) =>
      (await owner.get('/analytics/posts', { from: '2026-10-01', to: '2026-10-31', ...params })).body.data.posts.map(
        (p: { post_id: string }) => Number(p.post_id),
      );
    expect(await ids({ sort: 'engagement' })).toEqual([high, other, low]);
    expect(await ids({ sort: 'engagement_rate' })).toEqual([low, high, other]);
    expect(await ids({ sort: 'engagement', limit: 1, offset: 1 })).toEqual([other]);
    expect(await ids({ channel_id: X })).toEqual([high, low]);
    const paged = await owner.get('/analytics/posts', { from: '2026-10-01', to: '2026-10-31', limit: 1 });
    expect(paged.body.data.count).toBe(3);
  });

  it('refuses a bad range, a foreign channel, and a client', async () => {
    const refusal = async (params: Record<string, string | number>) => {
      const { status, body } = await owner.get('/analytics/posts', params);
      return [status, body.code, body.field];
    };
    expect(await refusal({ from: '2026-10-31', to: '2026-10-01' })).toEqual([400, 'invalid_parameter', 'to']);
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toEqual([400, 'invalid_parameter', 'from']);
    expect(await refusal({ from: '2025-01-01', to: '2026-10-01' })).toEqual([400, 'invalid_parameter', 'to']);
    const foreign = (await demoChannels(other))[1]!;
    const [status, code] = await refusal({ from: '2026-10-01', to: '2026-10-31', channel_id: foreign });
    expect([status, code]).toEqual([404, 'not_found']);
    const [user] = await t.db
      .insert(users)
      .values({ email: 'cleo@client.test', name: 'Cleo', passwordHash: 'x' })
      .returning();
    await t.db.insert(memberships).values({ workspaceId, userId: user!.id, role: 'client' });
    const client = apiClient(t, await t.tokenFor('cleo@client.test'));
    expect((await client.get('/analytics/posts', { from: '2026-10-01', to: '2026-10-31' })).status).toBe(403);
    expect((await collab.get('/analytics/posts', { from: '2026-10-01', to: '2026-10-31' })).status).toBe(200);
    // Another workspace sees none of this one's posts.
    await published(ch[1]!, '2026-10-05T13:00:00Z', { engagement: 1 });
    expect((await other.get('/analytics/posts', { from: '2026-10-01', to: '2026-10-31' })).body.data.count).toBe(0);
  });
});

describe('GET /analytics/postHistory', () => {
  it("answers a post's readings oldest first, and not another workspace's post", async () => {
    const id = await published(ch[1]!, '2026-10-05T13:00:00Z', { likes: 4, engagement: 4 });
    await t.db.insert(postResultSamples).values([
      { postId: id, takenAt: new Date('2026-10-05T16:00:00Z'), likes: 4, engagement: 4 },
      { postId: id, takenAt: new Date('2026-10-05T14:00:00Z'), likes: 1, engagement: 1 },
    ]);
    const { body } = await owner.get('/analytics/postHistory', { post_id: id });
    expect(body.data).toEqual({
      post_id: String(id),
      samples: [
        expect.objectContaining({ taken_at: '2026-10-05 10:00:00', likes: 1, engagement: 1, impressions: null }),
        expect.objectContaining({ taken_at: '2026-10-05 12:00:00', likes: 4, engagement: 4 }),
      ],
    });
    const foreign = await other.get('/analytics/postHistory', { post_id: id });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
  });
});

describe('GET /analytics/channels', () => {
  it('answers every day of the range per channel, followers as read with gaps kept, and per network', async () => {
    const X = ch[1]!;
    await t.db.insert(channelDays).values([
      { channelId: X, workspaceId, day: '2026-10-01', followers: 1000 },
      { channelId: X, workspaceId, day: '2026-10-03', followers: 1030 },
    ]);
    await published(X, '2026-10-02T13:00:00Z', { engagement: 12, impressions: 400, rateBase: 'impressions' }, 2);
    await published(X, '2026-10-02T20:00:00Z', { engagement: 8, impressions: 100, rateBase: 'impressions' });
    const { status, body } = await owner.get('/analytics/channels', { from: '2026-10-01', to: '2026-10-03' });
    expect(status).toBe(200);
    const x = body.data.channels.find((c: { channel_id: string }) => c.channel_id === String(X));
    expect(x).toMatchObject({
      channel_type: 1,
      followers_first: 1000,
      followers_last: 1030,
      followers_change: 30,
      posts: 2,
      engagement: 20,
      impressions: 500,
      link_clicks: 2,
      rate_base: 'impressions',
    });
    expect(x.engagement_rate).toBeCloseTo((12 / 400 + 8 / 100) / 2);
    expect(
      x.days.map((d: { day: string; followers: number | null; posts: number }) => [d.day, d.followers, d.posts]),
    ).toEqual([
      ['2026-10-01', 1000, 0],
      ['2026-10-02', null, 2],
      ['2026-10-03', 1030, 0],
    ]);
    // Every channel of the workspace is there, those without posts too; networks sum them.
    expect(body.data.channels).toHaveLength(Object.keys(ch).length);
    const xNetwork = body.data.networks.find((net: { channel_type: number }) => net.channel_type === 1);
    expect(xNetwork).toMatchObject({ channels: 1, posts: 2, engagement: 20, followers_change: 30 });
  });
});

describe('GET /analytics/report', () => {
  it('answers a CSV of every post, or of the channels’ days, as an attachment', async () => {
    await published(ch[1]!, '2026-10-05T13:00:00Z', { likes: 10, impressions: 500, engagement: 10 }, 3);
    await published(ch[3]!, '2026-10-06T14:00:00Z', { likes: 4, engagement: 4 });
    const reply = await t.app.inject({
      url: '/api/analytics/report?from=2026-10-01&to=2026-10-31&format=csv',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="results-2026-10-01-2026-10-31.csv"');
    const [header, ...rows] = reply.body.trim().split(/\r?\n/);
    expect(header).toContain('post_id');
    expect(header).toContain('link_clicks');
    expect(rows).toHaveLength(2);
    const days = await t.app.inject({
      url: '/api/analytics/report?from=2026-10-01&to=2026-10-03&format=csv&of=channels',
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
    });
    // A row per channel per day.
    expect(days.body.trim().split(/\r?\n/)).toHaveLength(1 + 3 * Object.keys(ch).length);
  });

  it('answers a PDF, and refuses a bad range in the JSON error body', async () => {
    await published(ch[1]!, '2026-10-05T13:00:00Z', { likes: 10, impressions: 500, engagement: 10 });
    const token = await t.tokenFor(DEMO.owner);
    const pdf = await t.app.inject({
      url: '/api/analytics/report?from=2026-10-01&to=2026-10-31&format=pdf',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await owner.get('/analytics/report', { from: '2026-10-31', to: '2026-10-01', format: 'pdf' });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'invalid_parameter', 'to']);
  }, 30_000);
});
