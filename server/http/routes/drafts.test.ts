import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drafts, posts, queueTails } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-06-10T14:00:00Z'); // Wednesday 10:00 in New York

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

type Draft = { draft_id: number; message: string; channel_ids?: string; [k: string]: unknown };
const listOf = async (api: ApiClient) => (await api.get('/drafts/get')).body.data.drafts as Draft[];
const snapshot = async () => ({
  drafts: await t.db.select().from(drafts).orderBy(drafts.id),
  posts: await t.db.select().from(posts).orderBy(posts.id),
});
const queueOf = async (channelId: number) => (await owner.get('/posts/get', { channel_id: channelId })).body.data;

describe('drafts/create and drafts/get', () => {
  it('keeps a draft with or without channels, with its options, newest first', async () => {
    const first = await owner.post('/drafts/create', { message: 'An idea' });
    expect(first).toMatchObject({ status: 200, body: { status: 'success', data: { draft_id: expect.any(Number) } } });
    t.setNow(() => new Date(NOW.getTime() + 60_000));
    await owner.post('/drafts/create', {
      message: 'With everything',
      channel_ids: `${ch[1]}_${ch[4]}`,
      link: 'https://n.example',
      picture: 'https://cdn.n.example/p.jpg',
      create_album: 1,
      album_name: 'Autumn',
    });
    const { body } = await owner.get('/drafts/get');
    expect(body.data.count).toBe(2);
    expect(body.data.channels).toHaveLength(7);
    expect(body.data.drafts).toEqual([
      expect.objectContaining({
        message: 'With everything',
        channel_ids: `${ch[1]}_${ch[4]}`,
        link: 'https://n.example',
        picture: 'https://cdn.n.example/p.jpg',
        create_album: 1,
        album_name: 'Autumn',
        is_processed: 0,
        created_time: '2026-06-10 10:01:00',
        creator_name: 'Maya Chen',
      }),
      expect.objectContaining({ message: 'An idea', channel_ids: '', created_time: '2026-06-10 10:00:00' }),
    ]);
  });

  it.each([
    ['no message', {}, 400, 'missing_parameter', 'message'],
    [
      'a channel list that is not ids',
      { message: 'x', channel_ids: 'one,two' },
      400,
      'invalid_parameter',
      'channel_ids',
    ],
    ['a picture over 5000', { message: 'x', picture: 'p'.repeat(5001) }, 400, 'invalid_parameter', 'picture'],
    ['an album name over 64', { message: 'x', album_name: 'a'.repeat(65) }, 400, 'invalid_parameter', 'album_name'],
    ['an unknown channel', { message: 'x', channel_ids: '987654' }, 404, 'not_found', 'channel_ids'],
  ] as const)('refuses %s, creating nothing', async (_label, params, status, code, field) => {
    const reply = await owner.post('/drafts/create', params);
    expect(reply).toMatchObject({ status, body: { status: 'error', code, field } });
    expect(await t.db.select().from(drafts)).toEqual([]);
  });

  it('accepts a picture of exactly 5000 characters', async () => {
    const picture = `https://cdn.example/${'p'.repeat(5000 - 'https://cdn.example/'.length)}`;
    expect(picture).toHaveLength(5000);
    expect((await owner.post('/drafts/create', { message: 'x', picture })).status).toBe(200);
  });
});

describe('who sees which drafts', () => {
  it('shows a collaborator their own drafts only, and owners every draft of the workspace', async () => {
    const mine = (await collab.post('/drafts/create', { message: 'collab idea' })).body.data.draft_id;
    const owners = (await owner.post('/drafts/create', { message: 'owner idea' })).body.data.draft_id;
    expect((await listOf(collab)).map((d) => d.message)).toEqual(['collab idea']);
    expect((await listOf(owner)).map((d) => d.message).sort()).toEqual(['collab idea', 'owner idea']);
    expect(await listOf(other)).toEqual([]);
    expect((await collab.post('/drafts/update', { draft_id: owners, message: 'mine now' })).status).toBe(404);
    expect((await collab.delete('/drafts/delete', { draft_id: owners })).status).toBe(404);
    expect((await other.post('/drafts/add_to_stack', { draft_id: mine })).status).toBe(404);
    expect((await owner.post('/drafts/update', { draft_id: mine, message: 'edited by the owner' })).status).toBe(200);
    expect((await listOf(collab))[0]!.message).toBe('edited by the owner');
  });
});

