import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxItems, inboxReactions } from '../../db/schema.ts';
import { formatInZone } from '../../domain/time.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { random } from '../../services/demo/seed-inbox.ts';
import { simulateOnce } from '../../services/inbox/simulator.ts';

const NY = 'America/New_York';
let t: TestApp;
let owner: ApiClient;
let other: ApiClient;
let ch: Record<number, number>;
let workspaceId: number;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  ch = await demoChannels(owner);
  workspaceId = (await owner.get('/account/get')).body.data.workspace.workspace_id;
});
afterEach(() => t.close());

type Item = { post_id: string; timestamp: string; [k: string]: unknown };
const listed = or(eq(inboxItems.byChannel, false), eq(inboxItems.postType, 'post'));

/** What the inbox should list, newest first, straight from the database. */
async function expectedIds(extra?: ReturnType<typeof and>) {
  const rows = await t.db
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(and(eq(inboxItems.workspaceId, Number(workspaceId)), eq(inboxItems.isArchived, false), listed, extra))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id));
  return rows.map((r) => String(r.id));
}

async function walk(params: Record<string, string | number>, exact: boolean) {
  const seen: string[] = [];
  let page = (await owner.get('/inbox/get', params)).body.data;
  for (let guard = 0; guard < 500; guard++) {
    seen.push(...page.posts.map((p: Item) => p.post_id));
    if (!page.view_more) break;
    const last = page.posts.at(-1) as Item;
    const next = exact ? { ...params, last_post_id: Number(last.post_id) } : { ...params, timestamp: last.timestamp };
    page = (await owner.get('/inbox/get', next)).body.data;
  }
  return seen;
}

const firstOf = async (where: ReturnType<typeof and>) => {
  const [row] = await t.db.select().from(inboxItems).where(where).orderBy(desc(inboxItems.createdAt)).limit(1);
  return row!;
};
const act = (
  item: typeof inboxItems.$inferSelect,
  action: string,
  channelType: number,
  extra: Record<string, string> = {},
) =>
  owner.post('/inbox/action', {
    post_id: item.id,
    channel_id: item.channelId,
    channel_type: channelType,
    action,
    ...extra,
  });
const itemNow = async (id: number) => (await t.db.select().from(inboxItems).where(eq(inboxItems.id, id)))[0];

