// Every filter of the inbox without a search (issue 35, decision 040): unanswered and type beside unread, channel,
// author, archived, a label and the assignee views, combined, each page exactly what the database holds.
import { and, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, users } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
let ch: Record<number, number>;
let workspaceId: number;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  ch = await demoChannels(owner);
  workspaceId = Number((await owner.get('/account/get')).body.data.workspace.workspace_id);
});
afterEach(() => t.close());

type Params = Record<string, string | number>;
const listed = or(eq(inboxItems.byChannel, false), eq(inboxItems.postType, 'post'));
const unanswered = and(isNull(inboxItems.answeredAt), eq(inboxItems.byChannel, false), ne(inboxItems.postType, 'post'));
const TYPES = {
  comment: inArray(inboxItems.postType, ['comment', 'reply']),
  mention: eq(inboxItems.postType, 'mention'),
  message: eq(inboxItems.postType, 'message'),
  post: eq(inboxItems.postType, 'post'),
};

/** What the list should hold under a filter, newest first, and how many of them are unread, from the database. */
async function expected(where: SQL | undefined, archived = false) {
  const rows = await t.db
    .select({ id: inboxItems.id, unread: inboxItems.isUnread })
    .from(inboxItems)
    .where(and(eq(inboxItems.workspaceId, workspaceId), eq(inboxItems.isArchived, archived), listed, where))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id));
  return { ids: rows.map((r) => String(r.id)), unread: rows.filter((r) => r.unread).length };
}

/** Every page of the list under a filter, walked with last_post_id; the unread count of the first page. */
async function walk(params: Params) {
  const seen: string[] = [];
  let page = (await owner.get('/inbox/get', params)).body.data;
  const active = page.active as number;
  for (let guard = 0; guard < 200; guard++) {
    seen.push(...page.posts.map((p: { post_id: string }) => p.post_id));
    if (!page.view_more) break;
    page = (await owner.get('/inbox/get', { ...params, last_post_id: Number(seen.at(-1)) })).body.data;
  }
  return { ids: seen, unread: active };
}

