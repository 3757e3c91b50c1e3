import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, drafts, posts, queueTails, sandboxPublications } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
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
  // These tests build their own queues; the demo's posts are covered in seed.test.ts.
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});
afterEach(() => t.close());

type Post = { post_id: number; display_time: string; utc_post_time: string; [k: string]: unknown };
const outbox = async (channelId: number) => {
  const { body } = await owner.get('/posts/get', { channel_id: channelId });
  const key = String(channelId);
  return {
    queue: body.data.channels[key] as Post[],
    failed: body.data.errorPosts[key] as Post[],
    toApprove: body.data.postsToApprove[key] as Post[],
  };
};
/** Instagram takes no post without a picture. */
const PICTURE = '/demo/latte.png';
const create = (api: ApiClient, params: Record<string, string | number>) => api.post('/posts/create', params);
const postCount = async () => (await t.db.select().from(posts)).length;

describe('posts/create', () => {
  it('queues posts at the channel’s next slots, in the workspace zone and in UTC', async () => {
    for (const message of ['first', 'second', 'third'])
      expect((await create(owner, { channel_ids: ch[X]!, message })).status).toBe(200);
    const { queue } = await outbox(ch[X]!);
    expect(queue.map((p) => [p.message, p.display_time, p.utc_post_time, p.is_custom_time, p.map_ids])).toEqual([
      ['first', '2026-06-10 13:00:00', '2026-06-10 17:00:00', 0, 1],
      ['second', '2026-06-10 17:00:00', '2026-06-10 21:00:00', 0, 1],
      ['third', '2026-06-11 09:00:00', '2026-06-11 13:00:00', 0, 1],
    ]);
    expect(queue[0]).toMatchObject({
      creator_name: 'Maya Chen',
      channel: X,
      channel_id: String(ch[X]),
      is_processed: 0,
    });
  });

  it('makes one post per channel, sharing a hash, and answers each', async () => {
    const { status, body } = await create(owner, {
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}_${ch[INSTAGRAM]}`,
      message: 'Autumn menu is here',
      picture: PICTURE,
    });
    expect(status).toBe(200);
    expect(body.data.post_id).toHaveLength(3);
    expect(body.data.f_channel_post.map((f: { type: number }) => f.type)).toEqual([X, LINKEDIN, INSTAGRAM]);
    expect(body.data).toMatchObject({ errorMessages: [], errorMsgPerChannel: {} });
    expect(body.data.params).toMatchObject({ message: 'Autumn menu is here', channel: INSTAGRAM });
    const hashes = new Set((await t.db.select().from(posts)).map((p) => p.hash));
    expect(hashes.size).toBe(1);
    expect((await outbox(ch[LINKEDIN]!)).queue[0]).toMatchObject({ map_ids: 3, hash: [...hashes][0] });
  });

  it('keeps the picture and the album options of a post', async () => {
    await create(owner, {
      channel_ids: ch[2]!,
      message: 'New mugs',
      picture: 'https://cdn.northwind.example/mugs.jpg',
      create_album: 1,
      album_name: 'Merch 2026',
    });
    expect((await outbox(ch[2]!)).queue[0]).toMatchObject({
      picture: 'https://cdn.northwind.example/mugs.jpg',
      create_album: 1,
      album_name: 'Merch 2026',
    });
  });

  it('pins a post to a custom time read in the workspace zone, and the queue leaves that slot to it', async () => {
    await create(owner, { channel_ids: ch[X]!, message: 'pinned', custom_time: '2026-06-10 13:00:00' });
    await create(owner, { channel_ids: ch[X]!, message: 'queued' });
    const { queue } = await outbox(ch[X]!);
    expect(queue.map((p) => [p.message, p.display_time, p.is_custom_time])).toEqual([
      ['pinned', '2026-06-10 13:00:00', 1],
      ['queued', '2026-06-10 17:00:00', 0],
    ]);
  });

  it('publishes at once with share_now, through the network, with short links in the text', async () => {
    const { body } = await create(owner, {
      channel_ids: ch[X]!,
      message: 'Read https://northwind.example/menu',
      share_now: 1,
    });
    expect((await outbox(ch[X]!)).queue).toEqual([]);
    const [published] = await t.db.select().from(sandboxPublications);
    expect(published!.postId).toBe(body.data.post_id[0]);
    expect(published!.message).toMatch(/^Read http:\/\/localhost:8787\/l\/\w{8}$/);
  });

  it('reports a network’s refusal per channel and lists the post as failed with the reason', async () => {
    await t.db
      .update(channels)
      .set({ sandboxFailure: 'Instagram rejected the image size.' })
      .where(eq(channels.id, ch[INSTAGRAM]!));
    const { body } = await create(owner, {
      channel_ids: `${ch[X]}_${ch[INSTAGRAM]}`,
      message: 'Now',
      picture: PICTURE,
      share_now: 1,
    });
    expect(body.data.errorMsgPerChannel).toEqual({ [String(ch[INSTAGRAM])]: 'Instagram rejected the image size.' });
    expect(body.data.errorMessages).toHaveLength(1);
    const { failed } = await outbox(ch[INSTAGRAM]!);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ is_processed: 2, error_message: 'Instagram rejected the image size.' });
  });

  it('sends a collaborator’s post for approval, even when asked to share now', async () => {
    await create(collab, { channel_ids: ch[X]!, message: 'Can we post this?', share_now: 1 });
    const { queue, toApprove } = await outbox(ch[X]!);
    expect(queue).toEqual([]);
    expect(toApprove).toHaveLength(1);
    expect(toApprove[0]).toMatchObject({
      to_approve: 1,
      creator_name: 'Sam Rivera',
      display_time: '2026-06-10 13:00:00',
    });
    expect(await t.db.select().from(sandboxPublications)).toHaveLength(0);
  });

  it('lists a post awaiting approval with what will be published: its picture, link and the slot it would take', async () => {
    await create(collab, {
      channel_ids: ch[INSTAGRAM]!,
      message: 'Latte art throwdown next Thursday, 6pm.',
      picture: PICTURE,
      link: 'https://northwind.example/events/throwdown',
    });
    const { toApprove } = await outbox(ch[INSTAGRAM]!);
    expect(toApprove).toHaveLength(1);
    expect(toApprove[0]).toMatchObject({
      to_approve: 1,
      channel: INSTAGRAM,
      picture: PICTURE,
      link: 'https://northwind.example/events/throwdown',
      is_custom_time: 0,
      display_time: '2026-06-10 13:00:00',
      utc_post_time: '2026-06-10 17:00:00',
    });
  });

  it('reads parameters from a form body and from the query string too', async () => {
    const token = await t.tokenFor(DEMO.owner);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/posts/create?access_token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `channel_ids=${ch[X]}&message=From+a+form`,
    });
    expect(form.statusCode).toBe(200);
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/posts/create?access_token=${token}&channel_ids=${ch[X]}&message=In+the+query`,
    });
    expect(query.statusCode).toBe(200);
    expect((await outbox(ch[X]!)).queue.map((p) => p.message)).toEqual(['From a form', 'In the query']);
  });

  it.each([
    ['no channel', { message: 'no channel' }, 400, 'missing_parameter', 'channel_ids'],
    ['a channel list that is not ids', { channel_ids: 'X', message: 'hi' }, 400, 'invalid_parameter', 'channel_ids'],
    ['an empty message', { channel_ids: 'CH', message: '' }, 400, 'invalid_parameter', 'message'],
    [
      'an album name over 64',
      { channel_ids: 'CH', message: 'hi', album_name: 'a'.repeat(65) },
      400,
      'invalid_parameter',
      'album_name',
    ],
    [
      'a picture over 5000',
      { channel_ids: 'CH', message: 'hi', picture: 'p'.repeat(5001) },
      400,
      'invalid_parameter',
      'picture',
    ],
    [
      'a malformed time',
      { channel_ids: 'CH', message: 'hi', custom_time: '2026-06-10 9:00' },
      400,
      'invalid_parameter',
      'custom_time',
    ],
    [
      'a past time',
      { channel_ids: 'CH', message: 'hi', custom_time: '2026-06-09 09:00:00' },
      400,
      'custom_time_in_past',
      'custom_time',
    ],
    [
      'a time DST skips',
      { channel_ids: 'CH', message: 'hi', custom_time: '2027-03-14 02:30:00' },
      400,
      'invalid_parameter',
      'custom_time',
    ],
    [
      'share_now with a time',
      { channel_ids: 'CH', message: 'hi', share_now: 1, custom_time: '2026-07-01 09:00:00' },
      400,
      'invalid_parameter',
      'custom_time',
    ],
    ['text too long for X', { channel_ids: 'CH', message: 'x'.repeat(281) }, 400, 'message_too_long', 'message'],
    ['an unknown channel', { channel_ids: '999999', message: 'hi' }, 404, 'not_found', 'channel_ids'],
  ] as const)('refuses %s, creating nothing', async (_label, params, status, code, field) => {
    const filled = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, v === 'CH' ? `${ch[X]}_${ch[LINKEDIN]}` : v]),
    );
    const reply = await create(owner, filled);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ status: 'error', code, field, message: expect.any(String) });
    expect(await postCount()).toBe(0);
  });

  it('treats another workspace’s channel as unknown', async () => {
    const reply = await create(other, { channel_ids: ch[X]!, message: 'not mine' });
    expect(reply.status).toBe(404);
    expect(await postCount()).toBe(0);
  });
});

