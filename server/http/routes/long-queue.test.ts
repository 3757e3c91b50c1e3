import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../domain/csv.ts';
import { drafts, posts, queueTails } from '../../db/schema.ts';
import { QUEUE_HEAD } from '../../services/outbox/queue.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// A queue longer than its head (decision 018): the first QUEUE_HEAD posts carry their time on their row, the
// others take their queue's slot at their rank, and every reader shows them there.

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const LENGTH = QUEUE_HEAD + 70;

let t: TestApp;
let owner: ApiClient;
let channel: number;
/** The create answers' times, in creation order (each post joined the end of the queue). */
let answered: string[];

type Post = { post_id: number; display_time: string; utc_post_time: string; message: string };

const queue = async () => {
  const { status, body } = await owner.get('/posts/get', { channel_id: channel });
  expect(status).toBe(200);
  return body.data.channels[String(channel)] as Post[];
};
const rows = () =>
  t.db
    .select({ id: posts.id, position: posts.queuePosition, dueAt: posts.dueAt })
    .from(posts)
    .where(eq(posts.channelId, channel))
    .orderBy(asc(posts.queuePosition), asc(posts.id));
const utc = (time: string) => new Date(`${time.replace(' ', 'T')}Z`);
/** Each post row's version: a row written anew has another. */
const versions = async () =>
  new Map(
    (
      (await t.db.execute(sql`select id, xmin::text as version from posts`)) as unknown as {
        rows: { id: number; version: string }[];
      }
    ).rows.map((r) => [Number(r.id), r.version]),
  );
/** The version of the queue's tail row. */
const tailVersion = async () =>
  (
    (await t.db.execute(
      sql`select xmin::text as version from queue_tails where channel_id = ${channel}`,
    )) as unknown as { rows: { version: string }[] }
  ).rows[0]?.version;

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  channel = (await demoChannels(owner))[X]!;
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
  answered = [];
  for (let i = 1; i <= LENGTH; i++) {
    const { status, body } = await owner.post('/posts/create', { channel_ids: channel, message: `post ${i}` });
    expect(status).toBe(200);
    answered.push(body.data.params.utc_post_time);
  }
});
afterEach(() => t.close());

describe('a queue longer than its head', () => {
  it('shows every post at a slot of its own, in order, as its creation answered; only the head has it on its row', async () => {
    const listed = await queue();
    expect(listed.map((p) => p.message)).toEqual(Array.from({ length: LENGTH }, (_, i) => `post ${i + 1}`));
    expect(listed.map((p) => p.utc_post_time)).toEqual(answered);
    const times = answered.map((a) => utc(a).getTime());
    expect(times.every((time, i) => i === 0 || time > times[i - 1]!)).toBe(true);
    const stored = await rows();
    expect(stored.slice(0, QUEUE_HEAD).map((r) => r.dueAt?.getTime())).toEqual(times.slice(0, QUEUE_HEAD));
    expect(stored.slice(QUEUE_HEAD).every((r) => r.dueAt === null)).toBe(true);
    const [slots] = await t.db.select().from(queueTails).where(eq(queueTails.channelId, channel));
    expect(slots!.slots.map((s) => s.getTime())).toEqual(times.slice(QUEUE_HEAD));
  });

  it('moves the last post to the top by writing it and the head, and the slots stay', async () => {
    const before = await queue();
    const written = await versions();
    const tailWritten = await tailVersion();
    expect(tailWritten).toBeDefined();
    const order = [before.at(-1)!, ...before.slice(0, -1)].map((p) => p.post_id);
    const reply = await owner.post('/posts/reorder', { channel_id: channel, order: order.join('_') });
    expect(reply.status).toBe(200);
    const after = await queue();
    expect(after.map((p) => p.post_id)).toEqual(order);
    expect(after.map((p) => p.utc_post_time)).toEqual(before.map((p) => p.utc_post_time));
    expect(await tailVersion(), 'the slots are not written').toBe(tailWritten);
    const now = await versions();
    const rewritten = [...now].filter(([id, version]) => written.get(id) !== version).map(([id]) => id);
    // The moved post, the head's posts that shifted a slot, and the one pushed out of the head.
    expect(rewritten.sort((a, b) => a - b)).toEqual(order.slice(0, QUEUE_HEAD + 1).sort((a, b) => a - b));
    const stored = await rows();
    expect(stored.map((r) => r.id)).toEqual(order);
    expect(stored.slice(0, QUEUE_HEAD).map((r) => r.dueAt?.toISOString())).toEqual(
      before.slice(0, QUEUE_HEAD).map((p) => utc(p.utc_post_time).toISOString()),
    );
    expect(stored.slice(QUEUE_HEAD).every((r) => r.dueAt === null)).toBe(true);
  });

  it('brings the next post into the head when one leaves the queue, and the queue moves up a slot', async () => {
    const before = await queue();
    const reply = await owner.delete('/posts/delete', { channel_id: channel, post_id: before[0]!.post_id });
    expect(reply.status).toBe(200);
    const after = await queue();
    expect(after.map((p) => p.post_id)).toEqual(before.slice(1).map((p) => p.post_id));
    expect(after.map((p) => p.utc_post_time)).toEqual(before.slice(0, -1).map((p) => p.utc_post_time));
    const stored = await rows();
    expect(stored[QUEUE_HEAD - 1]!.dueAt?.toISOString()).toBe(utc(after[QUEUE_HEAD - 1]!.utc_post_time).toISOString());
    expect(stored[QUEUE_HEAD]!.dueAt).toBeNull();
  });

  it('places posts past the head in the calendar and the export at their slots, and opens slots only after the queue', async () => {
    const listed = await queue();
    const late = listed[LENGTH - 10]!;
    const day = late.display_time.slice(0, 10);
    const { body } = await owner.get('/posts/calendar', { from: day, to: day, channel_ids: channel });
    const onThatDay = listed.filter((p) => p.display_time.startsWith(day));
    expect(onThatDay.length).toBeGreaterThan(0);
    expect(body.data.posts.map((p: Post) => [p.post_id, p.display_time])).toEqual(
      onThatDay.map((p) => [p.post_id, p.display_time]),
    );
    const lastDay = listed.at(-1)!.display_time.slice(0, 10);
    const end = await owner.get('/posts/calendar', { from: lastDay, to: lastDay, channel_ids: channel });
    const last = listed.at(-1)!.display_time;
    expect(
      end.body.data.free_slots.every((s: { display_time: string }) => s.display_time > last),
      JSON.stringify(end.body.data.free_slots),
    ).toBe(true);

    const reply = await t.app.inject({
      url: `/api/posts/export?${new URLSearchParams({ kind: 'plan', from: day, to: day, channel_ids: String(channel) })}`,
      headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
    });
    expect(reply.statusCode).toBe(200);
    const records = parseCsv(reply.body).records.slice(1);
    expect(records.map((r) => [Number(r[0]), r[5]])).toEqual(onThatDay.map((p) => [p.post_id, p.display_time]));
  });

  it('moves a post past the head by days from its own slot', async () => {
    const listed = await queue();
    const late = listed[LENGTH - 5]!;
    const { status, body } = await owner.post('/posts/bulkMove', { post_ids: String(late.post_id), shift_days: 1 });
    expect(status, JSON.stringify(body)).toBe(200);
    const moved = new Date(utc(late.utc_post_time).getTime() + 24 * 3600_000);
    expect(body.data.posts[0].utc_post_time).toBe(moved.toISOString().slice(0, 19).replace('T', ' '));
  });
});
