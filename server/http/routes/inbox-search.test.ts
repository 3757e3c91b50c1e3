import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, users, type PostType } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

// Facebook: comments and messages both arrive there.
const FACEBOOK = 2;
let t: TestApp;
let owner: ApiClient;
let other: ApiClient;
let ch: Record<number, number>;
let workspaceId: number;
let otherWorkspaceId: number;
let otherChannelId: number;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  ch = await demoChannels(owner);
  workspaceId = Number((await owner.get('/account/get')).body.data.workspace.workspace_id);
  otherWorkspaceId = Number((await other.get('/account/get')).body.data.workspace.workspace_id);
  const [theirs] = await t.db.select().from(channels).where(eq(channels.workspaceId, otherWorkspaceId)).limit(1);
  otherChannelId = theirs!.id;
});
afterEach(() => t.close());

/** The owner's action on an item of the Facebook page, with the message an answer takes. */
const actOn = (item: typeof inboxItems.$inferSelect, action: string) =>
  owner.post('/inbox/action', {
    post_id: item.id,
    channel_id: item.channelId,
    channel_type: FACEBOOK,
    action,
    message: 'Thanks, answered!',
  });

let made = 0;
/** An inbox item of someone else, on the demo's LinkedIn channel unless told, at its own second. */
async function addItem(
  fields: Partial<typeof inboxItems.$inferInsert> & { text: string },
): Promise<typeof inboxItems.$inferSelect> {
  made += 1;
  const postType: PostType = fields.postType ?? 'comment';
  const [row] = await t.db
    .insert(inboxItems)
    .values({
      workspaceId,
      channelId: ch[FACEBOOK]!,
      networkId: `sbx-search-${made}`,
      postType,
      conversationId: 0,
      isDirect: postType === 'message',
      authorId: `person-${made}`,
      authorName: 'Robin Fairweather',
      permalink: `https://sandbox.social/facebook/search-${made}`,
      createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, made)),
      ...fields,
    })
    .returning();
  if (fields.conversationId) return row!;
  const [rooted] = await t.db
    .update(inboxItems)
    .set({ conversationId: row!.id })
    .where(eq(inboxItems.id, row!.id))
    .returning();
  return rooted!;
}

type Item = { post_id: string; post_type: string; [k: string]: unknown };
const ids = (body: { data: { posts: Item[] } }) => body.data.posts.map((p) => p.post_id);
const search = (api: ApiClient, params: Record<string, string | number>) => api.get('/inbox/search', params);

