import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drafts, posts, queueTails, sandboxPublications } from '../../db/schema.ts';
import { publishDue } from '../../publisher/publisher.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const LINKEDIN = 4;

let t: TestApp;
let clock = NOW;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
  await owner.post('/workspace/update', { approval_required: 1 });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = NOW;
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});

const rows = () => t.db.select().from(posts).orderBy(asc(posts.dueAt), asc(posts.id));
const calendar = async (from: string, to: string) =>
  (await owner.get('/posts/calendar', { from, to })).body.data.posts as Record<string, unknown>[];

describe('recurring posts', () => {
  it('makes each occurrence a group of its own at the same local time, across the autumn clock change', async () => {
    const created = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Sunday brunch is on',
      custom_time: '2026-10-25 09:00:00',
      repeat_every: '1w',
      repeat_count: 3,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.post_id).toHaveLength(6);
    const all = await rows();
    expect(new Set(all.map((p) => p.seriesId)).size).toBe(1);
    expect(new Set(all.map((p) => p.hash)).size).toBe(3);
    const listed = await calendar('2026-10-20', '2026-11-10');
    expect(
      listed
        .filter((p) => p.channel_id === String(ch[X]))
        .map((p) => [p.display_time, p.occurrence, p.occurrences, p.repeat_every, p.map_ids]),
    ).toEqual([
      ['2026-10-25 09:00:00', 1, 3, '1w', 2],
      ['2026-11-01 09:00:00', 2, 3, '1w', 2],
      ['2026-11-08 09:00:00', 3, 3, '1w', 2],
    ]);
    // The same local time is another UTC time once the clocks went back.
    expect(listed.filter((p) => p.channel_id === String(ch[X])).map((p) => p.utc_post_time)).toEqual([
      '2026-10-25 13:00:00',
      '2026-11-01 14:00:00',
      '2026-11-08 14:00:00',
    ]);
    expect(listed[0]!.series_id).toBe(all[0]!.seriesId);
  });

  it('repeats until a day in the workspace zone, that day included', async () => {
    const created = await owner.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Fresh bread',
      custom_time: '2026-06-11 07:00:00',
      repeat_every: '3d',
      repeat_until: '2026-06-20',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await calendar('2026-06-10', '2026-06-30')).map((p) => p.display_time)).toEqual([
      '2026-06-11 07:00:00',
      '2026-06-14 07:00:00',
      '2026-06-17 07:00:00',
      '2026-06-20 07:00:00',
    ]);
  });

  it('shares a series now: the first occurrence published at once, the next at the interval after', async () => {
    const created = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Fresh bread every Wednesday',
      share_now: 1,
      repeat_every: '1w',
      repeat_count: 3,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const all = await t.db.select().from(posts).orderBy(asc(posts.occurrence), asc(posts.channelId));
    expect(new Set(all.map((p) => p.seriesId)).size).toBe(1);
    expect(all.map((p) => [p.occurrence, p.status, p.customTime?.toISOString() ?? null])).toEqual([
      [1, 1, null],
      [1, 1, null],
      [2, 0, '2026-06-17T14:00:00.000Z'],
      [2, 0, '2026-06-17T14:00:00.000Z'],
      [3, 0, '2026-06-24T14:00:00.000Z'],
      [3, 0, '2026-06-24T14:00:00.000Z'],
    ]);
    expect(await t.db.select().from(sandboxPublications)).toHaveLength(2);
  });

  it('refuses what is not a series, with nothing made', async () => {
    const base = { channel_ids: ch[X]!, message: 'Daily special' };
    const cases: [Record<string, string | number>, number, string, string][] = [
      [{ repeat_every: '1d', repeat_count: 3 }, 400, 'missing_parameter', 'custom_time'],
      [{ repeat_every: '1d', custom_time: '2026-06-11 09:00:00' }, 400, 'missing_parameter', 'repeat_count'],
      [
        { repeat_every: '1d', custom_time: '2026-06-11 09:00:00', repeat_count: 3, repeat_until: '2026-06-20' },
        400,
        'invalid_parameter',
        'repeat_count',
      ],
      [{ repeat_count: 3, custom_time: '2026-06-11 09:00:00' }, 400, 'invalid_parameter', 'repeat_every'],
      [
        { repeat_every: '53w', custom_time: '2026-06-11 09:00:00', repeat_count: 3 },
        400,
        'invalid_parameter',
        'repeat_every',
      ],
      [
        { repeat_every: '1d', custom_time: '2026-06-11 09:00:00', repeat_count: 101 },
        400,
        'invalid_parameter',
        'repeat_count',
      ],
      [
        { repeat_every: '1d', custom_time: '2026-06-11 09:00:00', repeat_until: '2026-12-31' },
        400,
        'too_many_occurrences',
        'repeat_until',
      ],
    ];
    for (const [params, status, code, field] of cases) {
      const refused = await owner.post('/posts/create', { ...base, ...params });
      expect(refused.status, JSON.stringify(params)).toBe(status);
      expect(refused.body, JSON.stringify(params)).toMatchObject({ code, field });
    }
    const tooMany = await owner.post('/posts/create', {
      ...base,
      repeat_every: '1d',
      custom_time: '2026-06-11 09:00:00',
      repeat_until: '2026-12-31',
    });
    expect(tooMany.body.message).toContain('would be 204 occurrences');
    expect(await rows()).toEqual([]);
  });

  it('makes every occurrence of a collaborator await approval, each group decided on its own', async () => {
    const created = await collab.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Quiz night',
      custom_time: '2026-06-12 19:00:00',
      repeat_every: '1w',
      repeat_count: 3,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { body } = await owner.get('/posts/get', { channel_id: ch[X]! });
    const waiting = body.data.postsToApprove[String(ch[X])] as Record<string, unknown>[];
    expect(waiting.map((p) => [p.occurrence, p.occurrences, p.to_approve])).toEqual([
      [1, 3, 1],
      [2, 3, 1],
      [3, 3, 1],
    ]);
    const approved = await owner.post('/posts/approvePost', {
      channel_id: ch[X]!,
      post_id: waiting[0]!.post_id as number,
    });
    expect(approved.status).toBe(200);
    expect((await rows()).map((p) => p.toApprove)).toEqual([false, true, true]);
  });

  it('publishes two due occurrences once each', async () => {
    await owner.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Morning coffee',
      custom_time: '2026-06-11 08:00:00',
      repeat_every: '1d',
      repeat_count: 3,
    });
    clock = new Date('2026-06-12T12:30:00Z'); // 08:30 on the 12th in New York: the third is not due yet
    expect(await publishDue(t.deps)).toBe(2);
    expect(await publishDue(t.deps)).toBe(0);
    const sent = (await t.db.select().from(sandboxPublications)).filter((p) => p.postId !== null);
    expect(sent.map((p) => p.message)).toEqual(['Morning coffee', 'Morning coffee']);
    expect(new Set(sent.map((p) => p.postId)).size).toBe(2);
    expect((await rows()).map((p) => p.status)).toEqual([1, 1, 0]);
  });

  it('deletes the series’ posts still in the outbox with delete_series, not those published', async () => {
    const created = await owner.post('/posts/create', {
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      message: 'Weekly roast',
      custom_time: '2026-06-11 08:00:00',
      repeat_every: '1w',
      repeat_count: 4,
    });
    const ids = created.body.data.post_id as number[];
    clock = new Date('2026-06-11T12:30:00Z');
    expect(await publishDue(t.deps)).toBe(2);
    const plain = await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Not a series' });
    const refused = await owner.delete('/posts/delete', {
      post_id: plain.body.data.post_id[0],
      channel_id: ch[X]!,
      delete_series: 1,
    });
    expect(refused.body).toMatchObject({ code: 'invalid_parameter', field: 'delete_series' });
    const deleted = await owner.delete('/posts/delete', {
      post_id: ids[3]!,
      channel_id: ch[LINKEDIN]!,
      delete_series: 1,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data).toBe('6 posts deleted.');
    const left = await rows();
    expect(left.map((p) => [p.message, p.status])).toEqual([
      ['Weekly roast', 1],
      ['Weekly roast', 1],
      ['Not a series', 0],
    ]);
    expect(left.filter((p) => p.seriesId).every((p) => ids.slice(0, 2).includes(p.id))).toBe(true);
    expect((await t.db.select().from(posts).where(eq(posts.id, ids[2]!))).length).toBe(0);
  });
});