describe('posts/reorder', () => {
  async function queueOf(n: number) {
    for (let i = 1; i <= n; i++) await create(owner, { channel_ids: ch[X]!, message: `post ${i}` });
    return (await outbox(ch[X]!)).queue;
  }

  it('moves posts between slots that stay where they are', async () => {
    const before = await queueOf(3);
    const order = [before[2]!.post_id, before[0]!.post_id, before[1]!.post_id];
    const { status, body } = await owner.post('/posts/reorder', { channel_id: ch[X]!, order: order.join('_') });
    expect(status).toBe(200);
    expect(body.data).toEqual({ message: expect.any(String), channel_id: String(ch[X]), order: order.join('_') });
    const after = (await outbox(ch[X]!)).queue;
    expect(after.map((p) => p.post_id)).toEqual(order);
    expect(after.map((p) => p.display_time)).toEqual(before.map((p) => p.display_time));
  });

  it('keeps a slot that fell due while no publisher ran at the head of the queue, whichever post takes it', async () => {
    const before = await queueOf(3);
    // 13:05 in New York: the first slot (13:00) is due, and nothing has published it.
    t.setNow(() => new Date('2026-06-10T17:05:00Z'));
    const order = [before[1]!.post_id, before[2]!.post_id, before[0]!.post_id];
    expect((await owner.post('/posts/reorder', { channel_id: ch[X]!, order: order.join('_') })).status).toBe(200);
    const after = (await outbox(ch[X]!)).queue;
    expect(after.map((p) => p.post_id)).toEqual(order);
    expect(after.map((p) => p.display_time)).toEqual(before.map((p) => p.display_time));
  });

  it.each([
    ['leaves one out', (ids: number[]) => ids.slice(0, 2)],
    ['names one twice', (ids: number[]) => [...ids, ids[0]!]],
    ['names a stranger', (ids: number[]) => [...ids, 424242]],
  ])('refuses an order that %s, and changes nothing', async (_label, mangle) => {
    const before = await queueOf(3);
    const reply = await owner.post('/posts/reorder', {
      channel_id: ch[X]!,
      order: mangle(before.map((p) => p.post_id)).join('_'),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'invalid_order', field: 'order' });
    expect((await outbox(ch[X]!)).queue).toEqual(before);
  });

  it('will not reorder a pinned post', async () => {
    const queue = await queueOf(2);
    const { body } = await create(owner, {
      channel_ids: ch[X]!,
      message: 'pinned',
      custom_time: '2026-06-20 10:00:00',
    });
    const reply = await owner.post('/posts/reorder', {
      channel_id: ch[X]!,
      order: [...queue.map((p) => p.post_id), body.data.post_id[0]].join('_'),
    });
    expect(reply.status).toBe(400);
  });

  it('is for owners and admins, in their own workspace', async () => {
    const queue = await queueOf(2);
    const order = queue
      .map((p) => p.post_id)
      .reverse()
      .join('_');
    expect((await collab.post('/posts/reorder', { channel_id: ch[X]!, order })).status).toBe(403);
    expect((await other.post('/posts/reorder', { channel_id: ch[X]!, order })).status).toBe(404);
    expect((await outbox(ch[X]!)).queue).toEqual(queue);
  });
});

