import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, drafts, posts, queueTails } from '../../db/schema.ts';
import { publishClaimed } from '../../services/outbox/publish.ts';
import { claimDue } from '../../publisher/publisher.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone). Slots: 09:00, 13:00 and 17:00 daily.
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const FACEBOOK = 2;
const LINKEDIN = 4;
const INSTAGRAM = 5;

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

const create = async (api: ApiClient, params: Record<string, string | number>) => {
  const { status, body } = await api.post('/posts/create', params);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.post_id[0] as number;
};
const queue = async (channel: number, ...messages: string[]) => {
  const ids: number[] = [];
  for (const message of messages) ids.push(await create(owner, { channel_ids: ch[channel]!, message }));
  return ids;
};
/** A channel's outbox as posts/get lists it: id, local time, pinned or not. */
const outbox = async (channel: number) => {
  const { body } = await owner.get('/posts/get', { channel_id: ch[channel]! });
  return (
    body.data.channels[String(ch[channel])] as { post_id: number; display_time: string; is_custom_time: number }[]
  ).map((p) => [p.post_id, p.display_time, p.is_custom_time]);
};
/** Every post's place, to tell that a refused call changed nothing. */
const rows = () =>
  t.db
    .select({
      id: posts.id,
      channelId: posts.channelId,
      status: posts.status,
      toApprove: posts.toApprove,
      customTime: posts.customTime,
      dueAt: posts.dueAt,
      position: posts.queuePosition,
    })
    .from(posts)
    .orderBy(asc(posts.id));
const move = (api: ApiClient, params: Record<string, string | number>) => api.post('/posts/bulkMove', params);