describe('inbox/get', () => {
  it('answers 20 items a page, newest first, with the unread count under the filter', async () => {
    const { body } = await owner.get('/inbox/get');
    expect(body.data).toMatchObject({ count: 20, limit: 20, view_more: 1 });
    const ids = await expectedIds();
    expect(body.data.posts.map((p: Item) => p.post_id)).toEqual(ids.slice(0, 20));
    const [unread] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.workspaceId, Number(workspaceId)),
          eq(inboxItems.isArchived, false),
          listed,
          eq(inboxItems.isUnread, true),
        ),
      );
    expect(body.data.active).toBe(unread!.n);
    expect(body.data.active).toBeGreaterThan(0);
    // A page past the end has no items, and still the filter's unread count.
    const beyond = await owner.get('/inbox/get', { timestamp: '2001-01-01 00:00:00' });
    expect(beyond.body.data).toMatchObject({ count: 0, view_more: 0, active: unread!.n });
  });

  it('carries every field of the interface with its exact type', async () => {
    const [item] = (await owner.get('/inbox/get')).body.data.posts as Item[];
    expect(Object.keys(item!).sort()).toEqual(
      [
        'text',
        'object_id',
        'channel_reply_index',
        'post_id',
        'channel_id',
        'timestamp',
        'user_name',
        'user_id',
        'user_picture',
        'is_direct_post',
        'is_unread',
        'reply_id',
        'channel',
        'parent_id',
        'get_conversation_id',
        'post_creator_id',
        'service_action_id',
        'service_reply_id',
        'post_type',
        'channel_id_screen_name',
        'channel_picture',
        'mobile_permalink',
        'is_actionable',
        'can_delete',
        'no_data',
        'is_actioned',
        'first_response',
        'action_counter',
        'is_liked',
        'attachment',
        // Extensions of the team inbox (decision 038).
        'assignee_id',
        'assignee_name',
        'labels',
        'is_note',
        // Snoozing (decision 040).
        'snoozed_until',
        // The unit of work, which presence names (decision 042).
        'work_id',
      ].sort(),
    );
    expect(item!).toMatchObject({ assignee_id: '0', assignee_name: '', labels: [], is_note: 0 });
    expect(item!.snoozed_until).toBe('');
    // A top item heads its own unit; its replies would carry its id.
    expect(item!.work_id).toMatch(/^[1-9]\d*$/);
    expect(item!.post_id).toBe(item!.reply_id);
    expect(typeof item!.is_liked).toBe('number');
    expect(typeof item!.is_unread).toBe('string');
  });

  it('pages through everything with timestamp + is_after=0, without gaps or repeats, even inside one busy second', async () => {
    const channel = ch[2]!;
    const second = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000);
    await t.db.insert(inboxItems).values(
      Array.from({ length: 30 }, (_, i) => ({
        workspaceId: Number(workspaceId),
        channelId: channel,
        networkId: `burst-${i}`,
        postType: 'comment' as const,
        conversationId: 0,
        authorId: 'user-1',
        authorName: 'Jordan Lee',
        text: `burst ${i}`,
        permalink: 'https://sandbox.social/x',
        createdAt: second,
      })),
    );
    const ids = await expectedIds();
    const seen = await walk({}, false);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(ids);
  });

  it('pages exactly with the last_post_id extension', async () => {
    expect(await walk({ channel_id: ch[5]! }, true)).toEqual(await expectedIds(eq(inboxItems.channelId, ch[5]!)));
  });

  it('answers what came after a time with is_after=1', async () => {
    const ids = await expectedIds();
    const anchor = (
      await t.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.id, Number(ids[25])))
    )[0]!;
    const { body } = await owner.get('/inbox/get', { timestamp: formatInZone(anchor.createdAt, NY), is_after: 1 });
    const newer = (await t.db.select({ id: inboxItems.id, at: inboxItems.createdAt }).from(inboxItems)).filter(
      (r) => r.at > anchor.createdAt,
    ).length;
    expect(body.data.count).toBeGreaterThan(0);
    for (const p of body.data.posts as Item[]) expect(p.timestamp > formatInZone(anchor.createdAt, NY)).toBe(true);
    expect(body.data.view_more).toBe(newer > body.data.count ? 1 : 0);
  });

  it('filters by channel, archived, author and unread', async () => {
    const byChannel = (await owner.get('/inbox/get', { channel_id: ch[4]! })).body.data.posts as Item[];
    expect(byChannel.every((p) => p.channel_id === String(ch[4]))).toBe(true);
    const archived = (await owner.get('/inbox/get', { is_archived: 1 })).body.data.posts as Item[];
    expect(archived.length).toBeGreaterThan(0);
    for (const p of archived) expect((await itemNow(Number(p.post_id)))!.isArchived).toBe(true);
    const author = (await owner.get('/inbox/get', { filter_by_user_id: 'user-3' })).body.data.posts as Item[];
    expect(author.length).toBeGreaterThan(0);
    expect(author.every((p) => p.user_id === 'user-3')).toBe(true);
    const unread = (await owner.get('/inbox/get', { is_unread: 1 })).body.data;
    expect(unread.posts.every((p: Item) => p.is_unread === '1')).toBe(true);
  });

  it('keeps workspaces apart', async () => {
    const theirs = (await other.get('/inbox/get')).body.data.posts as Item[];
    const ours = new Set((await expectedIds()).map(String));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((p) => ours.has(p.post_id))).toBe(false);
    expect((await other.get('/inbox/get', { channel_id: ch[1]! })).status).toBe(404);
    // A cursor is found in the caller's workspace only; the oldest item of one's own ends the list.
    const ourOldest = (await expectedIds()).at(-1)!;
    expect((await other.get('/inbox/get', { last_post_id: ourOldest })).body).toMatchObject({
      code: 'not_found',
      field: 'last_post_id',
    });
    expect((await owner.get('/inbox/get', { last_post_id: 2_000_000_000 })).status).toBe(404);
    expect((await owner.get('/inbox/get', { last_post_id: ourOldest })).body.data).toMatchObject({
      count: 0,
      view_more: 0,
    });
    expect((await owner.get('/inbox/get', { timestamp: '2026-13-01 00:00:00' })).body).toMatchObject({
      code: 'invalid_parameter',
      field: 'timestamp',
    });
  });
});