describe('posts/update, copy, delete, addToStack, shareNow', () => {
  it('updates the text, and with update_mapped the whole group', async () => {
    const { body } = await create(owner, { channel_ids: `${ch[X]}_${ch[LINKEDIN]}`, message: 'draft text' });
    const [xPost, liPost] = body.data.post_id as number[];
    expect((await owner.post('/posts/update', { id: xPost!, message: 'only X' })).status).toBe(200);
    expect((await outbox(ch[LINKEDIN]!)).queue[0]!.message).toBe('draft text');
    expect(
      (await owner.post('/posts/update', { id: liPost!, message: 'both', update_mapped: 1, album_name: 'Autumn' }))
        .body,
    ).toMatchObject({ data: '2 posts updated. The X version keeps its own text and picture.' });
    // X's own text, given alone above, is its version (decision 063): the group's edit changes the rest of it.
    expect((await outbox(ch[X]!)).queue[0]).toMatchObject({ message: 'only X', album_name: 'Autumn', has_version: 1 });
    expect((await outbox(ch[LINKEDIN]!)).queue[0]).toMatchObject({ message: 'both', album_name: 'Autumn' });
  });

  it('pins an updated post to a custom time, and refuses text too long for its network', async () => {
    const { body } = await create(owner, { channel_ids: ch[X]!, message: 'hello' });
    const id = body.data.post_id[0] as number;
    await owner.post('/posts/update', { id, custom_time: '2026-06-12 08:30:00' });
    expect((await outbox(ch[X]!)).queue[0]).toMatchObject({ display_time: '2026-06-12 08:30:00', is_custom_time: 1 });
    const tooLong = await owner.post('/posts/update', { id, message: 'y'.repeat(300) });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'message_too_long' } });
    expect((await outbox(ch[X]!)).queue[0]!.message).toBe('hello');
  });

  it('lets a collaborator edit only their own posts, which go back for approval', async () => {
    const mine = (await create(collab, { channel_ids: ch[X]!, message: 'mine' })).body.data.post_id[0] as number;
    const owners = (await create(owner, { channel_ids: ch[X]!, message: 'owner’s' })).body.data.post_id[0] as number;
    expect((await collab.post('/posts/update', { id: owners, message: 'changed' })).status).toBe(403);
    await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: mine });
    expect((await collab.post('/posts/update', { id: mine, message: 'better' })).status).toBe(200);
    expect((await outbox(ch[X]!)).toApprove.map((p) => p.message)).toEqual(['better']);
  });

  it('copies a post into another channel’s queue as a post of its own', async () => {
    const source = (await create(owner, { channel_ids: ch[X]!, message: 'copy me https://a.example' })).body.data
      .post_id[0] as number;
    const { status, body } = await owner.post('/posts/copy', { channel_id: ch[LINKEDIN]!, post_id: source });
    expect(status).toBe(200);
    expect(body.data.f_channel_post).toEqual([
      { channel_id: String(ch[LINKEDIN]), post_id: body.data.post_id[0], type: LINKEDIN },
    ]);
    const copy = (await outbox(ch[LINKEDIN]!)).queue[0]!;
    expect(copy).toMatchObject({ message: 'copy me https://a.example', map_ids: 1 });
    expect(copy.hash).not.toBe((await outbox(ch[X]!)).queue[0]!.hash);
    expect((await other.post('/posts/copy', { channel_id: ch[LINKEDIN]!, post_id: source })).status).toBe(404);
  });

  it('deletes a post and moves the later ones up, or the whole group with delete_mapped', async () => {
    const first = (await create(owner, { channel_ids: `${ch[X]}_${ch[LINKEDIN]}`, message: 'first' })).body.data
      .post_id as number[];
    await create(owner, { channel_ids: ch[X]!, message: 'second' });
    expect((await owner.delete('/posts/delete', { channel_id: ch[LINKEDIN]!, post_id: first[0]! })).status).toBe(404);
    expect((await owner.delete('/posts/delete', { channel_id: ch[X]!, post_id: first[0]! })).status).toBe(200);
    expect((await outbox(ch[X]!)).queue.map((p) => [p.message, p.display_time])).toEqual([
      ['second', '2026-06-10 13:00:00'],
    ]);
    await owner.delete('/posts/delete', { channel_id: ch[LINKEDIN]!, post_id: first[1]!, delete_mapped: 1 });
    expect(await postCount()).toBe(1);
  });

  it('shares a queued post now, retries a failed one with addToStack', async () => {
    const id = (await create(owner, { channel_ids: ch[INSTAGRAM]!, message: 'go', picture: PICTURE })).body.data
      .post_id[0] as number;
    await t.db
      .update(channels)
      .set({ sandboxFailure: 'Token expired on the network.' })
      .where(eq(channels.id, ch[INSTAGRAM]!));
    expect((await owner.post('/posts/shareNow', { channel_id: ch[INSTAGRAM]!, post_id: id })).body.data).toBe(
      'Publishing failed: Token expired on the network.',
    );
    expect((await outbox(ch[INSTAGRAM]!)).failed.map((p) => p.post_id)).toEqual([id]);
    expect((await owner.post('/posts/addToStack', { post_id: id })).status).toBe(200);
    const { queue, failed } = await outbox(ch[INSTAGRAM]!);
    expect(failed).toEqual([]);
    expect(queue[0]).toMatchObject({ post_id: id, is_processed: 0 });
    expect(queue[0]!.error_message).toBeUndefined();
    expect((await owner.post('/posts/addToStack', { post_id: id })).status).toBe(409);
    await t.db.update(channels).set({ sandboxFailure: null }).where(eq(channels.id, ch[INSTAGRAM]!));
    expect((await owner.post('/posts/shareNow', { channel_id: ch[INSTAGRAM]!, post_id: id })).body.data).toBe(
      'Post published.',
    );
    expect((await outbox(ch[INSTAGRAM]!)).queue).toEqual([]);
    expect((await owner.post('/posts/update', { id, message: 'too late' })).status).toBe(409);
    expect((await collab.post('/posts/shareNow', { channel_id: ch[INSTAGRAM]!, post_id: id })).status).toBe(403);
  });

  it('moves a pinned post to the end of the queue with addToStack', async () => {
    await create(owner, { channel_ids: ch[X]!, message: 'queued' });
    const pinned = (
      await create(owner, {
        channel_ids: ch[X]!,
        message: 'pinned',
        custom_time: '2026-06-20 23:00:00',
      })
    ).body.data.post_id[0];
    await owner.post('/posts/addToStack', { post_id: pinned });
    expect((await outbox(ch[X]!)).queue.map((p) => [p.message, p.is_custom_time, p.display_time])).toEqual([
      ['queued', 0, '2026-06-10 13:00:00'],
      ['pinned', 0, '2026-06-10 17:00:00'],
    ]);
  });
});