describe('GET /inbox/get without a search', () => {
  it('lists everything not answered yet, and nothing answered', async () => {
    const want = await expected(unanswered);
    // The demo has both, or this checks nothing.
    expect(want.ids.length).toBeGreaterThan(0);
    expect(want.ids.length).toBeLessThan((await expected(undefined)).ids.length);
    expect(await walk({ unanswered: 1 })).toEqual(want);
    // unanswered=0 is the whole list, as before.
    expect((await walk({ unanswered: 0 })).ids).toEqual((await expected(undefined)).ids);
  });

  it('narrows to each type, as the search’s type filter names them', async () => {
    for (const [type, where] of Object.entries(TYPES)) {
      const want = await expected(where);
      expect(want.ids.length, type).toBeGreaterThan(0);
      expect(await walk({ type }), type).toEqual(want);
    }
  });

  it('combines them with unread, channel, author and archived', async () => {
    const linkedin = ch[4]!;
    const combos: [Params, SQL | undefined, boolean][] = [
      [{ unanswered: 1, type: 'comment' }, and(unanswered, TYPES.comment), false],
      [{ unanswered: 1, is_unread: 1 }, and(unanswered, eq(inboxItems.isUnread, true)), false],
      [{ type: 'message', channel_id: linkedin }, and(TYPES.message, eq(inboxItems.channelId, linkedin)), false],
      [
        { unanswered: 1, type: 'comment', channel_id: linkedin, is_unread: 1 },
        and(unanswered, TYPES.comment, eq(inboxItems.channelId, linkedin), eq(inboxItems.isUnread, true)),
        false,
      ],
    ];
    // An author with several items of theirs.
    const [author] = await t.db
      .select({ authorId: inboxItems.authorId })
      .from(inboxItems)
      .where(and(eq(inboxItems.workspaceId, workspaceId), eq(inboxItems.byChannel, false)))
      .limit(1);
    combos.push([
      { unanswered: 1, filter_by_user_id: author!.authorId },
      and(unanswered, eq(inboxItems.authorId, author!.authorId)),
      false,
    ]);
    // Archive a few comments, so that the archived list has some to filter.
    const some = (await expected(TYPES.comment)).ids.slice(0, 5).map(Number);
    await t.db.update(inboxItems).set({ isArchived: true }).where(inArray(inboxItems.id, some));
    combos.push([{ is_archived: 1, type: 'comment', unanswered: 1 }, and(TYPES.comment, unanswered), true]);
    for (const [params, where, archived] of combos) {
      const want = await expected(where, archived);
      expect(await walk(params), JSON.stringify(params)).toEqual(want);
    }
  });

  it('combines a label and an assignee view with every other filter', async () => {
    const label = Number(
      (await owner.post('/labels/create', { name: 'Combined', color: '#2f80ed' })).body.data.label_id,
    );
    const [ownerRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.owner));
    const newest = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.workspaceId, workspaceId), eq(inboxItems.isArchived, false), listed))
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
      .limit(40);
    for (const [i, item] of newest.entries()) {
      const where = { post_id: item.id, channel_id: item.channelId };
      if (i % 2 === 0) expect((await owner.post('/inbox/label', { ...where, label_ids: label })).status).toBe(200);
      if (i % 3 === 0)
        expect((await owner.post('/inbox/assign', { ...where, assignee_id: ownerRow!.id })).status).toBe(200);
    }
    const labelled = inArray(
      inboxItems.id,
      newest.filter((_, i) => i % 2 === 0).map((item) => item.id),
    );
    const mine = eq(inboxItems.assigneeId, ownerRow!.id);
    const nobody = isNull(inboxItems.assigneeId);
    const unread = eq(inboxItems.isUnread, true);
    const linkedin = ch[4]!;
    const combos: [Params, SQL | undefined][] = [
      [{ label_id: label, assignee: 'me' }, and(labelled, mine)],
      [{ label_id: label, assignee: 'none', is_unread: 1 }, and(labelled, nobody, unread)],
      [{ label_id: label, unanswered: 1, type: 'comment' }, and(labelled, unanswered, TYPES.comment)],
      [{ assignee: 'me', unanswered: 1, is_unread: 1 }, and(mine, unanswered, unread)],
      [
        { assignee: 'none', type: 'message', channel_id: linkedin },
        and(nobody, TYPES.message, eq(inboxItems.channelId, linkedin)),
      ],
      [
        { label_id: label, assignee: ownerRow!.id, channel_id: linkedin, unanswered: 1, type: 'comment', is_unread: 1 },
        and(labelled, mine, eq(inboxItems.channelId, linkedin), unanswered, TYPES.comment, unread),
      ],
    ];
    const [author] = newest.filter((item) => !item.byChannel);
    combos.push([
      { label_id: label, assignee: 'none', filter_by_user_id: author!.authorId },
      and(labelled, nobody, eq(inboxItems.authorId, author!.authorId)),
    ]);
    for (const [params, where] of combos) {
      const want = await expected(where);
      expect(await walk(params), JSON.stringify(params)).toEqual(want);
    }
    // The demo gives most of them something to list, or this checks little.
    const listedSome = await Promise.all(combos.map(async ([, where]) => (await expected(where)).ids.length > 0));
    expect(listedSome.filter(Boolean).length).toBeGreaterThanOrEqual(4);
  });

  it('takes an answered item out of the unanswered list at once (the kept answer is dropped)', async () => {
    const first = (await owner.get('/inbox/get', { unanswered: 1, type: 'comment' })).body.data.posts[0];
    const [channel] = await t.db
      .select()
      .from(channels)
      .where(eq(channels.id, Number(first.channel_id)));
    const answered = await owner.post('/inbox/action', {
      post_id: first.post_id,
      channel_id: first.channel_id,
      channel_type: channel!.channelType,
      action: 'reply',
      message: 'Thanks, we are on it.',
    });
    expect(answered.status).toBe(200);
    const after = (await walk({ unanswered: 1, type: 'comment' })).ids;
    expect(after).not.toContain(first.post_id);
    expect((await walk({ type: 'comment' })).ids).toContain(first.post_id);
  });

  it('refuses values it does not know, with the error body', async () => {
    for (const params of [{ type: 'dm' }, { type: 'Comment' }, { unanswered: 2 }, { unanswered: 'yes' }] as Params[]) {
      const reply = await owner.get('/inbox/get', params);
      expect(reply.status, JSON.stringify(params)).toBe(400);
      expect(reply.body).toMatchObject({ status: 'error', field: Object.keys(params)[0] });
    }
  });
});