describe('items, likes, retweets and threads', () => {
  it('answers one item by reply_id, and a foreign or mismatched one as unknown', async () => {
    const item = await firstOf(eq(inboxItems.workspaceId, Number(workspaceId)));
    const { body } = await owner.get('/inbox/getItem', { reply_id: item.id, channel_id: item.channelId });
    expect(body.data).toMatchObject({ post_id: String(item.id), text: item.text });
    expect((await other.get('/inbox/getItem', { reply_id: item.id, channel_id: item.channelId })).status).toBe(404);
    const elsewhere = item.channelId === ch[1] ? ch[2]! : ch[1]!;
    expect((await owner.get('/inbox/getItem', { reply_id: item.id, channel_id: elsewhere })).status).toBe(404);
  });

  it('lists who liked a post, with our own like marked, and who retweeted on X', async () => {
    const post = await firstOf(and(eq(inboxItems.channelId, ch[1]!), eq(inboxItems.postType, 'post')));
    await act(post, 'like', 1);
    const likes = (await owner.get('/inbox/likeInfo', { channel_type: 1, channel_id: ch[1]!, item_id: post.id })).body
      .data;
    expect(likes.filter((l: { current_user: number }) => l.current_user === 1)).toEqual([
      expect.objectContaining({ name: 'northwindcoffee', is_connected: 1, profile_id: expect.any(Number) }),
    ]);
    await act(post, 'retweet', 1);
    const retweets = (await owner.get('/inbox/retweetInfo', { channel_type: 1, channel_id: ch[1]!, item_id: post.id }))
      .body.data;
    expect(retweets).toContainEqual(
      expect.objectContaining({ screen_name: 'northwindcoffee', profile_id: `channel-${ch[1]}`, current_user: 1 }),
    );
    expect(
      (await owner.get('/inbox/retweetInfo', { channel_type: 4, channel_id: ch[1]!, item_id: post.id })).status,
    ).toBe(400);
    expect(
      (await owner.get('/inbox/likeInfo', { channel_type: 4, channel_id: ch[1]!, item_id: post.id })).body,
    ).toMatchObject({ code: 'invalid_parameter', field: 'channel_type' });
  });

  it('opens a deep thread at its latest replies and loads older ones on demand, without gaps', async () => {
    const [deep] = await t.db
      .select({ id: inboxItems.conversationId, channelId: inboxItems.channelId, n: sql<number>`count(*)::int` })
      .from(inboxItems)
      .where(eq(inboxItems.workspaceId, Number(workspaceId)))
      .groupBy(inboxItems.conversationId, inboxItems.channelId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    expect(deep!.n).toBeGreaterThan(40);
    const all = (
      await t.db
        .select({ id: inboxItems.id })
        .from(inboxItems)
        .where(eq(inboxItems.conversationId, deep!.id))
        .orderBy(asc(inboxItems.createdAt), asc(inboxItems.id))
    ).map((r) => String(r.id));
    const type = (await owner.get('/inbox/getItem', { reply_id: deep!.id, channel_id: deep!.channelId })).body.data
      .channel;
    const ref = { channel_id: deep!.channelId, channel_type: Number(type), post_id: deep!.id };
    const opened = (await owner.get('/inbox/conversation', ref)).body.data;
    expect(opened).toMatchObject({ view_more: 1, count: 21 });
    expect(opened.posts[0].post_id).toBe(String(deep!.id));
    let loaded: string[] = opened.posts.slice(1).map((p: Item) => p.post_id);
    let more = opened.view_more;
    while (more) {
      const page = (await owner.get('/inbox/moreConversation', { ...ref, last_comment_id: Number(loaded[0]) })).body
        .data;
      loaded = [...page.posts.map((p: Item) => p.post_id), ...loaded];
      more = page.view_more;
    }
    expect([String(deep!.id), ...loaded]).toEqual(all);
    const newer = (await owner.get('/inbox/moreConversation', { ...ref, last_comment_id: Number(all[1]), is_next: 1 }))
      .body.data;
    expect(newer.posts.map((p: Item) => p.post_id)).toEqual(all.slice(2, 22));
    const from = (await owner.get('/inbox/conversation', { ...ref, comment_id: Number(all[5]) })).body.data;
    expect(from.posts.map((p: Item) => p.post_id)).toEqual([all[0], ...all.slice(5, 25)]);
  });

  it('opens a direct-message conversation with is_message=1, and refuses it on a public item', async () => {
    const dm = await firstOf(
      and(
        eq(inboxItems.workspaceId, Number(workspaceId)),
        eq(inboxItems.isDirect, true),
        eq(inboxItems.byChannel, false),
      ),
    );
    const type = (await owner.get('/inbox/getItem', { reply_id: dm.id, channel_id: dm.channelId })).body.data.channel;
    const thread = (
      await owner.get('/inbox/conversation', {
        channel_id: dm.channelId,
        channel_type: Number(type),
        post_id: dm.id,
        is_message: 1,
      })
    ).body.data;
    expect(thread.posts.every((p: Item) => p.is_direct_post === '1')).toBe(true);
    const post = await firstOf(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.postType, 'post')));
    expect(
      (await owner.get('/inbox/conversation', { channel_id: ch[4]!, channel_type: 4, post_id: post.id, is_message: 1 }))
        .status,
    ).toBe(400);
  });
});