describe('approval', () => {
  it('puts an approved post at the end of the queue, or at its custom time', async () => {
    await create(owner, { channel_ids: ch[X]!, message: 'owner first' });
    const queued = (await create(collab, { channel_ids: ch[X]!, message: 'collab queued' })).body.data.post_id[0];
    const timed = (
      await create(collab, { channel_ids: ch[X]!, message: 'collab timed', custom_time: '2026-06-15 12:00:00' })
    ).body.data.post_id[0];
    expect((await collab.post('/posts/approvePost', { channel_id: ch[X]!, post_id: queued })).status).toBe(403);
    expect((await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: queued })).status).toBe(200);
    expect((await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: timed })).status).toBe(200);
    expect((await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: timed })).status).toBe(409);
    const { queue, toApprove } = await outbox(ch[X]!);
    expect(toApprove).toEqual([]);
    expect(queue.map((p) => [p.message, p.display_time])).toEqual([
      ['owner first', '2026-06-10 13:00:00'],
      ['collab queued', '2026-06-10 17:00:00'],
      ['collab timed', '2026-06-15 12:00:00'],
    ]);
  });

  it('sends a disapproved post back to its writer as a draft, with the reviewer and the reason', async () => {
    const id = (await create(collab, { channel_ids: ch[LINKEDIN]!, message: 'Hot take', link: 'https://n.example' }))
      .body.data.post_id[0];
    expect((await owner.post('/posts/disapprovePost', { channel_id: ch[X]!, post_id: id })).status).toBe(404);
    const reply = await owner.post('/posts/disapprovePost', {
      channel_id: ch[LINKEDIN]!,
      post_id: id,
      message: 'Tone it down, please.',
    });
    expect(reply.body).toEqual({ status: 'success', data: { message: 'Post sent back to Sam Rivera as a draft.' } });
    expect((await outbox(ch[LINKEDIN]!)).toApprove).toEqual([]);
    const drafts = (await collab.get('/drafts/get')).body.data.drafts;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      message: 'Hot take',
      link: 'https://n.example',
      channel_ids: String(ch[LINKEDIN]),
      rejected_user_name: 'Maya Chen',
      rejected_message: 'Tone it down, please.',
    });
    // Decided already: the second reviewer is told who decided it and how, and no second draft is made.
    expect(await owner.post('/posts/disapprovePost', { channel_id: ch[LINKEDIN]!, post_id: id })).toMatchObject({
      status: 409,
      body: { code: 'already_decided', message: 'Maya Chen already sent this post back; it is decided.' },
    });
    expect(await owner.post('/posts/approvePost', { channel_id: ch[LINKEDIN]!, post_id: id })).toMatchObject({
      status: 409,
    });
    expect((await collab.get('/drafts/get')).body.data.drafts).toHaveLength(1);
    // Anything else treats it as gone from the outbox.
    expect((await collab.post('/posts/update', { id, message: 'edited' })).status).toBe(404);
  });

  it('refuses to disapprove what does not await approval', async () => {
    const id = (await create(owner, { channel_ids: ch[X]!, message: 'mine' })).body.data.post_id[0];
    expect((await owner.post('/posts/disapprovePost', { channel_id: ch[X]!, post_id: id })).status).toBe(409);
    expect((await collab.post('/posts/disapprovePost', { channel_id: ch[X]!, post_id: id })).status).toBe(403);
    expect(await postCount()).toBe(1);
  });
});

