import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, drafts, posts, queueTails, users } from '../../db/schema.ts';
import { parseCsv } from '../../domain/csv.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Wednesday 2026-06-10, 10:00 in New York (the demo workspace's zone).
const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;
const FACEBOOK = 2;
const BLUESKY = 3;
const LINKEDIN = 4;
const GOOGLE = 7;

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

type HistoryPost = Record<string, unknown> & { post_id: number; published_time: string };

/** Publishes through the service, now: one post per channel named. */
async function publish(api: ApiClient, channelIds: number[], message: string, extra: Record<string, string> = {}) {
  const { status, body } = await api.post('/posts/create', {
    channel_ids: channelIds.join('_'),
    message,
    share_now: 1,
    ...extra,
  });
  expect(status).toBe(200);
  return body.data.post_id as number[];
}

/** The sandbox stamps publications with the database's clock; tests that read by time set it. */
const wentOutAt = (ids: number[], at: Date) =>
  t.db.update(posts).set({ publishedAt: at }).where(inArray(posts.id, ids));

const history = async (params: Record<string, string | number> = {}) => {
  const { status, body } = await owner.get('/posts/history', params);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { count: number; view_more: number; posts: HistoryPost[] };
};

const clickShortLinks = async (postId: number, times: number) => {
  const links = await owner.get('/posts/getLinks', { post_id: postId });
  for (const { short_link } of links.body.data as { short_link: string }[])
    for (let i = 0; i < times; i += 1)
      expect((await t.app.inject({ url: new URL(short_link).pathname })).statusCode).toBe(302);
};

