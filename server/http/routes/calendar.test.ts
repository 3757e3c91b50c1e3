import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drafts, inboxItems, posts, queueTails } from '../../db/schema.ts';
import { publishDue } from '../../publisher/publisher.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const FACEBOOK = 2;
const LINKEDIN = 4;

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let ch: Record<number, number>;

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});
afterEach(() => t.close());

type CalendarPost = { post_id: number; state: string; display_time: string; [k: string]: unknown };
const create = async (api: ApiClient, params: Record<string, string | number>) => {
  const { status, body } = await api.post('/posts/create', params);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.post_id[0] as number;
};
const calendar = async (params: Record<string, string | number>) => {
  const { status, body } = await owner.get('/posts/calendar', params);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as {
    timezone: string;
    days: { date: string; clock_change: unknown }[];
    posts: CalendarPost[];
    free_slots: { channel_id: string; display_time: string; utc_post_time: string }[];
  };
};
const placed = (list: CalendarPost[]) => list.map((p) => [p.post_id, p.state, p.display_time]);

describe('posts/calendar', () => {
  it('shows every state with its fields, in time order, across channels', async () => {
    const queued = await create(owner, { channel_ids: ch[X]!, message: 'queued' });
    const pinned = await create(owner, {
      channel_ids: ch[LINKEDIN]!,
      message: 'pinned',
      custom_time: '2026-06-11 12:00:00',
      picture: 'https://cdn.example/latte.jpg',
    });
    const awaiting = await create(collab, { channel_ids: ch[X]!, message: 'may I?' });
    const failing = await create(owner, { channel_ids: ch[FACEBOOK]!, message: 'failing' });
    const publishing = await create(owner, { channel_ids: ch[FACEBOOK]!, message: 'publishing' });
    await t.db.update(posts).set({ status: 2, errorMessage: 'Refused.' }).where(eq(posts.id, failing));
    await t.db.update(posts).set({ status: 3 }).where(eq(posts.id, publishing));

    const data = await calendar({ from: '2026-06-10', to: '2026-06-11' });
    expect(data.timezone).toBe('America/New_York');
    expect(placed(data.posts)).toEqual([
      [queued, 'queued', '2026-06-10 13:00:00'],
      [failing, 'failed', '2026-06-10 13:00:00'],
      [awaiting, 'awaiting_approval', '2026-06-10 17:00:00'],
      [publishing, 'publishing', '2026-06-10 17:00:00'],
      [pinned, 'pinned', '2026-06-11 12:00:00'],
    ]);
    const byId = new Map(data.posts.map((p) => [p.post_id, p]));
    expect(byId.get(pinned)).toMatchObject({
      channel_id: String(ch[LINKEDIN]),
      channel_name: expect.any(String),
      thumbnail: 'https://cdn.example/latte.jpg',
      is_custom_time: 1,
      published_time: '',
      published_link: '',
      utc_post_time: '2026-06-11 16:00:00',
    });
    expect(byId.get(awaiting)).toMatchObject({ to_approve: 1, creator_name: expect.any(String), thumbnail: '' });
    expect(byId.get(failing)).toMatchObject({ is_processed: 2, error_message: 'Refused.' });
    expect(byId.get(publishing)).toMatchObject({ is_processed: 3 });
  });

  it('filters by channel and by state', async () => {
    await create(owner, { channel_ids: ch[X]!, message: 'queued on X' });
    const pinned = await create(owner, { channel_ids: ch[X]!, message: 'pinned', custom_time: '2026-06-11 12:00:00' });
    const linkedIn = await create(owner, { channel_ids: ch[LINKEDIN]!, message: 'queued on LinkedIn' });
    const range = { from: '2026-06-10', to: '2026-06-12' };
    expect((await calendar({ ...range, states: 'pinned' })).posts.map((p) => p.post_id)).toEqual([pinned]);
    expect((await calendar({ ...range, channel_ids: ch[LINKEDIN]! })).posts.map((p) => p.post_id)).toEqual([linkedIn]);
    const both = await calendar({ ...range, channel_ids: `${ch[X]}_${ch[LINKEDIN]}`, states: 'pinned_queued' });
    expect(both.posts).toHaveLength(3);
    expect((await calendar({ ...range, states: 'failed_published' })).posts).toEqual([]);
  });

  it('answers 404 for another workspace’s channel, and 400 for a range backwards or over 42 days', async () => {
    const theirs = Object.values(await demoChannels(other))[0]!;
    const foreign = await owner.get('/posts/calendar', { from: '2026-06-10', to: '2026-06-11', channel_ids: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 'error', code: 'not_found' });
    const mixed = await owner.get('/posts/calendar', {
      from: '2026-06-10',
      to: '2026-06-11',
      channel_ids: `${ch[X]}_${theirs}`,
    });
    expect(mixed.status).toBe(404);
    for (const [from, to] of [
      ['2026-06-10', '2026-06-09'],
      ['2026-06-01', '2026-07-13'],
    ]) {
      const { status, body } = await owner.get('/posts/calendar', { from: from!, to: to! });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'invalid_parameter', field: 'to' });
    }
    expect((await calendar({ from: '2026-06-01', to: '2026-07-12' })).days).toHaveLength(42);
    const notADay = await owner.get('/posts/calendar', { from: '2026-02-30', to: '2026-03-01' });
    expect(notADay.body).toMatchObject({ code: 'invalid_parameter', field: 'from' });
  });

  it('places a published post when it went out, with its link on the network', async () => {
    const id = await create(owner, { channel_ids: ch[X]!, message: 'went out late' }); // due Wed 13:00
    t.setNow(() => new Date('2026-06-11T12:30:00Z')); // Thursday 08:30: nothing published it until then
    expect(await publishDue(t.deps)).toBe(1);
    // The sandbox network answers its own clock's time: the network's time of publishing is kept as it says.
    await t.db
      .update(posts)
      .set({ publishedAt: new Date('2026-06-11T12:30:00Z') })
      .where(eq(posts.id, id));
    const [item] = await t.db.select().from(inboxItems).where(eq(inboxItems.publishedPostId, id));
    const data = await calendar({ from: '2026-06-10', to: '2026-06-11' });
    expect(data.posts).toEqual([
      expect.objectContaining({
        post_id: id,
        state: 'published',
        display_time: '2026-06-11 08:30:00',
        published_time: '2026-06-11 08:30:00',
        published_link: item!.permalink,
      }),
    ]);
    expect(item!.permalink).toMatch(/^https?:\/\//);
    expect((await calendar({ from: '2026-06-10', to: '2026-06-10' })).posts).toEqual([]);
    expect((await calendar({ from: '2026-06-11', to: '2026-06-11', states: 'queued' })).posts).toEqual([]);
  });

  it('bounds days in the zone across the spring change, and says which hour the clocks skip', async () => {
    t.setNow(() => new Date('2027-03-01T15:00:00Z'));
    const pin = (custom_time: string) =>
      create(owner, { channel_ids: ch[LINKEDIN]!, message: custom_time, custom_time });
    await pin('2027-03-13 23:30:00');
    const early = await pin('2027-03-14 00:30:00');
    const after = await pin('2027-03-14 03:00:00');
    const late = await pin('2027-03-14 23:30:00');
    await pin('2027-03-15 00:00:00');
    const data = await calendar({ from: '2027-03-14', to: '2027-03-14', channel_ids: ch[LINKEDIN]! });
    expect(data.posts.map((p) => [p.post_id, p.utc_post_time])).toEqual([
      [early, '2027-03-14 05:30:00'],
      [after, '2027-03-14 07:00:00'],
      [late, '2027-03-15 03:30:00'],
    ]);
    const week = await calendar({ from: '2027-03-13', to: '2027-03-15', channel_ids: ch[LINKEDIN]! });
    expect(week.days).toEqual([
      { date: '2027-03-13', clock_change: null },
      { date: '2027-03-14', clock_change: { kind: 'skip', from: '02:00', to: '03:00' } },
      { date: '2027-03-15', clock_change: null },
    ]);
  });

  it('shows both 01:30s of the repeated November hour, the second one reached through UTC', async () => {
    t.setNow(() => new Date('2027-11-01T15:00:00Z'));
    const first = await create(owner, {
      channel_ids: ch[LINKEDIN]!,
      message: 'first 01:30',
      custom_time: '2027-11-07 01:30:00',
    });
    const second = await create(owner, {
      channel_ids: ch[LINKEDIN]!,
      message: 'second 01:30',
      custom_time: '2027-11-07 08:00:00',
    });
    const moved = await owner.post('/posts/bulkMove', { post_ids: String(second), to_utc: '2027-11-07 06:30:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const data = await calendar({ from: '2027-11-07', to: '2027-11-07', channel_ids: ch[LINKEDIN]! });
    expect(data.posts.map((p) => [p.post_id, p.display_time, p.utc_post_time])).toEqual([
      [first, '2027-11-07 01:30:00', '2027-11-07 05:30:00'],
      [second, '2027-11-07 01:30:00', '2027-11-07 06:30:00'],
    ]);
    expect(data.days).toEqual([{ date: '2027-11-07', clock_change: { kind: 'repeat', from: '01:00', to: '02:00' } }]);
    // The day is 25 hours long: its last slot, 17:00 EST, is in it.
    expect(data.free_slots.map((s) => s.utc_post_time)).toEqual([
      '2027-11-07 14:00:00',
      '2027-11-07 18:00:00',
      '2027-11-07 22:00:00',
    ]);
  });

  it('lists the open slots of the channels asked for: after the queue and now, not where a post is pinned', async () => {
    await create(owner, { channel_ids: ch[X]!, message: 'one' }); // Wed 13:00
    await create(owner, { channel_ids: ch[X]!, message: 'two' }); // Wed 17:00
    await create(owner, { channel_ids: ch[X]!, message: 'pinned', custom_time: '2026-06-11 13:00:00' });
    // Awaiting approval, shown at Thursday 09:00, the slot it would take: a slot queued posts still take first.
    await create(collab, { channel_ids: ch[X]!, message: 'may I?' });
    const data = await calendar({ from: '2026-06-10', to: '2026-06-11', channel_ids: ch[X]! });
    expect(data.free_slots).toEqual([
      { channel_id: String(ch[X]), display_time: '2026-06-11 09:00:00', utc_post_time: '2026-06-11 13:00:00' },
      { channel_id: String(ch[X]), display_time: '2026-06-11 17:00:00', utc_post_time: '2026-06-11 21:00:00' },
    ]);
    // Every channel's, without channel_ids: X has none left on Wednesday, LinkedIn (an empty queue) both.
    const all = await calendar({ from: '2026-06-10', to: '2026-06-10' });
    expect(all.free_slots.filter((s) => s.channel_id === String(ch[X]))).toEqual([]);
    expect(all.free_slots.filter((s) => s.channel_id === String(ch[LINKEDIN])).map((s) => s.display_time)).toEqual([
      '2026-06-10 13:00:00',
      '2026-06-10 17:00:00',
    ]);
  });
});
