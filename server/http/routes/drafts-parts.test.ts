import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drafts, postParts, posts, queueTails } from '../../db/schema.ts';
import { apiClient, demoChannels } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Drafts carry what posts/create takes beyond the content (decision 070).

const NOW = new Date('2026-06-10T14:00:00Z'); // Wednesday 10:00 in New York
const X = 1;
const FACEBOOK = 2;
const BLUESKY = 3;
const LINKEDIN = 4;

let t: TestApp;
let owner: Client;
let collab: Client;
let ch: Record<number, number>;

/** The test API client, posting JSON values (versions, thread) as a JSON body holds them. */
function client(token: string) {
  const api = apiClient(t, token);
  const post = async (path: string, params: Record<string, unknown> = {}) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
    });
    return { status: reply.statusCode, body: reply.json() };
  };
  return { get: api.get, post, api };
}
type Client = ReturnType<typeof client>;

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = client(await t.tokenFor(DEMO.owner));
  collab = client(await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner.api);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});
afterEach(() => t.close());

type Draft = { draft_id: number; message: string; [k: string]: unknown };
const listOf = async (api: Client = owner) => (await api.get('/drafts/get')).body.data.drafts as Draft[];
const snapshot = async () => ({
  drafts: await t.db.select().from(drafts).orderBy(drafts.id),
  posts: await t.db.select().from(posts).orderBy(posts.id),
});
const postRows = () => t.db.select().from(posts).orderBy(asc(posts.dueAt), asc(posts.channelId), asc(posts.id));
const create = async (params: Record<string, unknown>, api: Client = owner) => {
  const reply = await api.post('/drafts/create', params);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.draft_id as number;
};

const everything = () => ({
  message: 'Autumn menu is here',
  channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
  versions: [{ channel_id: ch[X], message: 'Autumn menu: pumpkin everything' }],
  thread: ['Part two', 'Part three'],
  first_comment: 'Book at https://cafe.example',
  utm_campaign: ' autumn ',
  repeat_every: '1w',
  repeat_count: 3,
});