describe('inbox/search', () => {
  it('finds items by words of their text and of their author’s name, the last word also as the start of one', async () => {
    const pastry = await addItem({ text: 'Les kouignettes du samedi sont délicieuses!' });
    const byName = await addItem({ text: 'Is the roastery open on Sunday?', authorName: 'Zoë Quintana' });
    for (const [q, expected] of [
      ['kouignettes', [pastry]],
      ['KOUIGNETTES samedi', [pastry]],
      ['kouign', [pastry]],
      ['samedi délic', [pastry]],
      ['quintana', [byName]],
      ['zoë roastery', [byName]],
      ['"open on sunday"', [byName]],
      ['roastery -sunday', []],
      ['kouignettes or quintana', [pastry, byName]],
    ] as const) {
      const { status, body } = await search(owner, { q });
      expect(status, q).toBe(200);
      expect(new Set(ids(body)), q).toEqual(new Set(expected.map((i) => String(i.id))));
    }
    const { body } = await search(owner, { q: 'kouign' });
    expect(body.data).toMatchObject({ count: 1, limit: 20, view_more: 0, total: 1, active: 1, terms: ['kouign'] });
    // Only the last word is a prefix: "kouignette" is not a word of the text.
    expect((await search(owner, { q: 'kouignette samedi' })).body.data.posts).toEqual([]);
  });

  it('answers each item exactly as inbox/get does', async () => {
    const item = await addItem({ text: 'A very particular wombat latte', createdAt: new Date() });
    const found = (await search(owner, { q: 'wombat' })).body.data.posts[0];
    const listed = (await owner.get('/inbox/get')).body.data.posts.find((p: Item) => p.post_id === String(item.id));
    expect(listed).toBeDefined();
    expect(found).toEqual(listed);
  });

  it('ranks better matches first, then newer ones', async () => {
    const once = await addItem({ text: 'one mocha please', createdAt: new Date(Date.UTC(2026, 10, 5)) });
    const thrice = await addItem({ text: 'mocha mocha mocha!', createdAt: new Date(Date.UTC(2026, 10, 1)) });
    const onceNewer = await addItem({ text: 'a mocha for me too', createdAt: new Date(Date.UTC(2026, 10, 6)) });
    expect(ids((await search(owner, { q: 'mocha' })).body)).toEqual([thrice, onceNewer, once].map((i) => String(i.id)));
  });

  it('narrows to comments (with replies), mentions, direct messages or the channels’ own posts', async () => {
    const comment = await addItem({ text: 'zyzzyva comment', postType: 'comment' });
    const reply = await addItem({ text: 'zyzzyva reply', postType: 'reply', parentId: comment.id });
    const mention = await addItem({ text: 'zyzzyva mention', postType: 'mention' });
    const message = await addItem({ text: 'zyzzyva message', postType: 'message' });
    const post = await addItem({ text: 'zyzzyva post', postType: 'post', byChannel: true });
    const expected = { comment: [comment, reply], mention: [mention], message: [message], post: [post] };
    for (const [type, items] of Object.entries(expected)) {
      const { body } = await search(owner, { q: 'zyzzyva', type });
      expect(new Set(ids(body)), type).toEqual(new Set(items.map((i) => String(i.id))));
    }
    expect((await search(owner, { q: 'zyzzyva' })).body.data.total).toBe(5);
  });

  it('with unanswered=1 leaves out what a channel of ours has answered', async () => {
    const comment = await addItem({ text: 'quokka question one' });
    const other = await addItem({ text: 'quokka question two', conversationId: comment.conversationId });
    const dm = await addItem({ text: 'quokka by message', postType: 'message' });
    const own = await addItem({ text: 'quokka news', postType: 'post', byChannel: true });
    const unanswered = async () => new Set(ids((await search(owner, { q: 'quokka', unanswered: 1 })).body));
    expect(await unanswered()).toEqual(new Set([comment, other, dm].map((i) => String(i.id))));
    expect((await actOn(comment, 'reply')).status).toBe(200);
    // Our answer to the first question answers that one only, not its neighbour in the thread.
    expect(await unanswered()).toEqual(new Set([other, dm].map((i) => String(i.id))));
    expect((await actOn(dm, 'dm_reply')).status).toBe(200);
    expect(await unanswered()).toEqual(new Set([String(other.id)]));
    // Still found without the filter; our own replies are not listed (as in inbox/get).
    expect(new Set(ids((await search(owner, { q: 'quokka' })).body))).toEqual(
      new Set([comment, other, dm, own].map((i) => String(i.id))),
    );
    // A message of theirs after our answer is unanswered again.
    const later = await addItem({
      text: 'quokka follow-up',
      postType: 'message',
      conversationId: dm.conversationId,
      createdAt: new Date(Date.now() + 60_000),
    });
    expect(await unanswered()).toEqual(new Set([String(other.id), String(later.id)]));
  });

  it('with unanswered=1 leaves out an item once answered, as inbox/get does, even when our answer is deleted', async () => {
    const comment = await addItem({ text: 'wallaby question' });
    expect((await actOn(comment, 'reply')).status).toBe(200);
    const [reply] = await t.db.select().from(inboxItems).where(eq(inboxItems.parentId, comment.id));
    expect((await actOn(reply!, 'delete')).status).toBe(200);
    // The reply is gone from the thread; the question was answered all the same (its first response time stays).
    expect(await t.db.select().from(inboxItems).where(eq(inboxItems.parentId, comment.id))).toEqual([]);
    const listed = async (params: Record<string, string | number>) =>
      ids((await owner.get('/inbox/get', { filter_by_user_id: comment.authorId, ...params })).body);
    expect(await listed({})).toEqual([String(comment.id)]);
    expect(await listed({ unanswered: 1 })).toEqual([]);
    expect(ids((await search(owner, { q: 'wallaby' })).body)).toEqual([String(comment.id)]);
    expect(ids((await search(owner, { q: 'wallaby', unanswered: 1 })).body)).toEqual([]);
  });

  it('searches one channel, and archived items only when asked', async () => {
    const here = await addItem({ text: 'platypus here' });
    const there = await addItem({ text: 'platypus there', channelId: ch[4]! });
    const archived = await addItem({ text: 'platypus archived', isArchived: true });
    expect(ids((await search(owner, { q: 'platypus', channel_id: ch[4]! })).body)).toEqual([String(there.id)]);
    expect(new Set(ids((await search(owner, { q: 'platypus' })).body))).toEqual(
      new Set([String(here.id), String(there.id)]),
    );
    expect(ids((await search(owner, { q: 'platypus', is_archived: 1 })).body)).toEqual([String(archived.id)]);
  });

  it('never shows another workspace’s items, and treats its ids as unknown', async () => {
    const mine = await addItem({ text: 'narwhal in the demo' });
    const theirs = await addItem({
      text: 'narwhal at the bookshop',
      workspaceId: otherWorkspaceId,
      channelId: otherChannelId,
    });
    expect(ids((await search(owner, { q: 'narwhal' })).body)).toEqual([String(mine.id)]);
    expect(ids((await search(other, { q: 'narwhal' })).body)).toEqual([String(theirs.id)]);
    const foreignChannel = await search(owner, { q: 'narwhal', channel_id: otherChannelId });
    expect(foreignChannel.status).toBe(404);
    expect(foreignChannel.body).toMatchObject({ status: 'error', code: 'not_found', field: 'channel_id' });
    const foreignCursor = await search(owner, { q: 'narwhal', last_post_id: theirs.id });
    expect(foreignCursor.status).toBe(404);
    expect(foreignCursor.body).toMatchObject({ status: 'error', code: 'not_found', field: 'last_post_id' });
  });

  it('pages 20 at a time after the last item, with neither repeats nor gaps among equal matches', async () => {
    const same = new Date(Date.UTC(2026, 10, 2, 9, 0, 0));
    const items = [];
    for (let i = 0; i < 45; i++) items.push(await addItem({ text: `capybara number ${i}`, createdAt: same }));
    const seen: string[] = [];
    let page = (await search(owner, { q: 'capybara' })).body.data;
    expect(page).toMatchObject({ count: 20, view_more: 1, total: 45 });
    seen.push(...page.posts.map((p: Item) => p.post_id));
    while (page.view_more) {
      page = (await search(owner, { q: 'capybara', last_post_id: Number(seen.at(-1)) })).body.data;
      seen.push(...page.posts.map((p: Item) => p.post_id));
    }
    expect(page.count).toBe(5);
    expect(seen).toHaveLength(45);
    expect(new Set(seen)).toEqual(new Set(items.map((i) => String(i.id))));
    // Equal rank and time: newest id first.
    expect(seen).toEqual(items.map((i) => String(i.id)).reverse());
  });

  it('refuses a missing, blank or overlong query and unknown types with the error body; odd text is no error', async () => {
    for (const [params, code] of [
      [{}, 'missing_parameter'],
      [{ q: '   ' }, 'invalid_parameter'],
      [{ q: 'x'.repeat(201) }, 'invalid_parameter'],
      [{ q: 'coffee', type: 'tweet' }, 'invalid_parameter'],
      [{ q: 'coffee', unanswered: 2 }, 'invalid_parameter'],
    ] as const) {
      const { status, body } = await search(owner, params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body).toEqual({
        status: 'error',
        code,
        message: expect.any(String),
        field: Object.keys(params).at(-1) ?? 'q',
      });
    }
    expect((await search(owner, { q: 'x'.repeat(200) })).status).toBe(200);
    for (const q of ['"unclosed', "it's", 'a & b | !c', ':*', '-', 'or', '(coffee', '\\', "'':*", '😀', 'crois:*'])
      expect((await search(owner, { q })).status, q).toBe(200);
  });

  it('narrows to unread items, a label and an assignee view, each combined with the others', async () => {
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const idOf = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [ownerId, collabId] = [await idOf(DEMO.owner), await idOf(DEMO.collab)];
    const label = Number((await owner.post('/labels/create', { name: 'Wombat', color: '#2f80ed' })).body.data.label_id);
    // Each its own unit of work (a top comment), so that each is assigned alone.
    const mineRead = await addItem({ text: 'wombat mine read', isUnread: false });
    const mineUnread = await addItem({ text: 'wombat mine unread', isUnread: true });
    const theirsLabelled = await addItem({ text: 'wombat theirs labelled', isUnread: true });
    const nobodys = await addItem({ text: 'wombat nobody', isUnread: true });
    const nobodysLabelled = await addItem({ text: 'wombat nobody labelled', isUnread: false });
    const assign = async (item: typeof mineRead, assigneeId: number) =>
      expect(
        (await owner.post('/inbox/assign', { post_id: item.id, channel_id: item.channelId, assignee_id: assigneeId }))
          .status,
      ).toBe(200);
    await assign(mineRead, ownerId);
    await assign(mineUnread, ownerId);
    await assign(theirsLabelled, collabId);
    for (const item of [mineUnread, theirsLabelled, nobodysLabelled])
      expect(
        (await collab.post('/inbox/label', { post_id: item.id, channel_id: item.channelId, label_ids: label })).status,
      ).toBe(200);
    const found = async (api: ApiClient, params: Record<string, string | number>) => {
      const { status, body } = await search(api, { q: 'wombat', ...params });
      expect(status, JSON.stringify(params)).toBe(200);
      return new Set(ids(body));
    };
    const these = (...items: (typeof mineRead)[]) => new Set(items.map((i) => String(i.id)));
    expect(await found(owner, { is_unread: 1 })).toEqual(these(mineUnread, theirsLabelled, nobodys));
    expect(await found(owner, { label_id: label })).toEqual(these(mineUnread, theirsLabelled, nobodysLabelled));
    expect(await found(owner, { assignee: 'me' })).toEqual(these(mineRead, mineUnread));
    expect(await found(owner, { assignee: 'none' })).toEqual(these(nobodys, nobodysLabelled));
    expect(await found(owner, { assignee: collabId })).toEqual(these(theirsLabelled));
    // A collaborator searches too: "me" is the caller.
    expect(await found(collab, { assignee: 'me' })).toEqual(these(theirsLabelled));
    expect(await found(collab, { assignee: 'me', label_id: label, is_unread: 1 })).toEqual(these(theirsLabelled));
    expect(await found(owner, { assignee: 'me', label_id: label })).toEqual(these(mineUnread));
    expect(await found(owner, { assignee: 'none', label_id: label, is_unread: 1 })).toEqual(these());
    expect(await found(owner, { assignee: 'none', is_unread: 1, type: 'comment', unanswered: 1 })).toEqual(
      these(nobodys),
    );
    expect(await found(owner, { label_id: label, channel_id: ch[4]! })).toEqual(these());
    // The counts are the filter's too.
    const { body } = await search(owner, { q: 'wombat', label_id: label, is_unread: 1 });
    expect(body.data).toMatchObject({ total: 2, active: 2 });
  });

  it('treats another workspace’s label or member as unknown, and refuses what is not a view', async () => {
    await addItem({ text: 'quokka' });
    const theirLabel = (await other.post('/labels/create', { name: 'Theirs', color: '#000000' })).body.data.label_id;
    const [stranger] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.other));
    for (const [params, field] of [
      [{ label_id: Number(theirLabel) }, 'label_id'],
      [{ label_id: 999_999 }, 'label_id'],
      [{ assignee: stranger!.id }, 'assignee'],
    ] as const) {
      const { status, body } = await search(owner, { q: 'quokka', ...params });
      expect(status, JSON.stringify(params)).toBe(404);
      expect(body).toMatchObject({ status: 'error', code: 'not_found', field });
    }
    for (const params of [
      { label_id: 0 },
      { label_id: 'red' },
      { assignee: 'everyone' },
      { assignee: 0 },
      { assignee: '-3' },
      { is_unread: 2 },
    ] as Record<string, string | number>[]) {
      const { status, body } = await search(owner, { q: 'quokka', ...params });
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body).toMatchObject({ status: 'error', code: 'invalid_parameter', field: Object.keys(params)[0] });
    }
  });
});