describe('inbox/action', () => {
  it('marks read and unread, archives and unarchives', async () => {
    const item = await firstOf(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.isUnread, true)));
    await act(item, 'read', 4);
    expect((await itemNow(item.id))!.isUnread).toBe(false);
    await act(item, 'unread', 4);
    expect((await itemNow(item.id))!.isUnread).toBe(true);
    await act(item, 'archive', 4);
    const archived = (await owner.get('/inbox/get', { is_archived: 1, channel_id: ch[4]! })).body.data.posts as Item[];
    expect(archived.map((p) => p.post_id)).toContain(String(item.id));
    await act(item, 'unarchive', 4);
    expect((await itemNow(item.id))!.isArchived).toBe(false);
  });

  it('likes and unlikes, and favorites on X', async () => {
    const li = await firstOf(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.byChannel, false)));
    await act(li, 'like', 4);
    expect((await owner.get('/inbox/getItem', { reply_id: li.id, channel_id: ch[4]! })).body.data).toMatchObject({
      is_liked: 1,
      is_actioned: 1,
      action_counter: 1,
    });
    await act(li, 'unlike', 4);
    expect((await itemNow(li.id))!.isLiked).toBe(false);
    const x = await firstOf(and(eq(inboxItems.channelId, ch[1]!), eq(inboxItems.byChannel, false)));
    await act(x, 'favorite', 1);
    expect((await itemNow(x.id))!.isLiked).toBe(true);
    await act(x, 'unfavorite', 1);
    expect((await itemNow(x.id))!.isLiked).toBe(false);
  });

  it('comments and replies into the thread, and deletes what it wrote', async () => {
    const item = await firstOf(
      and(eq(inboxItems.channelId, ch[2]!), eq(inboxItems.byChannel, false), eq(inboxItems.isDirect, false)),
    );
    expect((await act(item, 'comment', 2, { message: 'Thanks for stopping by!' })).status).toBe(200);
    const after = (await owner.get('/inbox/getItem', { reply_id: item.id, channel_id: ch[2]! })).body.data;
    expect(after.service_reply_id).not.toBe('');
    const written = (await itemNow(Number(after.service_reply_id)))!;
    expect(written).toMatchObject({
      text: 'Thanks for stopping by!',
      byChannel: true,
      postType: 'comment',
      conversationId: item.conversationId,
      parentId: item.id,
    });
    await act(item, 'reply', 2, { message: 'And see you soon.' });
    const thread = (await owner.get('/inbox/conversation', { channel_id: ch[2]!, channel_type: 2, post_id: item.id }))
      .body.data.posts as Item[];
    expect(thread.map((p) => p.text)).toEqual(expect.arrayContaining(['Thanks for stopping by!', 'And see you soon.']));
    expect(
      (
        await owner.post('/inbox/action', {
          post_id: written.id,
          channel_id: ch[2]!,
          channel_type: 2,
          action: 'delete',
        })
      ).status,
    ).toBe(200);
    expect(await itemNow(written.id)).toBeUndefined();
  });

  it('answers a direct message with dm_reply, and archives a whole conversation', async () => {
    const dm = await firstOf(
      and(eq(inboxItems.channelId, ch[2]!), eq(inboxItems.isDirect, true), eq(inboxItems.byChannel, false)),
    );
    await act(dm, 'dm_reply', 2, { message: 'We found it, it is at the counter.' });
    const reply = await firstOf(and(eq(inboxItems.conversationId, dm.conversationId), eq(inboxItems.byChannel, true)));
    expect(reply).toMatchObject({ postType: 'message', isDirect: true, text: 'We found it, it is at the counter.' });
    await act(dm, 'archive_conversation', 2);
    const thread = await t.db.select().from(inboxItems).where(eq(inboxItems.conversationId, dm.conversationId));
    expect(thread.every((i) => i.isArchived)).toBe(true);
  });

  it.each([
    ['retweet on LinkedIn', 4, 'retweet', {}, 400, 'action_not_supported'],
    ['a comment on X (it has replies)', 1, 'comment', { message: 'hi' }, 400, 'action_not_supported'],
    ['a like on Google Business Profile', 7, 'like', {}, 400, 'action_not_supported'],
    ['a reply without text', 4, 'reply', {}, 400, 'missing_parameter'],
    ['dm_reply on a public item', 4, 'dm_reply', { message: 'hi' }, 400, 'action_not_supported'],
    ['deleting what a person wrote', 4, 'delete', {}, 409, 'cannot_delete'],
    ['an action the interface does not have', 4, 'boost', {}, 400, 'invalid_parameter'],
  ] as const)('refuses %s, changing nothing', async (_label, type, action, extra, status, code) => {
    const item = await firstOf(
      and(eq(inboxItems.channelId, ch[type]!), eq(inboxItems.byChannel, false), eq(inboxItems.isDirect, false)),
    );
    const before = await t.db.select().from(inboxItems).orderBy(inboxItems.id);
    const reply = await act(item, action, type, extra);
    expect(reply).toMatchObject({ status, body: { status: 'error', code } });
    expect(await t.db.select().from(inboxItems).orderBy(inboxItems.id)).toEqual(before);
  });

  it('refuses a channel_type that is not the item’s network, and another workspace’s item', async () => {
    const item = await firstOf(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.byChannel, false)));
    expect((await act(item, 'read', 2)).body).toMatchObject({ code: 'invalid_parameter', field: 'channel_type' });
    const reply = await other.post('/inbox/action', {
      post_id: item.id,
      channel_id: ch[4]!,
      channel_type: 4,
      action: 'archive',
    });
    expect(reply.status).toBe(404);
    expect((await itemNow(item.id))!.isArchived).toBe(false);
  });
});