describe('posts/history', () => {
  it('shows who wrote a post, who approved it, its clicks and its link on the network', async () => {
    const written = await collab.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Fresh roast today: https://northwind.example/roast',
    });
    const postId = written.body.data.post_id[0] as number;
    expect((await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: postId })).status).toBe(200);
    expect((await owner.post('/posts/shareNow', { channel_id: ch[X]!, post_id: postId })).body.data).toBe(
      'Post published.',
    );
    const [direct] = await publish(owner, [ch[LINKEDIN]!], 'No approval needed');
    await wentOutAt([postId], new Date('2026-06-10T13:00:00Z'));
    await wentOutAt([direct!], new Date('2026-06-10T12:00:00Z'));
    await clickShortLinks(postId, 2);
    const [maya] = await t.db.select().from(users).where(eq(users.email, DEMO.owner));

    const page = await history();
    expect(page).toMatchObject({ count: 2, view_more: 0 });
    expect(page.posts[0]).toMatchObject({
      post_id: postId,
      state: 'published',
      is_processed: 1,
      channel_id: String(ch[X]),
      channel_name: 'Northwind Coffee',
      message: 'Fresh roast today: https://northwind.example/roast',
      creator_name: 'Sam Rivera',
      approver_id: String(maya!.id),
      approver_name: 'Maya Chen',
      link_clicks: 2,
      published_time: '2026-06-10 09:00:00',
      display_time: '2026-06-10 09:00:00',
      published_link: expect.stringMatching(/^https:\/\/sandbox\.social\/x\/northwindcoffee\/posts\/\d+$/),
    });
    expect(page.posts[1]).toMatchObject({
      post_id: direct,
      creator_name: 'Maya Chen',
      approver_id: '',
      approver_name: '',
      link_clicks: 0,
      published_time: '2026-06-10 08:00:00',
      published_link: expect.stringMatching(/^https:\/\/sandbox\.social\/linkedin\//),
    });
  });

  it('pages 50 at a time, newest first, through posts that went out in the same second', async () => {
    const channelIds = [X, FACEBOOK, BLUESKY, LINKEDIN, GOOGLE].map((type) => ch[type]!);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(...(await publish(owner, channelIds, `Post ${i}`)));
    // Ten posts a second, their milliseconds out of step with their ids.
    const base = Date.parse('2026-06-09T15:00:00Z');
    const second = (i: number) => Math.floor(i / 10);
    for (const [i, id] of ids.entries()) await wentOutAt([id], new Date(base + second(i) * 1000 + ((i * 337) % 1000)));
    const expected = ids
      .map((id, i) => ({ id, second: second(i) }))
      .sort((a, b) => b.second - a.second || b.id - a.id)
      .map((p) => p.id);

    const first = await history();
    expect(first).toMatchObject({ count: 50, view_more: 1 });
    const last = first.posts.at(-1)!;
    const rest = await history({ before: last.published_time, before_post_id: last.post_id });
    expect(rest).toMatchObject({ count: 5, view_more: 0 });
    expect([...first.posts, ...rest.posts].map((p) => p.post_id)).toEqual(expected);
  });

  it('goes on after a post of an hour the clocks repeat from the right one of its two instants', async () => {
    const [first, later, second] = await publish(owner, [ch[X]!, ch[FACEBOOK]!, ch[LINKEDIN]!], 'Fall back');
    await wentOutAt([first!], new Date('2026-11-01T05:30:00Z')); // 01:30 EDT
    await wentOutAt([later!], new Date('2026-11-01T06:00:00Z')); // 01:00 EST
    await wentOutAt([second!], new Date('2026-11-01T06:30:00Z')); // 01:30 EST
    const all = await history();
    expect(all.posts.map((p) => [p.post_id, p.published_time])).toEqual([
      [second, '2026-11-01 01:30:00'],
      [later, '2026-11-01 01:00:00'],
      [first, '2026-11-01 01:30:00'],
    ]);
    const after = await history({ before: '2026-11-01 01:30:00', before_post_id: second! });
    expect(after.posts.map((p) => p.post_id)).toEqual([later, first]);
  });

  it('reads one channel, or the days asked for in the workspace zone', async () => {
    const [onX] = await publish(owner, [ch[X]!], 'Late on Monday');
    const [onLinkedIn] = await publish(owner, [ch[LINKEDIN]!], 'Just after midnight on Tuesday');
    await wentOutAt([onX!], new Date('2026-06-09T03:30:00Z')); // Monday 23:30 in New York
    await wentOutAt([onLinkedIn!], new Date('2026-06-09T04:30:00Z')); // Tuesday 00:30

    expect((await history({ channel_id: ch[X]! })).posts.map((p) => p.post_id)).toEqual([onX]);
    const tuesday = await history({ from: '2026-06-09', to: '2026-06-09' });
    expect(tuesday.posts.map((p) => [p.post_id, p.published_time])).toEqual([[onLinkedIn, '2026-06-09 00:30:00']]);
    expect((await history({ to: '2026-06-08' })).posts.map((p) => p.post_id)).toEqual([onX]);
    expect((await history({ from: '2026-06-10' })).posts).toEqual([]);
  });

  it('answers another workspace’s channel as unknown, and refuses days in the wrong order', async () => {
    const theirs = await demoChannels(other);
    const foreign = await owner.get('/posts/history', { channel_id: Object.values(theirs)[0]! });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 'error', code: 'not_found', field: 'channel_id' });
    const swapped = await owner.get('/posts/history', { from: '2026-06-10', to: '2026-06-01' });
    expect(swapped.body).toMatchObject({ code: 'invalid_parameter', field: 'to' });
    const noDay = await owner.get('/posts/history', { from: '2026-02-31' });
    expect(noDay.body).toMatchObject({ code: 'invalid_parameter', field: 'from' });
    const halfCursor = await owner.get('/posts/history', { before_post_id: 5 });
    expect(halfCursor.body).toMatchObject({ code: 'invalid_parameter', field: 'before' });
  });
});

const COLUMNS = [
  'post_id',
  'channel_id',
  'channel',
  'network',
  'state',
  'time',
  'message',
  'link',
  'picture',
  'author',
  'approver',
  'published_link',
  'link_clicks',
];

const exportCsv = async (params: Record<string, string>) => {
  const reply = await t.app.inject({
    url: `/api/posts/export?${new URLSearchParams(params)}`,
    headers: { authorization: `Bearer ${await t.tokenFor(DEMO.owner)}` },
  });
  return { reply, records: reply.statusCode === 200 ? parseCsv(reply.body).records : [] };
};

/** The records of an export as objects, by column. */
const rowsOf = (records: string[][]) =>
  records.slice(1).map((record) => Object.fromEntries(COLUMNS.map((c, i) => [c, record[i]])));