describe('drafts keep versions, thread, first comment, campaign and repeat', () => {
  it('stores each one and lists it under posts/create’s name', async () => {
    await create(everything());
    expect(await listOf()).toEqual([
      expect.objectContaining({
        versions: [{ channel_id: ch[X], message: 'Autumn menu: pumpkin everything' }],
        thread: ['Part two', 'Part three'],
        first_comment: 'Book at https://cafe.example',
        utm_campaign: 'autumn',
        repeat_every: '1w',
        repeat_count: 3,
      }),
    ]);
  });

  it('reads JSON text in a form as JSON in a body, a channel id in digits as a number', async () => {
    await create({
      message: 'From a form',
      versions: JSON.stringify([{ channel_id: String(ch[X]), message: 'Short', picture: '' }]),
      thread: JSON.stringify(['two']),
      repeat_every: '2d',
      repeat_until: '2026-06-30',
    });
    expect((await listOf())[0]).toMatchObject({
      versions: [{ channel_id: ch[X], message: 'Short', picture: '' }],
      thread: ['two'],
      repeat_every: '2d',
      repeat_until: '2026-06-30',
    });
  });

  it('lists none of them on a draft without them', async () => {
    await create({ message: 'Plain' });
    const [draft] = await listOf();
    for (const key of ['versions', 'thread', 'first_comment', 'utm_campaign', 'repeat_every', 'repeat_until'])
      expect(draft).not.toHaveProperty(key);
  });

  it('changes on drafts/update only what is sent; empty removes, one end of a repeat replaces the other', async () => {
    const id = await create(everything());
    await owner.post('/drafts/update', { draft_id: id, message: 'Autumn menu is here', repeat_until: '2026-07-01' });
    expect((await listOf())[0]).toMatchObject({
      thread: ['Part two', 'Part three'],
      first_comment: 'Book at https://cafe.example',
      repeat_every: '1w',
      repeat_until: '2026-07-01',
    });
    expect((await listOf())[0]).not.toHaveProperty('repeat_count');
    const reply = await owner.post('/drafts/update', {
      draft_id: id,
      message: 'Autumn menu is here',
      versions: [],
      thread: [],
      first_comment: '',
      utm_campaign: '',
      repeat_every: '',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [draft] = await listOf();
    for (const key of ['versions', 'thread', 'first_comment', 'utm_campaign', 'repeat_every', 'repeat_until'])
      expect(draft).not.toHaveProperty(key);
  });

  it.each([
    ['versions that are not JSON', { versions: '[{' }, 'versions'],
    ['a version with an unknown key', { versions: [{ channel_id: 1, text: 'x', message: 'x' }] }, 'versions'],
    ['a version without a channel', { versions: [{ message: 'x' }] }, 'versions'],
    [
      'two versions for one channel',
      {
        versions: [
          { channel_id: 5, message: 'a' },
          { channel_id: '5', message: 'b' },
        ],
      },
      'versions',
    ],
    ['a thread that is not texts', { thread: '[1, 2]' }, 'thread'],
    ['a thread that is not JSON', { thread: 'part two' }, 'thread'],
    ['a repeat that is not days or weeks', { repeat_every: 'weekly' }, 'repeat_every'],
    ['an end day in another format', { repeat_until: '30/06/2026' }, 'repeat_until'],
    ['a count of one', { repeat_count: 1 }, 'repeat_count'],
    ['both ends', { repeat_until: '2026-06-30', repeat_count: 3 }, 'repeat_count'],
    ['an end with a repeat stopped', { repeat_every: '', repeat_count: 3 }, 'repeat_every'],
    ['a campaign over 100 characters', { utm_campaign: 'c'.repeat(101) }, 'utm_campaign'],
  ] as const)('refuses %s at once, on create and on update, changing nothing', async (_label, params, field) => {
    const id = await create({ message: 'stay', channel_ids: String(ch[X]), first_comment: 'kept' });
    const before = await snapshot();
    const created = await owner.post('/drafts/create', { message: 'new', ...params });
    expect(created).toMatchObject({ status: 400, body: { status: 'error', code: 'invalid_parameter', field } });
    const updated = await owner.post('/drafts/update', { draft_id: id, message: 'changed', ...params });
    expect(updated).toMatchObject({ status: 400, body: { status: 'error', code: 'invalid_parameter', field } });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps what is incomplete until it goes out: a thread with LinkedIn, a repeat without an end', async () => {
    await create({ message: 'later', channel_ids: String(ch[LINKEDIN]), thread: ['two'], repeat_every: '1w' });
    expect((await listOf())[0]).toMatchObject({ thread: ['two'], repeat_every: '1w' });
  });
});

describe('a draft going to the outbox', () => {
  it('makes its posts with every part, dropping the version of a channel no longer picked', async () => {
    const id = await create({
      message: 'Autumn menu is here',
      channel_ids: `${ch[X]}_${ch[BLUESKY]}_${ch[LINKEDIN]}`,
      versions: [
        { channel_id: ch[X], message: 'Autumn menu: pumpkin everything' },
        { channel_id: ch[LINKEDIN], message: 'Our autumn menu, for the office' },
      ],
      thread: ['Part two'],
      first_comment: 'Book at https://cafe.example',
      utm_campaign: 'autumn',
    });
    const moved = await owner.post('/drafts/update', {
      draft_id: id,
      message: 'Autumn menu is here',
      channel_id: `${ch[X]}_${ch[BLUESKY]}`,
      custom_time: '2026-06-12 08:00:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await listOf()).toEqual([]);
    const made = await postRows();
    expect(made.map((p) => [p.channelId, p.message, p.hasVersion, p.firstComment, p.utmCampaign])).toEqual([
      [ch[X], 'Autumn menu: pumpkin everything', true, 'Book at https://cafe.example', 'autumn'],
      [ch[BLUESKY], 'Autumn menu is here', false, 'Book at https://cafe.example', 'autumn'],
    ]);
    const parts = await t.db.select().from(postParts).orderBy(asc(postParts.postId), asc(postParts.position));
    expect(parts.map((p) => [p.postId, p.position, p.message])).toEqual([
      [made[0]!.id, 1, null],
      [made[0]!.id, 2, 'Part two'],
      [made[1]!.id, 1, null],
      [made[1]!.id, 2, 'Part two'],
    ]);
    const listed = (await owner.get('/posts/get', { channel_id: ch[X] })).body.data.channels[String(ch[X])];
    expect(listed).toEqual([
      expect.objectContaining({ thread: ['Part two'], first_comment: 'Book at https://cafe.example', has_version: 1 }),
    ]);
  });

  it.each([
    [
      'a thread on LinkedIn',
      () => ({ channel_ids: String(ch[LINKEDIN]), thread: ['two'] }),
      'thread_not_supported',
      'thread',
    ],
    [
      'a version too long for X',
      () => ({ channel_ids: String(ch[X]), versions: [{ channel_id: ch[X], message: 'x'.repeat(300) }] }),
      'message_too_long',
      'versions',
    ],
    [
      'a first comment on Google Business Profile',
      () => ({ channel_ids: String(ch[7]), first_comment: 'hi' }),
      'first_comment_not_supported',
      'first_comment',
    ],
    [
      'a thread part too long for X',
      () => ({ channel_ids: String(ch[X]), thread: ['y'.repeat(281)] }),
      'message_too_long',
      'thread',
    ],
    [
      'a repeat without an end',
      () => ({ channel_ids: String(ch[X]), repeat_every: '1w' }),
      'missing_parameter',
      'repeat_count',
    ],
    [
      'an end without a repeat',
      () => ({ channel_ids: String(ch[X]), repeat_count: 3 }),
      'invalid_parameter',
      'repeat_every',
    ],
    [
      'too many occurrences',
      () => ({ channel_ids: String(ch[X]), repeat_every: '1d', repeat_until: '2027-06-01' }),
      'too_many_occurrences',
      'repeat_until',
    ],
  ] as const)('is refused whole for %s, the draft kept', async (_label, params, code, field) => {
    const id = await create({ message: 'Hello', ...params() });
    const before = await snapshot();
    const reply = await owner.post('/drafts/update', {
      draft_id: id,
      message: 'Hello',
      custom_time: '2026-06-12 08:00:00',
    });
    expect(reply).toMatchObject({ status: 400, body: { status: 'error', code, field } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a series queued, saying to schedule it or share it now, and changes nothing', async () => {
    const id = await create({ message: 'Weekly', channel_ids: String(ch[X]), repeat_every: '1w', repeat_count: 2 });
    const before = await snapshot();
    for (const queued of [
      await owner.post('/drafts/add_to_stack', { draft_id: id }),
      await owner.post('/drafts/update', { draft_id: id, message: 'Weekly', add_to_stack: 1 }),
    ])
      expect(queued).toMatchObject({
        status: 400,
        body: {
          code: 'missing_parameter',
          field: 'custom_time',
          message: expect.stringMatching(/schedule it .*share it now.*stop its repeat/),
        },
      });
    expect(await snapshot()).toEqual(before);
  });

  it('shares a repeating draft now: the first occurrence goes out now, the next at the interval after', async () => {
    const id = await create({
      message: 'Fresh bread',
      channel_ids: `${ch[X]}_${ch[LINKEDIN]}`,
      versions: [{ channel_id: ch[X], message: 'Fresh bread, X' }],
      repeat_every: '1w',
      repeat_count: 3,
    });
    const shared = await owner.post('/drafts/update', { draft_id: id, message: 'Fresh bread', share_now: 1 });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(await t.db.select().from(drafts)).toEqual([]);
    const made = await t.db.select().from(posts).orderBy(asc(posts.occurrence), asc(posts.channelId));
    expect(made).toHaveLength(6);
    expect(new Set(made.map((p) => p.seriesId)).size).toBe(1);
    expect(made.map((p) => [p.occurrence, p.occurrences, p.repeatEvery, p.status])).toEqual([
      [1, 3, '1w', 1],
      [1, 3, '1w', 1],
      [2, 3, '1w', 0],
      [2, 3, '1w', 0],
      [3, 3, '1w', 0],
      [3, 3, '1w', 0],
    ]);
    const calendar = (await owner.get('/posts/calendar', { from: '2026-06-11', to: '2026-06-30' })).body.data
      .posts as Record<string, unknown>[];
    expect(
      calendar
        .filter((p) => p.channel_id === String(ch[X]))
        .map((p) => [p.display_time, p.message, p.occurrence, p.is_custom_time]),
    ).toEqual([
      ['2026-06-17 10:00:00', 'Fresh bread, X', 2, 1],
      ['2026-06-24 10:00:00', 'Fresh bread, X', 3, 1],
    ]);
  });

  it('counts a shared series’ end from today, and sends a collaborator’s first occurrence to approval', async () => {
    const id = await create(
      { message: 'Quiz night', channel_ids: String(ch[X]), repeat_every: '1w', repeat_until: '2026-06-20' },
      collab,
    );
    const shared = await collab.post('/drafts/update', { draft_id: id, message: 'Quiz night', share_now: 1 });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const made = await t.db.select().from(posts).orderBy(asc(posts.occurrence));
    expect(made.map((p) => [p.occurrence, p.occurrences, p.status, p.toApprove])).toEqual([
      [1, 2, 0, true],
      [2, 2, 0, true],
    ]);
    expect(made[1]!.customTime).toEqual(new Date('2026-06-17T14:00:00Z'));
  });

  it('refuses a shared series whose end leaves no second occurrence after today', async () => {
    const id = await create({
      message: 'Soon',
      channel_ids: String(ch[X]),
      repeat_every: '1w',
      repeat_until: '2026-06-12',
    });
    const before = await snapshot();
    const shared = await owner.post('/drafts/update', { draft_id: id, message: 'Soon', share_now: 1 });
    expect(shared).toMatchObject({ status: 400, body: { code: 'invalid_parameter', field: 'repeat_until' } });
    expect(await snapshot()).toEqual(before);
  });

  it('makes a series from a draft, each occurrence a group with its versions', async () => {
    const id = await create({ ...everything(), thread: undefined });
    const moved = await owner.post('/drafts/update', {
      draft_id: id,
      message: 'Autumn menu is here',
      custom_time: '2026-06-12 08:00:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const made = await postRows();
    expect(made).toHaveLength(6);
    expect(new Set(made.map((p) => p.seriesId)).size).toBe(1);
    expect(new Set(made.map((p) => p.hash)).size).toBe(3);
    const calendar = (await owner.get('/posts/calendar', { from: '2026-06-11', to: '2026-06-30' })).body.data
      .posts as Record<string, unknown>[];
    expect(
      calendar
        .filter((p) => p.channel_id === String(ch[X]))
        .map((p) => [p.display_time, p.message, p.occurrence, p.occurrences, p.first_comment, p.utm_campaign]),
    ).toEqual([
      ['2026-06-12 08:00:00', 'Autumn menu: pumpkin everything', 1, 3, 'Book at https://cafe.example', 'autumn'],
      ['2026-06-19 08:00:00', 'Autumn menu: pumpkin everything', 2, 3, 'Book at https://cafe.example', 'autumn'],
      ['2026-06-26 08:00:00', 'Autumn menu: pumpkin everything', 3, 3, 'Book at https://cafe.example', 'autumn'],
    ]);
  });

  it('sends a collaborator’s series for approval, every occurrence with its thread', async () => {
    const id = await create(
      {
        message: 'Quiz night',
        channel_ids: String(ch[X]),
        thread: ['Teams of four'],
        repeat_every: '1w',
        repeat_count: 2,
      },
      collab,
    );
    const moved = await collab.post('/drafts/update', {
      draft_id: id,
      message: 'Quiz night',
      custom_time: '2026-06-12 19:00:00',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const made = await postRows();
    expect(made.map((p) => [p.toApprove, p.occurrence])).toEqual([
      [true, 1],
      [true, 2],
    ]);
    const parts = await t.db.select().from(postParts);
    expect(parts.filter((p) => p.position === 2).map((p) => p.message)).toEqual(['Teams of four', 'Teams of four']);
  });
});

describe('a post sent back', () => {
  it('becomes a draft with its thread, first comment and campaign, and goes out again with them', async () => {
    const created = await collab.post('/posts/create', {
      channel_ids: String(ch[X]),
      message: 'Quiz night',
      thread: ['Teams of four'],
      first_comment: 'Prizes!',
      utm_campaign: 'quiz',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const back = await owner.post('/posts/disapprovePost', {
      channel_id: ch[X],
      post_id: created.body.data.post_id[0],
      message: 'Say when',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const [draft] = await listOf(collab);
    expect(draft).toMatchObject({
      message: 'Quiz night',
      thread: ['Teams of four'],
      first_comment: 'Prizes!',
      utm_campaign: 'quiz',
      rejected_message: 'Say when',
    });
    const again = await collab.post('/drafts/update', {
      draft_id: draft!.draft_id,
      message: 'Quiz night, Thursday 19:00',
      custom_time: '2026-06-11 19:00:00',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const waiting = (await postRows()).filter((p) => p.status === 0);
    expect(waiting.map((p) => [p.message, p.firstComment, p.utmCampaign, p.toApprove])).toEqual([
      ['Quiz night, Thursday 19:00', 'Prizes!', 'quiz', true],
    ]);
    const parts = await t.db.select().from(postParts).orderBy(asc(postParts.position));
    expect(parts.filter((p) => p.postId === waiting[0]!.id).map((p) => p.message)).toEqual([null, 'Teams of four']);
  });
});

describe('posts/copy', () => {
  const source = async () => {
    const reply = await owner.post('/posts/create', {
      channel_ids: String(ch[X]),
      message: 'Open mic tonight',
      thread: ['Sign up at the bar'],
      first_comment: 'Doors at 7',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.post_id[0] as number;
  };

  it('carries the thread and first comment to a network that takes them', async () => {
    const copied = await owner.post('/posts/copy', { post_id: await source(), channel_id: ch[BLUESKY] });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.data.params).toMatchObject({ thread: ['Sign up at the bar'], first_comment: 'Doors at 7' });
  });

  it('drops what the target network does not take, keeping the rest', async () => {
    const copied = await owner.post('/posts/copy', { post_id: await source(), channel_id: ch[FACEBOOK] });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.data.params).toMatchObject({ first_comment: 'Doors at 7' });
    expect(copied.body.data.params).not.toHaveProperty('thread');
    const google = await owner.post('/posts/copy', { post_id: await source(), channel_id: ch[7] });
    expect(google.status, JSON.stringify(google.body)).toBe(200);
    expect(google.body.data.params).not.toHaveProperty('thread');
    expect(google.body.data.params).not.toHaveProperty('first_comment');
  });
});