describe('links', () => {
  it('lists a post’s short links, which redirect and count clicks', async () => {
    const id = (
      await create(owner, {
        channel_ids: ch[LINKEDIN]!,
        message: 'Menu: https://northwind.example/menu.',
        link: 'https://northwind.example/shop',
      })
    ).body.data.post_id[0];
    const { body } = await owner.get('/posts/getLinks', { post_id: id });
    expect(body.data.map((l: { link: string }) => l.link)).toEqual([
      'https://northwind.example/menu',
      'https://northwind.example/shop',
    ]);
    const code = new URL(body.data[0].short_link).pathname;
    expect(body.data[0].short_link).toMatch(/^http:\/\/localhost:8787\/l\/\w{8}$/);
    const visit = await t.app.inject({ url: code });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://northwind.example/menu');
    expect((await owner.get('/posts/getLinks', { post_id: id })).body.data[0].clicks).toBe(1);
    expect((await t.app.inject({ url: '/l/nothing' })).statusCode).toBe(404);
    expect((await other.get('/posts/getLinks', { post_id: id })).status).toBe(404);
  });
});

describe('posting schedule', () => {
  it('reads the default, changes a weekday, and moves queued posts to the new slots', async () => {
    expect((await owner.get('/channels/getSchedule', { channel_id: ch[X]! })).body.data.schedule.wed).toEqual([
      '09:00',
      '13:00',
      '17:00',
    ]);
    await create(owner, { channel_ids: ch[X]!, message: 'one' });
    const reply = await owner.post('/channels/updateSchedule', { channel_id: ch[X]!, wed: '11:30_15:45' });
    expect(reply.body.data.schedule.wed).toEqual(['11:30', '15:45']);
    expect(reply.body.data.schedule.thu).toEqual(['09:00', '13:00', '17:00']);
    expect((await outbox(ch[X]!)).queue[0]!.display_time).toBe('2026-06-10 11:30:00');
  });

  it('refuses an empty week, bad times and collaborators, changing nothing', async () => {
    const empty = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '']));
    expect((await owner.post('/channels/updateSchedule', { channel_id: ch[X]!, ...empty })).body.code).toBe(
      'empty_schedule',
    );
    expect((await owner.post('/channels/updateSchedule', { channel_id: ch[X]!, mon: '25:00' })).body).toMatchObject({
      code: 'invalid_parameter',
      field: 'mon',
    });
    expect((await collab.post('/channels/updateSchedule', { channel_id: ch[X]!, mon: '10:00' })).status).toBe(403);
    expect((await owner.get('/channels/getSchedule', { channel_id: ch[X]! })).body.data.schedule.mon).toEqual([
      '09:00',
      '13:00',
      '17:00',
    ]);
  });
});

