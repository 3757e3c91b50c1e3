// When to post on a channel (issue 38, decision 076): the channel's rated posts as post_results holds them, in the
// workspace zone (the demo's is New York), scoped to the workspace and read by owners, admins and collaborators.
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberships, postResults, posts, users } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-20T17:00:00Z');
const ZONE = 'America/New_York';

let t: TestApp;
let owner: ApiClient;
let workspaceId: number;
let ownerId: number;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  const me = (await owner.get('/account/get')).body.data;
  workspaceId = Number(me.workspace.workspace_id);
  ownerId = Number(me.user.user_id);
  ch = await demoChannels(owner);
  await t.db.delete(posts);
});
afterEach(() => t.close());

let n = 0;
/** A published post and its figures: `engagement` of 1,000 impressions, read for the last time unless said. */
async function published(
  channelId: number,
  at: Date,
  engagement: number,
  more: Partial<typeof postResults.$inferInsert> = {},
) {
  n += 1;
  const [post] = await t.db
    .insert(posts)
    .values({
      workspaceId,
      channelId,
      creatorId: ownerId,
      hash: `b${n}`,
      message: `Post ${n}`,
      status: 1,
      publishedAt: at,
    })
    .returning();
  await t.db.insert(postResults).values({
    postId: post!.id,
    workspaceId,
    channelId,
    networkPostId: `net-${n}`,
    publishedAt: at,
    engagement,
    impressions: 1000,
    rateBase: 'impressions',
    state: 'final',
    ...more,
  });
}

/** `weeks` weekly posts on a weekday (1 = Monday) at an hour of New York, from a week before NOW back. */
async function weekly(channelId: number, weeks: number, weekday: number, hour: number, engagement: number) {
  const week = DateTime.fromJSDate(NOW, { zone: ZONE }).startOf('week');
  for (let i = 1; i <= weeks; i++)
    await published(
      channelId,
      week
        .minus({ weeks: i })
        .plus({ days: weekday - 1 })
        .set({ hour })
        .toJSDate(),
      engagement,
    );
}

describe('GET /analytics/bestTimes', () => {
  it("suggests the hours a channel's posts did best at, best first, in the workspace zone", async () => {
    const X = ch[1]!;
    await weekly(X, 12, 2, 9, 60);
    await weekly(X, 12, 4, 15, 20);
    await weekly(X, 12, 6, 11, 30);
    // Another channel's posts, a live post not yet a day old and a post without a rate count for nothing.
    await weekly(ch[3]!, 12, 1, 7, 90);
    await published(X, new Date(NOW.getTime() - 3_600_000), 900, { state: 'live' });
    await published(X, new Date('2026-11-16T12:00:00Z'), 5, { impressions: null });
    const { status, body } = await owner.get('/analytics/bestTimes', { channel_id: X });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      channel_id: String(X),
      timezone: ZONE,
      window_from: '2026-05-24 12:00:00',
      window_to: '2026-11-20 12:00:00',
      posts_counted: 36,
      posts_needed: 30,
      enough: 1,
      suggested: [
        { weekday: 'tue', time: '09:00' },
        { weekday: 'sat', time: '11:00' },
        { weekday: 'thu', time: '15:00' },
      ],
    });
    expect(body.data.cells).toHaveLength(3);
    expect(body.data.cells[0]).toMatchObject({ weekday: 'tue', hour: 9, posts: 12, median_rate: 0.06 });
    expect(body.data.cells[0].relative_rate).toBeCloseTo(2);
  });

  it('says how many posts there are of the 30 needed, and suggests nothing yet', async () => {
    const X = ch[1]!;
    await weekly(X, 12, 2, 9, 60);
    // A live post a day old counts: its rate has settled enough.
    await published(X, new Date(NOW.getTime() - 25 * 3_600_000), 10, { state: 'live' });
    const { body } = await owner.get('/analytics/bestTimes', { channel_id: X });
    expect(body.data).toMatchObject({ posts_counted: 13, posts_needed: 30, enough: 0, suggested: [] });
    expect(body.data.cells.map((c: { weekday: string; hour: number }) => [c.weekday, c.hour])).toEqual([
      ['tue', 9],
      ['thu', 11],
    ]);
  });

  it("is a 404 for another workspace's channel or none, and refused to a client", async () => {
    await weekly(ch[1]!, 3, 2, 9, 60);
    const other = apiClient(t, await t.tokenFor(DEMO.other));
    const foreign = (await demoChannels(other))[1]!;
    for (const channel_id of [foreign, 999_999]) {
      const { status, body } = await owner.get('/analytics/bestTimes', { channel_id });
      expect([status, body.code, body.field]).toEqual([404, 'not_found', 'channel_id']);
    }
    // The other workspace cannot read this one's channel either.
    expect((await other.get('/analytics/bestTimes', { channel_id: ch[1]! })).status).toBe(404);
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    expect((await collab.get('/analytics/bestTimes', { channel_id: ch[1]! })).body.data.posts_counted).toBe(3);
    const [user] = await t.db
      .insert(users)
      .values({ email: 'cleo@client.test', name: 'Cleo', passwordHash: 'x' })
      .returning();
    await t.db.insert(memberships).values({ workspaceId, userId: user!.id, role: 'client' });
    const client = apiClient(t, await t.tokenFor('cleo@client.test'));
    const refused = await client.get('/analytics/bestTimes', { channel_id: ch[1]! });
    expect([refused.status, refused.body.status]).toEqual([403, 'error']);
  });
});