describe('posts/export', () => {
  it('writes the plan as a CSV attachment: waiting posts in time order, quoted, formulas guarded', async () => {
    await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Hello, "friends"\nsee you' });
    await owner.post('/posts/create', { channel_ids: ch[X]!, message: '=HYPERLINK("http://evil.example")' });
    await owner.post('/posts/create', {
      channel_ids: ch[LINKEDIN]!,
      message: '@everyone pinned',
      link: 'https://northwind.example',
      custom_time: '2026-06-12 09:00:00',
    });
    await collab.post('/posts/create', { channel_ids: ch[LINKEDIN]!, message: 'For approval' });
    await t.db.update(channels).set({ sandboxFailure: 'Refused by Bluesky.' }).where(eq(channels.id, ch[BLUESKY]!));
    await owner.post('/posts/create', { channel_ids: ch[BLUESKY]!, message: 'Failed', share_now: 1 });
    await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'July', custom_time: '2026-07-01 09:00:00' });
    await publish(owner, [ch[FACEBOOK]!], 'Already out');

    const { reply, records } = await exportCsv({ kind: 'plan', from: '2026-06-01', to: '2026-06-30' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="social-desk-plan-2026-06-01-to-2026-06-30.csv"',
    );
    expect(reply.body.startsWith('\uFEFFpost_id,channel_id,channel,network,state,time,message,')).toBe(true);
    expect(reply.body).toContain('"Hello, ""friends""\nsee you"');
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(records[0]).toEqual(COLUMNS);
    const rows = rowsOf(records);
    expect(rows.map((r) => [r.network, r.state, r.message])).toEqual([
      ['X', 'queued', 'Hello, "friends"\nsee you'],
      ['LinkedIn', 'awaiting_approval', 'For approval'],
      // Failed when it was shared now, it keeps the slot it had.
      ['Bluesky', 'failed', 'Failed'],
      ['X', 'queued', `'=HYPERLINK("http://evil.example")`],
      ['LinkedIn', 'pinned', "'@everyone pinned"],
    ]);
    expect(rows[0]).toMatchObject({ time: '2026-06-10 13:00:00', author: 'Maya Chen', channel: 'Northwind Coffee' });
    expect(rows[1]).toMatchObject({ author: 'Sam Rivera', approver: '', published_link: '', link_clicks: '0' });
    expect(rows[3]).toMatchObject({ time: '2026-06-10 17:00:00' });
    expect(rows[4]).toMatchObject({ time: '2026-06-12 09:00:00', link: 'https://northwind.example' });

    const linkedIn = await exportCsv({
      kind: 'plan',
      from: '2026-06-01',
      to: '2026-06-30',
      channel_ids: String(ch[LINKEDIN]),
    });
    expect(rowsOf(linkedIn.records).map((r) => r.message)).toEqual(['For approval', "'@everyone pinned"]);
  });

  it('writes the history with the time each post went out, its approver, link on the network and clicks', async () => {
    const written = await collab.post('/posts/create', {
      channel_ids: ch[X]!,
      message: 'Menu: https://northwind.example/menu',
    });
    const postId = written.body.data.post_id[0] as number;
    await owner.post('/posts/approvePost', { channel_id: ch[X]!, post_id: postId });
    await owner.post('/posts/shareNow', { channel_id: ch[X]!, post_id: postId });
    await wentOutAt([postId], new Date('2026-06-09T20:15:00Z'));
    await clickShortLinks(postId, 3);
    await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'Still waiting' });

    const { reply, records } = await exportCsv({ kind: 'history', from: '2026-06-09', to: '2026-06-09' });
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="social-desk-history-2026-06-09-to-2026-06-09.csv"',
    );
    expect(rowsOf(records)).toEqual([
      {
        post_id: String(postId),
        channel_id: String(ch[X]),
        channel: 'Northwind Coffee',
        network: 'X',
        state: 'published',
        time: '2026-06-09 16:15:00',
        message: 'Menu: https://northwind.example/menu',
        link: '',
        picture: '',
        author: 'Sam Rivera',
        approver: 'Maya Chen',
        published_link: expect.stringMatching(/^https:\/\/sandbox\.social\/x\/northwindcoffee\/posts\/\d+$/),
        link_clicks: '3',
      },
    ]);
  });

  it('refuses more than 366 days and another workspace’s channel, with the JSON error body', async () => {
    const long = await exportCsv({ kind: 'plan', from: '2026-01-01', to: '2027-01-02' });
    expect(long.reply.statusCode).toBe(400);
    expect(long.reply.json()).toMatchObject({ status: 'error', code: 'invalid_parameter', field: 'to' });
    expect((await exportCsv({ kind: 'plan', from: '2026-01-01', to: '2027-01-01' })).reply.statusCode).toBe(200);
    const theirs = await demoChannels(other);
    const foreign = await exportCsv({
      kind: 'history',
      from: '2026-06-01',
      to: '2026-06-30',
      channel_ids: String(Object.values(theirs)[0]),
    });
    expect(foreign.reply.statusCode).toBe(404);
    expect(foreign.reply.json()).toMatchObject({ code: 'not_found', field: 'channel_ids' });
  });
});