describe('a queue across a daylight-saving change', () => {
  it('keeps the local slot times while UTC moves by an hour', async () => {
    t.setNow(() => new Date('2026-10-31T20:00:00Z')); // Saturday 16:00 EDT; clocks fall back on Sunday
    for (const message of ['a', 'b', 'c']) await create(owner, { channel_ids: ch[X]!, message });
    expect((await outbox(ch[X]!)).queue.map((p) => [p.display_time, p.utc_post_time])).toEqual([
      ['2026-10-31 17:00:00', '2026-10-31 21:00:00'],
      ['2026-11-01 09:00:00', '2026-11-01 14:00:00'],
      ['2026-11-01 13:00:00', '2026-11-01 18:00:00'],
    ]);
  });
});

describe('every post endpoint, from another workspace', () => {
  it('answers the demo workspace’s ids exactly like unknown ones, and changes nothing', async () => {
    const id = (await create(owner, { channel_ids: ch[X]!, message: 'ours' })).body.data.post_id[0] as number;
    await create(collab, { channel_ids: ch[X]!, message: 'awaiting' });
    const before = await t.db.select().from(posts).orderBy(posts.id);
    const ref = { channel_id: ch[X]!, post_id: id };
    const attempts = [
      other.post('/posts/update', { id, message: 'theirs now' }),
      other.delete('/posts/delete', ref),
      other.post('/posts/approvePost', ref),
      other.post('/posts/disapprovePost', ref),
      other.post('/posts/shareNow', ref),
      other.post('/posts/addToStack', { post_id: id }),
      other.post('/posts/copy', { channel_id: ch[X]!, post_id: id }),
      other.get('/posts/get', { channel_id: ch[X]! }),
      other.get('/posts/getLinks', { post_id: id }),
      other.get('/channels/getSchedule', { channel_id: ch[X]! }),
      other.post('/channels/updateSchedule', { channel_id: ch[X]!, mon: '10:00' }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ status: 'error', code: 'not_found' });
    }
    expect(await t.db.select().from(posts).orderBy(posts.id)).toEqual(before);
  });
});