describe('retweet, deletePost, archive, deleteComment', () => {
  it('retweets to several channels with one result per channel', async () => {
    const item = await firstOf(and(eq(inboxItems.channelId, ch[1]!), eq(inboxItems.byChannel, false)));
    const { body } = await owner.post('/inbox/retweet', { channel_ids: `${ch[1]}_${ch[4]}`, post_id: item.id });
    expect(body.data).toEqual({
      [String(ch[1])]: { type: 1, status: 'success', message: 'retweeted' },
      [String(ch[4])]: { type: 4, status: 'error', message: 'not_supported' },
    });
    const again = (await owner.post('/inbox/retweet', { channel_ids: String(ch[1]), post_id: item.id })).body.data;
    expect(again[String(ch[1])]).toMatchObject({ status: 'error', message: 'already_retweeted' });
    expect((await owner.post('/inbox/retweet', { channel_ids: '999999', post_id: item.id })).status).toBe(404);
  });

  it('deletes a post the channel published, with its thread, and nothing else', async () => {
    const post = await firstOf(and(eq(inboxItems.channelId, ch[2]!), eq(inboxItems.postType, 'post')));
    // Facebook brings no mentions: a person's message is what the channel did not publish.
    const message = await firstOf(
      and(eq(inboxItems.channelId, ch[2]!), eq(inboxItems.postType, 'message'), eq(inboxItems.byChannel, false)),
    );
    expect((await owner.delete('/inbox/deletePost', { channel_id: ch[2]!, post_id: message.id })).status).toBe(409);
    expect((await owner.delete('/inbox/deletePost', { channel_id: ch[2]!, post_id: post.id })).body).toEqual({
      status: 'success',
    });
    expect(await t.db.select().from(inboxItems).where(eq(inboxItems.conversationId, post.id))).toEqual([]);
    expect(await itemNow(message.id)).toBeDefined();
  });

  it('lets owners and admins delete what the channel published on the network, not collaborators', async () => {
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const post = await firstOf(and(eq(inboxItems.channelId, ch[2]!), eq(inboxItems.postType, 'post')));
    const refused = await collab.delete('/inbox/deletePost', { channel_id: ch[2]!, post_id: post.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      status: 'error',
      code: 'forbidden',
      message: 'Only owners and admins can delete what a channel published on its network (posts, comments, messages).',
    });
    expect(await itemNow(post.id)).toBeDefined();

    // The channel's comments and messages likewise, by either way of deleting them.
    const item = await firstOf(
      and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.byChannel, false), eq(inboxItems.isDirect, false)),
    );
    expect(
      (
        await collab.post('/inbox/action', {
          post_id: item.id,
          channel_id: ch[4]!,
          channel_type: 4,
          action: 'comment',
          message: 'On it!',
        })
      ).status,
    ).toBe(200);
    const comment = Number((await itemNow(item.id))!.serviceReplyId);
    const byCollab = { post_id: comment, channel_id: ch[4]!, channel_type: 4 };
    expect((await collab.delete('/inbox/deleteComment', byCollab)).status).toBe(403);
    expect((await collab.post('/inbox/action', { ...byCollab, action: 'delete' })).status).toBe(403);
    expect(await itemNow(comment)).toBeDefined();

    expect((await owner.delete('/inbox/deletePost', { channel_id: ch[2]!, post_id: post.id })).status).toBe(200);
    expect((await owner.post('/inbox/action', { ...byCollab, action: 'delete' })).status).toBe(200);
    expect(await itemNow(comment)).toBeUndefined();
  });

  it('archives every item of a channel, or of every channel', async () => {
    const { body } = await owner.post('/inbox/archive', { channel_id: ch[6]! });
    expect(body.data).toMatch(/^Archived \d+ items?\.$/);
    expect((await owner.get('/inbox/get', { channel_id: ch[6]! })).body.data.count).toBe(0);
    expect((await owner.get('/inbox/get', { channel_id: ch[7]! })).body.data.count).toBeGreaterThan(0);
    await owner.post('/inbox/archive');
    expect((await owner.get('/inbox/get')).body.data).toMatchObject({ count: 0, active: 0 });
    expect((await other.get('/inbox/get')).body.data.count).toBeGreaterThan(0);
  });

  it('deletes a comment the channel wrote, answering its ids as strings', async () => {
    const item = await firstOf(
      and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.byChannel, false), eq(inboxItems.isDirect, false)),
    );
    await act(item, 'comment', 4, { message: 'Noted!' });
    const mine = Number((await itemNow(item.id))!.serviceReplyId);
    const { body } = await owner.delete('/inbox/deleteComment', { channel_id: ch[4]!, channel_type: 4, post_id: mine });
    expect(body.data).toEqual({
      account_id: String(workspaceId),
      post_id: String(mine),
      channel_id: String(ch[4]),
      type: 'comment',
    });
    expect(
      (await owner.delete('/inbox/deleteComment', { channel_id: ch[4]!, channel_type: 4, post_id: item.id })).status,
    ).toBe(409);
    expect((await itemNow(item.id))!.serviceReplyId).toBe('');
  });
});