describe('drafts/update', () => {
  it('changes the text, the channels (channel_id, singular) and the options', async () => {
    const id = (await owner.post('/drafts/create', { message: 'v1', channel_ids: String(ch[1]) })).body.data.draft_id;
    const reply = await owner.post('/drafts/update', {
      draft_id: id,
      message: 'v2',
      channel_id: `${ch[4]}_${ch[5]}`,
      link: 'https://n.example/v2',
    });
    expect(reply.body).toEqual({ status: 'success', data: { draft_id: String(id) } });
    expect((await listOf(owner))[0]).toMatchObject({
      message: 'v2',
      channel_ids: `${ch[4]}_${ch[5]}`,
      link: 'https://n.example/v2',
    });
    await owner.post('/drafts/update', { draft_id: id, message: 'v3', channel_id: '' });
    expect((await listOf(owner))[0]).toMatchObject({ message: 'v3', channel_ids: '' });
  });

  it('moves the draft to the queue with add_to_stack=1, one post per channel', async () => {
    const id = (await owner.post('/drafts/create', { message: 'queue me', channel_ids: `${ch[1]}_${ch[4]}` })).body.data
      .draft_id;
    await owner.post('/drafts/update', { draft_id: id, message: 'queue me, edited', add_to_stack: 1 });
    expect(await listOf(owner)).toEqual([]);
    const x = await queueOf(ch[1]!);
    expect(x.channels[String(ch[1])]).toEqual([
      expect.objectContaining({ message: 'queue me, edited', display_time: '2026-06-10 13:00:00', map_ids: 2 }),
    ]);
  });

  it('publishes it with share_now=1, and pins it with custom_time', async () => {
    const a = (await owner.post('/drafts/create', { message: 'now', channel_ids: String(ch[4]) })).body.data.draft_id;
    const b = (await owner.post('/drafts/create', { message: 'later', channel_ids: String(ch[4]) })).body.data.draft_id;
    await owner.post('/drafts/update', { draft_id: a, message: 'now', share_now: 1 });
    await owner.post('/drafts/update', { draft_id: b, message: 'later', custom_time: '2026-06-12 08:00:00' });
    const li = (await queueOf(ch[4]!)).channels[String(ch[4])];
    expect(li).toEqual([
      expect.objectContaining({ message: 'later', is_custom_time: 1, display_time: '2026-06-12 08:00:00' }),
    ]);
    const published = await t.db.select().from(posts);
    expect(published.find((p) => p.message === 'now')).toMatchObject({ status: 1 });
  });

  it('will not move a draft without channels: a clear 400, and the draft stays as it was', async () => {
    const id = (await owner.post('/drafts/create', { message: 'no channels' })).body.data.draft_id;
    const before = await snapshot();
    const reply = await owner.post('/drafts/update', { draft_id: id, message: 'changed text', add_to_stack: 1 });
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'no_channels', message: expect.stringContaining('Add at least one channel') },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a message too long for a channel without touching the draft', async () => {
    const id = (await owner.post('/drafts/create', { message: 'ok', channel_ids: String(ch[1]) })).body.data.draft_id;
    const before = await snapshot();
    const reply = await owner.post('/drafts/update', { draft_id: id, message: 'x'.repeat(300), add_to_stack: 1 });
    expect(reply).toMatchObject({ status: 400, body: { code: 'message_too_long' } });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing message', { message: undefined }, 'missing_parameter', 'message'],
    ['share_now with a time', { share_now: 1, custom_time: '2026-06-12 08:00:00' }, 'invalid_parameter', 'custom_time'],
    ['a past time', { custom_time: '2026-06-01 08:00:00' }, 'custom_time_in_past', 'custom_time'],
    ['an unknown channel', { channel_id: '999999' }, 'not_found', 'channel_id'],
  ] as const)('refuses %s and changes nothing', async (_label, params, code, field) => {
    const id = (await owner.post('/drafts/create', { message: 'stay', channel_ids: String(ch[1]) })).body.data.draft_id;
    const before = await snapshot();
    const reply = await owner.post('/drafts/update', { draft_id: id, message: 'changed', ...params });
    expect(reply.body).toMatchObject({ status: 'error', code, field });
    expect(await snapshot()).toEqual(before);
  });

  it('sends a collaborator’s moved draft through approval', async () => {
    const id = (
      await collab.post('/drafts/create', {
        message: 'please post',
        channel_ids: String(ch[5]),
        picture: '/demo/latte.png',
      })
    ).body.data.draft_id;
    await collab.post('/drafts/update', { draft_id: id, message: 'please post', share_now: 1 });
    const ig = await queueOf(ch[5]!);
    expect(ig.postsToApprove[String(ch[5])]).toEqual([
      expect.objectContaining({ message: 'please post', creator_name: 'Sam Rivera', to_approve: 1 }),
    ]);
    expect(ig.channels[String(ch[5])]).toEqual([]);
  });
});

describe('drafts/add_to_stack and drafts/delete', () => {
  it('queue a draft by its id in the query string, answering the channels and a message', async () => {
    const id = (await owner.post('/drafts/create', { message: 'stack me', channel_ids: `${ch[2]}_${ch[3]}` })).body.data
      .draft_id;
    const token = await t.tokenFor(DEMO.owner);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/drafts/add_to_stack?draft_id=${id}&access_token=${token}`,
    });
    expect(reply.json()).toEqual({
      status: 'success',
      data: { channel_ids: `${ch[2]}_${ch[3]}`, message: 'Added to the queue of 2 channels.' },
    });
    expect((await queueOf(ch[3]!)).channels[String(ch[3])]).toHaveLength(1);
    expect((await owner.post('/drafts/add_to_stack', { draft_id: id })).status).toBe(404);
  });

  it('refuse to queue a draft without channels, keeping it', async () => {
    const id = (await owner.post('/drafts/create', { message: 'nowhere' })).body.data.draft_id;
    expect((await owner.post('/drafts/add_to_stack', { draft_id: id })).body.code).toBe('no_channels');
    expect(await listOf(owner)).toHaveLength(1);
  });

  it('delete a draft by its id in the query string', async () => {
    const id = (await owner.post('/drafts/create', { message: 'bin me' })).body.data.draft_id;
    expect((await owner.delete('/drafts/delete', { draft_id: id })).body).toEqual({
      status: 'success',
      data: 'Draft deleted.',
    });
    expect(await listOf(owner)).toEqual([]);
    expect((await owner.delete('/drafts/delete', { draft_id: id })).status).toBe(404);
    expect((await owner.delete('/drafts/delete', {})).body).toMatchObject({
      code: 'missing_parameter',
      field: 'draft_id',
    });
  });
});