describe('posts/bulkMove', () => {
  it('keeps a queued post dropped on a slot its queue holds in the queue, at that slot; slot times stay', async () => {
    const [a, b, c, d] = await queue(X, 'a', 'b', 'c', 'd');
    const { status, body } = await move(owner, { post_ids: String(a), to: '2026-06-11 09:00:00' }); // c's slot
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.posts).toEqual([
      expect.objectContaining({ post_id: a, state: 'queued', display_time: '2026-06-11 09:00:00', is_custom_time: 0 }),
    ]);
    expect(await outbox(X)).toEqual([
      [b, '2026-06-10 13:00:00', 0],
      [c, '2026-06-10 17:00:00', 0],
      [a, '2026-06-11 09:00:00', 0],
      [d, '2026-06-11 13:00:00', 0],
    ]);
    // Onto its own slot: nothing changes.
    await move(owner, { post_ids: String(a), to: '2026-06-11 09:00:00' });
    expect((await outbox(X)).map((p) => p[0])).toEqual([b, c, a, d]);
  });

  it('pins a queued post dropped anywhere else, an empty slot of its queue too; the queue closes up', async () => {
    const [a, b] = await queue(X, 'a', 'b');
    const elsewhere = await move(owner, { post_ids: String(a), to: '2026-06-12 10:15:00' });
    expect(elsewhere.body.data.posts[0]).toMatchObject({ state: 'pinned', display_time: '2026-06-12 10:15:00' });
    expect(await outbox(X)).toEqual([
      [b, '2026-06-10 13:00:00', 0],
      [a, '2026-06-12 10:15:00', 1],
    ]);
    // Thursday 09:00 is a slot of the queue no post holds: pinned there, it goes out then.
    const empty = await move(owner, { post_ids: String(b), to: '2026-06-11 09:00:00' });
    expect(empty.body.data.posts[0]).toMatchObject({ state: 'pinned', display_time: '2026-06-11 09:00:00' });
  });

  it('moves posts of two channels by whole days in one call, keeping their times of day', async () => {
    const [x] = await queue(X, 'on X');
    const linkedIn = await create(owner, {
      channel_ids: ch[LINKEDIN]!,
      message: 'on LinkedIn',
      custom_time: '2026-06-10 11:45:00',
    });
    const { status, body } = await move(owner, { post_ids: `${x}_${linkedIn}`, shift_days: 2 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.message).toBe('2 posts moved.');
    expect(body.data.posts.map((p: { post_id: number; display_time: string }) => [p.post_id, p.display_time])).toEqual([
      [x, '2026-06-12 13:00:00'],
      [linkedIn, '2026-06-12 11:45:00'],
    ]);
  });

  it('keeps several queued posts shifted onto slots the queue holds in it, or pins them all when it cannot', async () => {
    const [a, b, c, d, e, f] = await queue(X, 'a', 'b', 'c', 'd', 'e', 'f'); // Wed 13, 17, Thu 09, 13, 17, Fri 09
    await move(owner, { post_ids: `${a}_${b}`, shift_days: 1 });
    expect(await outbox(X)).toEqual([
      [c, '2026-06-10 13:00:00', 0],
      [d, '2026-06-10 17:00:00', 0],
      [e, '2026-06-11 09:00:00', 0],
      [a, '2026-06-11 13:00:00', 0],
      [b, '2026-06-11 17:00:00', 0],
      [f, '2026-06-12 09:00:00', 0],
    ]);
    // The whole queue a day later: the last posts leave it for slots it does not reach, so every one is pinned.
    await move(owner, { post_ids: [c, d, e, a, b, f].join('_'), shift_days: 1 });
    expect(await outbox(X)).toEqual([
      [c, '2026-06-11 13:00:00', 1],
      [d, '2026-06-11 17:00:00', 1],
      [e, '2026-06-12 09:00:00', 1],
      [a, '2026-06-12 13:00:00', 1],
      [b, '2026-06-12 17:00:00', 1],
      [f, '2026-06-13 09:00:00', 1],
    ]);
  });

  it('will not shift a post past the last year the interface writes, and changes nothing', async () => {
    const late = await create(owner, { channel_ids: ch[X]!, message: 'late', custom_time: '2099-12-30 10:00:00' });
    const [queued] = await queue(X, 'queued');
    const before = await rows();
    const refused = await move(owner, { post_ids: `${queued}_${late}`, shift_days: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_parameter', field: 'shift_days' });
    expect(await rows()).toEqual(before);
  });

  it('refuses the whole call when one post cannot move, and changes nothing', async () => {
    const [x] = await queue(X, 'on X');
    const [linkedIn] = await queue(LINKEDIN, 'on LinkedIn');
    const published = await create(owner, { channel_ids: ch[FACEBOOK]!, message: 'gone out', share_now: 1 });
    const [sentBack] = await queue(X, 'sent back');
    await t.db.update(posts).set({ status: 4 }).where(eq(posts.id, sentBack!));
    const before = await rows();
    const refused = await move(owner, { post_ids: `${x}_${linkedIn}_${published}`, shift_days: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'error', code: 'already_published' });
    const returned = await move(owner, { post_ids: `${x}_${sentBack}`, shift_days: 1 });
    expect(returned.body).toMatchObject({ status: 'error', code: 'sent_back' });
    const unknown = await move(owner, { post_ids: `${x}_${linkedIn}_999999`, shift_days: 1 });
    expect(unknown.status).toBe(404);
    const theirs = await create(other, {
      channel_ids: Object.values(await demoChannels(other))[0]!,
      message: 'theirs',
    });
    expect((await move(owner, { post_ids: `${x}_${theirs}`, shift_days: 1 })).status).toBe(404);
    expect(await rows()).toEqual(before.concat((await rows()).filter((r) => r.id === theirs)));
  });

  it('refuses a time the clocks skip, naming the post when shifting, and a time gone by', async () => {
    t.setNow(() => new Date('2027-03-01T15:00:00Z'));
    const pinned = await create(owner, {
      channel_ids: ch[LINKEDIN]!,
      message: 'at 02:30',
      custom_time: '2027-03-13 02:30:00',
    });
    const skipped = await move(owner, { post_ids: String(pinned), to: '2027-03-14 02:30:00' });
    expect(skipped.status).toBe(400);
    expect(skipped.body).toMatchObject({ code: 'time_skipped', field: 'to' });
    expect(skipped.body.message).toContain('2027-03-14 02:30:00 does not exist in America/New_York');
    const shifted = await move(owner, { post_ids: String(pinned), shift_days: 1 });
    expect(shifted.body).toMatchObject({ code: 'time_skipped', field: 'to' });
    expect(shifted.body.message).toBe(
      `Post ${pinned} would land at 2027-03-14 02:30:00, which does not exist in America/New_York: the clocks skip it for daylight saving time; nothing was moved.`,
    );
    const past = await move(owner, { post_ids: String(pinned), to: '2027-02-28 09:00:00' });
    expect(past.body).toMatchObject({ code: 'custom_time_in_past', field: 'to' });
  });

  it('takes exactly one of to, to_utc or shift_days, to and to_utc for one post', async () => {
    const [a, b] = await queue(X, 'a', 'b');
    const requests: Record<string, string | number>[] = [
      { post_ids: String(a) },
      { post_ids: String(a), to: '2026-06-12 10:00:00', shift_days: 1 },
      { post_ids: String(a), to: '2026-06-12 10:00:00', to_utc: '2026-06-12 14:00:00' },
      { post_ids: `${a}_${b}`, to: '2026-06-12 10:00:00' },
    ];
    for (const params of requests) {
      const { status, body } = await move(owner, params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.code).toBe('invalid_parameter');
    }
  });

  it('lets a collaborator move only their own posts, and sends those back for approval', async () => {
    const [owners] = await queue(X, 'the owner’s');
    const forbidden = await move(collab, { post_ids: String(owners), to: '2026-06-12 10:00:00' });
    expect(forbidden.status).toBe(403);
    const own = await create(collab, { channel_ids: ch[X]!, message: 'mine' });
    await t.db.update(posts).set({ toApprove: false }).where(eq(posts.id, own)); // approved meanwhile
    const moved = await move(collab, { post_ids: String(own), to: '2026-06-12 10:00:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.message).toBe('Post moved. It waits for approval.');
    expect(moved.body.data.posts[0]).toMatchObject({
      state: 'awaiting_approval',
      to_approve: 1,
      display_time: '2026-06-12 10:00:00',
    });
  });

  it('makes a failed post pending again at its new time, without its error', async () => {
    const [failed] = await queue(X, 'refused');
    await t.db.update(posts).set({ status: 2, errorMessage: 'Refused.' }).where(eq(posts.id, failed!));
    const { body } = await move(owner, { post_ids: String(failed), to: '2026-06-12 10:00:00' });
    expect(body.data.posts[0]).toMatchObject({ state: 'pinned', is_processed: 0 });
    expect(body.data.posts[0].error_message).toBeUndefined();
    // It is tried again there: it cannot be made failed again, so the move offers no undo, and says so.
    expect(body.data.undo).toBe('');
    expect(body.data.message).toMatch(/cannot be undone/);
  });

  it('puts a failed post moved to another channel back on its own, still failed with its reason', async () => {
    const [failed] = await queue(X, 'refused');
    await t.db.update(posts).set({ status: 2, errorMessage: 'Refused.' }).where(eq(posts.id, failed!));
    const changed = await owner.post('/posts/bulkChangeChannel', {
      post_ids: String(failed),
      channel_id: ch[LINKEDIN]!,
    });
    expect(changed.body.data.posts[0]).toMatchObject({ state: 'failed', channel_id: String(ch[LINKEDIN]) });
    const undone = await owner.post('/posts/bulkUndo', { undo: changed.body.data.undo });
    expect(undone.status).toBe(200);
    expect(undone.body.data.posts[0]).toMatchObject({
      state: 'failed',
      channel_id: String(ch[X]),
      error_message: 'Refused.',
    });
  });

  it('loses to the publisher’s claim made first (409), and wins when it moved the post first', async () => {
    const [claimed, movedFirst] = await queue(X, 'claimed', 'moved first'); // Wed 13:00, 17:00
    const due = new Date('2026-06-10T17:00:01Z');
    t.setNow(() => due);
    const claim = await claimDue(t.deps, due);
    expect(claim.postIds).toEqual([claimed]);
    const late = await move(owner, { post_ids: String(claimed), to: '2026-06-12 10:00:00' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('publishing');
    expect(await move(owner, { post_ids: String(movedFirst), to: '2026-06-12 10:00:00' })).toMatchObject({
      status: 200,
    });
    // The first claim's lane ends (its channel is claimed one lane at a time), then the moved post is due later.
    await publishClaimed(t.deps, claim);
    expect((await claimDue(t.deps, new Date('2026-06-10T21:00:01Z'))).postIds).toEqual([]);
    expect((await claimDue(t.deps, new Date('2026-06-12T14:00:01Z'))).postIds).toEqual([movedFirst]);
  });
});

describe('posts/bulkUndo', () => {
  it('puts moved posts back at their queue positions and times', async () => {
    const [a, b, c] = await queue(X, 'a', 'b', 'c');
    const pinned = await create(owner, {
      channel_ids: ch[LINKEDIN]!,
      message: 'pinned',
      custom_time: '2026-06-11 11:45:00',
    });
    const before = [await outbox(X), await outbox(LINKEDIN)];
    const moved = await move(owner, { post_ids: `${a}_${pinned}`, shift_days: 3 });
    expect(moved.body.data.undo).toBe(`${a}.${ch[X]}.q1_${pinned}.${ch[LINKEDIN]}.t1781192700`);
    expect((await outbox(X)).map((p) => p[0])).toEqual([b, c, a]);
    const undone = await owner.post('/posts/bulkUndo', { undo: moved.body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.message).toBe('2 posts put back.');
    expect([await outbox(X), await outbox(LINKEDIN)]).toEqual(before);
    // A reorder within the queue, undone.
    const reordered = await move(owner, { post_ids: String(c), to: '2026-06-10 13:00:00' });
    expect((await outbox(X)).map((p) => p[0])).toEqual([c, a, b]);
    await owner.post('/posts/bulkUndo', { undo: reordered.body.data.undo });
    expect(await outbox(X)).toEqual(before[0]);
  });

  it('checks the undo as moves: its shape, the workspace, the roles', async () => {
    const [a] = await queue(X, 'a');
    for (const undo of ['', 'nonsense', `${a}.${ch[X]}.x1`, `${a}.${ch[X]}.q0`, `${a}.${ch[X]}.q1_${a}.${ch[X]}.q2`]) {
      const { status, body } = await owner.post('/posts/bulkUndo', { undo });
      expect(status, undo).toBe(400);
      expect(body).toMatchObject({ field: 'undo' });
    }
    const theirChannel = Object.values(await demoChannels(other))[0]!;
    const theirs = await create(other, { channel_ids: theirChannel, message: 'theirs' });
    expect((await owner.post('/posts/bulkUndo', { undo: `${theirs}.${theirChannel}.q1` })).status).toBe(404);
    expect((await owner.post('/posts/bulkUndo', { undo: `${a}.${theirChannel}.q1` })).status).toBe(404);
    expect((await collab.post('/posts/bulkUndo', { undo: `${a}.${ch[X]}.t1781192700` })).status).toBe(403);
    const past = await owner.post('/posts/bulkUndo', { undo: `${a}.${ch[X]}.t1781000000` });
    expect(past.body).toMatchObject({ code: 'custom_time_in_past', field: 'undo' });
  });
});

describe('posts/bulkChangeChannel', () => {
  it('moves posts to another channel: pinned keep their time, queued join the end, awaiting stays awaiting', async () => {
    const [queued, stays] = await queue(X, 'queued', 'stays on X');
    const pinned = await create(owner, { channel_ids: ch[X]!, message: 'pinned', custom_time: '2026-06-12 10:00:00' });
    const awaiting = await create(collab, { channel_ids: ch[X]!, message: 'may I?' });
    const [already] = await queue(LINKEDIN, 'already on LinkedIn');
    const ids = [queued, pinned, awaiting];
    const { status, body } = await owner.post('/posts/bulkChangeChannel', {
      post_ids: ids.join('_'),
      channel_id: ch[LINKEDIN]!,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(
      body.data.posts.map((p: { post_id: number; channel_id: string; state: string }) => [p.post_id, p.state]),
    ).toEqual([
      [queued, 'queued'],
      [pinned, 'pinned'],
      [awaiting, 'awaiting_approval'],
    ]);
    expect(body.data.posts.every((p: { channel_id: string }) => p.channel_id === String(ch[LINKEDIN]))).toBe(true);
    expect(await outbox(LINKEDIN)).toEqual([
      [already, '2026-06-10 13:00:00', 0],
      [queued, '2026-06-10 17:00:00', 0],
      [pinned, '2026-06-12 10:00:00', 1],
    ]);
    // The old queue closes up.
    expect(await outbox(X)).toEqual([[stays, '2026-06-10 13:00:00', 0]]);
    // Undo puts each back on its channel, at its place.
    const undone = await owner.post('/posts/bulkUndo', { undo: body.data.undo });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await outbox(X)).toEqual([
      [queued, '2026-06-10 13:00:00', 0],
      [stays, '2026-06-10 17:00:00', 0],
      [pinned, '2026-06-12 10:00:00', 1],
    ]);
    expect((await rows()).find((r) => r.id === awaiting)).toMatchObject({ channelId: ch[X], toApprove: true });
  });

  it('refuses the whole change when one post breaks the new network’s rules, or the channel is not the workspace’s', async () => {
    const [short] = await queue(LINKEDIN, 'short');
    const [long] = await queue(LINKEDIN, 'x'.repeat(300));
    const before = await rows();
    const tooLong = await owner.post('/posts/bulkChangeChannel', { post_ids: `${short}_${long}`, channel_id: ch[X]! });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'message_too_long', field: 'message' });
    const noPicture = await owner.post('/posts/bulkChangeChannel', {
      post_ids: String(short),
      channel_id: ch[INSTAGRAM]!,
    });
    expect(noPicture.body).toMatchObject({ code: 'picture_required' });
    const theirChannel = Object.values(await demoChannels(other))[0]!;
    const foreign = await owner.post('/posts/bulkChangeChannel', { post_ids: String(short), channel_id: theirChannel });
    expect(foreign.status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('posts/bulkDelete', () => {
  it('deletes them all or none; the queues close up and the deletion is audited', async () => {
    const [a, b, c] = await queue(X, 'a', 'b', 'c');
    const [linkedIn] = await queue(LINKEDIN, 'on LinkedIn');
    const publishing = await create(owner, { channel_ids: ch[FACEBOOK]!, message: 'going out' });
    await t.db.update(posts).set({ status: 3 }).where(eq(posts.id, publishing));
    const before = await rows();
    const refused = await owner.delete('/posts/bulkDelete', { post_ids: `${a}_${publishing}` });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('publishing');
    expect((await collab.delete('/posts/bulkDelete', { post_ids: String(a) })).status).toBe(403);
    expect((await owner.delete('/posts/bulkDelete', { post_ids: `${a}_999999` })).status).toBe(404);
    expect(await rows()).toEqual(before);

    const { status, body } = await owner.delete('/posts/bulkDelete', { post_ids: `${a}_${linkedIn}_${b}` });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({
      message: '3 posts deleted.',
      deleted: 3,
      channel_ids: [String(ch[X]), String(ch[LINKEDIN])],
    });
    expect(await outbox(X)).toEqual([[c, '2026-06-10 13:00:00', 0]]);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'post.deleted'));
    expect(audit).toMatchObject({ target: `posts ${a}_${linkedIn}_${b}`, details: { posts: 3 } });
  });
});