describe('a published post', () => {
  it('appears in its channel’s inbox as the channel’s own post, once', async () => {
    await owner.post('/posts/create', { channel_ids: String(ch[4]), message: 'Fresh from the roaster', share_now: 1 });
    const posts = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.text, 'Fresh from the roaster')));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ postType: 'post', byChannel: true });
    expect((await owner.get('/inbox/get', { channel_id: ch[4]! })).body.data.posts[0]).toMatchObject({
      text: 'Fresh from the roaster',
      post_type: 'post',
    });
  });
});

describe('inbox reactions', () => {
  it('are kept per item', async () => {
    expect((await t.db.select().from(inboxReactions)).length).toBeGreaterThan(0);
  });
});

describe('the unread count', () => {
  it('stays exact through reading, archiving, answering, deleting and new items, for every filter', async () => {
    const counted = async (archived: boolean, channelId?: number) => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inboxItems)
        .where(
          and(
            eq(inboxItems.workspaceId, Number(workspaceId)),
            eq(inboxItems.isArchived, archived),
            listed,
            eq(inboxItems.isUnread, true),
            channelId === undefined ? undefined : eq(inboxItems.channelId, channelId),
          ),
        );
      return row!.n;
    };
    const unreadItems = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.channelId, ch[4]!), eq(inboxItems.isUnread, true)))
      .limit(4);
    await act(unreadItems[0]!, 'read', 4);
    await act(unreadItems[1]!, 'archive', 4);
    await act(unreadItems[2]!, 'comment', 4, { message: 'Thanks!' });
    await owner.post('/inbox/archive', { channel_id: ch[6]! });
    await owner.delete('/inbox/deletePost', {
      channel_id: ch[2]!,
      post_id: (await firstOf(and(eq(inboxItems.channelId, ch[2]!), eq(inboxItems.postType, 'post'))))!.id,
    });
    const rng = random(17);
    for (let i = 0; i < 15; i++) await simulateOnce(t.deps, rng);
    for (const [archived, channelId] of [
      [false, undefined],
      [true, undefined],
      [false, ch[4]],
      [true, ch[6]],
      [false, ch[2]],
    ] as const) {
      const params = { ...(archived ? { is_archived: 1 } : {}), ...(channelId ? { channel_id: channelId } : {}) };
      expect((await owner.get('/inbox/get', params)).body.data.active, JSON.stringify(params)).toBe(
        await counted(archived, channelId),
      );
    }
  });
});