describe('what a collaborator may do', () => {
  it('copies into approval, deletes and re-queues only their own posts', async () => {
    const owners = (await create(owner, { channel_ids: ch[X]!, message: 'owner’s' })).body.data.post_id[0] as number;
    const copy = await collab.post('/posts/copy', { channel_id: ch[LINKEDIN]!, post_id: owners });
    expect(copy.status).toBe(200);
    expect((await outbox(ch[LINKEDIN]!)).toApprove.map((p) => p.post_id)).toEqual(copy.body.data.post_id);
    expect((await collab.delete('/posts/delete', { channel_id: ch[X]!, post_id: owners })).status).toBe(403);
    expect((await collab.post('/posts/addToStack', { post_id: owners })).status).toBe(403);
    expect(
      (await collab.delete('/posts/delete', { channel_id: ch[LINKEDIN]!, post_id: copy.body.data.post_id[0] })).status,
    ).toBe(200);
    expect((await outbox(ch[X]!)).queue.map((p) => p.post_id)).toEqual([owners]);
  });

  it('cannot publish a post awaiting approval, nor can anyone before approval', async () => {
    const id = (await create(collab, { channel_ids: ch[X]!, message: 'please' })).body.data.post_id[0] as number;
    expect((await collab.post('/posts/update', { id, message: 'now!', share_now: 1 })).status).toBe(403);
    expect((await owner.post('/posts/shareNow', { channel_id: ch[X]!, post_id: id })).body.code).toBe(
      'awaiting_approval',
    );
    expect(await t.db.select().from(sandboxPublications)).toHaveLength(0);
  });
});

describe('posts/update with share_now', () => {
  it('publishes the edited text now, and the post leaves the outbox', async () => {
    const id = (await create(owner, { channel_ids: ch[LINKEDIN]!, message: 'old' })).body.data.post_id[0] as number;
    expect((await owner.post('/posts/update', { id, message: 'fresh', share_now: 1 })).status).toBe(200);
    const [published] = await t.db.select().from(sandboxPublications);
    expect(published).toMatchObject({ postId: id, message: 'fresh' });
    expect((await outbox(ch[LINKEDIN]!)).queue).toEqual([]);
  });

  it('refuses an album name over 64 characters and keeps the post as it was', async () => {
    const id = (await create(owner, { channel_ids: ch[X]!, message: 'keep' })).body.data.post_id[0] as number;
    const reply = await owner.post('/posts/update', { id, album_name: 'a'.repeat(65) });
    expect(reply).toMatchObject({ status: 400, body: { code: 'invalid_parameter', field: 'album_name' } });
    expect((await outbox(ch[X]!)).queue[0]!.album_name).toBeUndefined();
  });
});
