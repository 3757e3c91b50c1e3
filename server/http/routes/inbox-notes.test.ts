import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxItems, inboxMentions, inboxNotes, memberships, users } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { openEventStream } from '../../testing/event-stream.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const LINKEDIN = 4;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let ch: Record<number, number>;
let clock: number;

beforeEach(async () => {
  // Later than every seeded item: what is written now comes last in its thread.
  clock = Date.now() + 3_600_000;
  t = await createTestApp({ now: () => new Date(clock) });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  ch = await demoChannels(owner);
});
afterEach(() => t.close());

type Row = typeof inboxItems.$inferSelect;
type Shown = { post_id: string; is_note: number; [k: string]: unknown };

/** An incoming item of the demo's: a comment on its LinkedIn channel, or a direct message of any channel. */
async function incoming(direct = false): Promise<Row> {
  const [row] = await t.db
    .select()
    .from(inboxItems)
    .where(
      and(
        direct ? inArray(inboxItems.channelId, Object.values(ch)) : eq(inboxItems.channelId, ch[LINKEDIN]!),
        eq(inboxItems.byChannel, false),
        eq(inboxItems.isDirect, direct),
        eq(inboxItems.postType, direct ? 'message' : 'comment'),
      ),
    )
    .orderBy(desc(inboxItems.createdAt))
    .limit(1);
  return row!;
}
const typeOf = (item: Row) => Number(Object.entries(ch).find(([, id]) => id === item.channelId)![0]);

const note = (api: ApiClient, item: Row, message: string) =>
  api.post('/inbox/note', { post_id: item.id, channel_id: item.channelId, message });
const conversation = async (api: ApiClient, item: Row): Promise<Shown[]> =>
  (
    await api.get('/inbox/conversation', {
      post_id: item.id,
      channel_id: item.channelId,
      channel_type: typeOf(item),
      is_message: item.isDirect ? 1 : undefined,
    })
  ).body.data.posts;
const notesCount = async () => (await t.db.select({ n: count() }).from(inboxNotes))[0]!.n;
const mentionsCount = async () => (await t.db.select({ n: count() }).from(inboxMentions))[0]!.n;
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('inbox/note', () => {
  it('writes a note that the conversation lists among its items, in time order, by its author', async () => {
    const item = await incoming();
    const written = await collab.post('/inbox/note', {
      post_id: item.id,
      channel_id: item.channelId,
      message: '  Refund already sent on Monday.  ',
    });
    expect(written.status).toBe(200);
    expect(written.body).toEqual({
      status: 'success',
      data: { note_id: expect.stringMatching(/^\d+$/), mentioned: [] },
    });
    const noteId = written.body.data.note_id as string;

    clock += 1000;
    const replied = await owner.post('/inbox/action', {
      post_id: item.id,
      channel_id: item.channelId,
      channel_type: LINKEDIN,
      action: 'reply',
      message: 'We refunded you on Monday.',
    });
    expect(replied.status).toBe(200);

    const posts = await conversation(owner, item);
    const tail = posts.slice(-2);
    expect(tail.map((p) => p.is_note)).toEqual([1, 0]);
    expect(tail[1]!.text).toBe('We refunded you on Monday.');
    const shown = tail[0]!;
    const sam = await userId(DEMO.collab);
    expect(shown).toMatchObject({
      post_id: noteId,
      reply_id: noteId,
      text: 'Refund already sent on Monday.',
      user_name: 'Sam Rivera',
      user_id: `member-${sam}`,
      user_picture: '/avatars/user-2.svg',
      parent_id: String(item.id),
      get_conversation_id: String(item.conversationId),
      channel_id: String(item.channelId),
      channel: String(LINKEDIN),
      post_type: 'reply',
      is_direct_post: '0',
      is_unread: '0',
      is_actionable: 0,
      can_delete: 0,
      is_note: 1,
    });
    // Never sent: the note is no inbox item, and the sandbox network has nothing of it.
    expect(
      await t.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.id, Number(noteId))),
    ).toEqual([]);
  });

  it('keeps notes out of the inbox list and its unread counts', async () => {
    const item = await incoming();
    const before = (await owner.get('/inbox/get')).body.data;
    const { body } = await note(owner, item, 'Looks like a sales lead');
    const after = (await owner.get('/inbox/get')).body.data;
    expect(after.active).toBe(before.active);
    expect(after.posts.map((p: Shown) => p.post_id)).toEqual(before.posts.map((p: Shown) => p.post_id));
    expect(after.posts.map((p: Shown) => p.post_id)).not.toContain(body.data.note_id);
  });

  it('refreshes a conversation already kept in the answer cache', async () => {
    const item = await incoming();
    const first = await conversation(owner, item);
    expect(first.some((p) => p.is_note === 1)).toBe(false);
    await note(collab, item, 'I am on it');
    const again = await conversation(owner, item);
    expect(again.at(-1)).toMatchObject({ is_note: 1, text: 'I am on it' });
  });

  it('keeps the inbox list’s kept answer: a note changes no item of it', async () => {
    const item = await incoming();
    const listed = (await owner.get('/inbox/get')).body.data.posts[0] as Shown;
    // Changed behind the service's back: the list shows it again only once its kept answer is dropped.
    await t.db
      .update(inboxItems)
      .set({ text: 'changed behind its back' })
      .where(eq(inboxItems.id, Number(listed.post_id)));
    const { body } = await note(owner, item, 'No list changes for this');
    expect((await owner.get('/inbox/get')).body.data.posts[0]).toMatchObject({ text: listed.text });
    expect((await conversation(owner, item)).at(-1)).toMatchObject({ is_note: 1, text: 'No list changes for this' });
    expect((await owner.post('/inbox/note/delete', { note_id: Number(body.data.note_id) })).status).toBe(200);
    expect((await owner.get('/inbox/get')).body.data.posts[0]).toMatchObject({ text: listed.text });
    expect((await conversation(owner, item)).some((p) => p.is_note === 1)).toBe(false);
    // Any change to an item still drops it.
    await owner.post('/inbox/action', {
      post_id: item.id,
      channel_id: item.channelId,
      channel_type: typeOf(item),
      action: 'unread',
    });
    expect((await owner.get('/inbox/get')).body.data.posts[0]).toMatchObject({ text: 'changed behind its back' });
  });

  it('shows a note in a direct-message conversation as a message of that conversation', async () => {
    const item = await incoming(true);
    const { body } = await note(owner, item, 'Customer since 2019');
    const posts = await conversation(owner, item);
    expect(posts.at(-1)).toMatchObject({
      post_id: body.data.note_id,
      is_note: 1,
      post_type: 'message',
      is_direct_post: '1',
    });
  });

  it('pages with moreConversation across notes, a note anchoring the page', async () => {
    const item = await incoming();
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      clock += 1000;
      ids.push((await note(owner, item, `Note ${i}`)).body.data.note_id);
    }
    const latest = await conversation(owner, item);
    expect(latest.slice(-20).map((p) => p.post_id)).toEqual(ids.slice(5));
    const more = await owner.get('/inbox/moreConversation', {
      post_id: item.id,
      channel_id: item.channelId,
      channel_type: LINKEDIN,
      last_comment_id: Number(ids[5]),
    });
    expect(more.status).toBe(200);
    expect(more.body.data.posts.slice(-5).map((p: Shown) => p.post_id)).toEqual(ids.slice(0, 5));
    // From a note's id on (a link to it), the page starts there.
    const from = await owner.get('/inbox/conversation', {
      post_id: item.id,
      channel_id: item.channelId,
      channel_type: LINKEDIN,
      comment_id: Number(ids[20]),
    });
    expect(from.body.data.posts.slice(1).map((p: Shown) => p.post_id)).toEqual(ids.slice(20));
  });

  it('refuses bad input with the error body, writing nothing', async () => {
    const item = await incoming();
    const cases = [
      { message: '   ', field: 'message' },
      { message: 'x'.repeat(5001), field: 'message' },
    ];
    for (const { message, field } of cases) {
      const reply = await note(owner, item, message);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ status: 'error', field });
    }
    expect((await note(owner, item, 'y'.repeat(5000))).status).toBe(200);
    const missing = await owner.post('/inbox/note', { channel_id: item.channelId, message: 'Hi' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 'error', field: 'post_id' });
    expect(await notesCount()).toBe(1);
  });

  it('answers another workspace’s item, or another channel’s, as unknown, writing nothing', async () => {
    const item = await incoming();
    const foreign = await note(other, item, 'Not mine');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 'error', code: 'not_found' });
    const wrongChannel = await owner.post('/inbox/note', { post_id: item.id, channel_id: ch[2]!, message: 'Hi' });
    expect(wrongChannel.status).toBe(404);
    expect(await notesCount()).toBe(0);
  });
});

describe('inbox/note/delete', () => {
  it('lets the author and owners delete a note, and nobody else', async () => {
    const item = await incoming();
    const [other2] = await t.db
      .insert(users)
      .values({ email: 'second-collab@demo.test', name: 'Jo Park', passwordHash: 'x' })
      .returning();
    const workspaceId = (
      await t.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, await userId(DEMO.owner)))
    )[0]!.workspaceId;
    await t.db.insert(memberships).values({ workspaceId, userId: other2!.id, role: 'collaborator' });
    const jo = apiClient(t, await t.tokenFor('second-collab@demo.test'));

    const samsNote = (await note(collab, item, 'Mine, @Maya')).body.data.note_id;
    const refused = await jo.post('/inbox/note/delete', { note_id: samsNote });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 'error', code: 'forbidden' });
    expect((await other.post('/inbox/note/delete', { note_id: samsNote })).status).toBe(404);
    expect(await notesCount()).toBe(1);
    expect(await mentionsCount()).toBe(1);

    expect((await collab.post('/inbox/note/delete', { note_id: samsNote })).status).toBe(200);
    expect(await mentionsCount()).toBe(0);
    const josNote = (await note(jo, item, 'Jo was here')).body.data.note_id;
    expect((await owner.post('/inbox/note/delete', { note_id: josNote })).status).toBe(200);
    expect(await notesCount()).toBe(0);
    expect((await owner.post('/inbox/note/delete', { note_id: josNote })).status).toBe(404);
    expect((await conversation(owner, item)).some((p) => p.is_note === 1)).toBe(false);
  });
});

describe('mentions', () => {
  it('records a mention per teammate named, the workspace’s members only, not the author', async () => {
    const item = await incoming();
    const sam = await userId(DEMO.collab);
    const maya = await userId(DEMO.owner);
    const written = await note(owner, item, '@sam rivera and @Maya: have a look. @Alex is in another workspace.');
    expect(written.body.data.mentioned).toEqual([String(sam)]);
    const byEmail = await note(collab, item, 'cc @owner, thanks');
    expect(byEmail.body.data.mentioned).toEqual([String(maya)]);
    const rows = await t.db.select().from(inboxMentions).orderBy(asc(inboxMentions.userId));
    expect(rows.map((r) => [r.noteId, r.userId])).toEqual(
      [
        [Number(byEmail.body.data.note_id), maya],
        [Number(written.body.data.note_id), sam],
      ].sort((a, b) => a[1]! - b[1]!),
    );
  });

  it('lists the caller’s mentions newest first, pages them, and marks them seen', async () => {
    const item = await incoming();
    const dm = await incoming(true);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      clock += 1000;
      ids.push((await note(owner, i % 2 ? dm : item, `@Sam number ${i}`)).body.data.note_id);
    }
    await note(owner, item, 'Nobody named here');
    const first = await collab.get('/inbox/mentions');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ count: 20, limit: 20, view_more: 1, unseen: 22 });
    const newest = first.body.data.mentions[0];
    expect(newest).toEqual({
      note_id: ids[21],
      text: '@Sam number 21',
      author_id: String(await userId(DEMO.owner)),
      author_name: 'Maya Chen',
      author_picture: '/avatars/user-1.svg',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      seen: 0,
      post_id: String(dm.id),
      channel_id: String(dm.channelId),
      channel: String(typeOf(dm)),
      channel_id_screen_name: expect.any(String),
      get_conversation_id: String(dm.conversationId),
      is_direct_post: '1',
    });
    expect(first.body.data.mentions.map((m: { note_id: string }) => m.note_id)).toEqual(ids.slice(2).reverse());
    const second = await collab.get('/inbox/mentions', { last_note_id: Number(ids[2]) });
    expect(second.body.data).toMatchObject({ count: 2, view_more: 0 });
    expect(second.body.data.mentions.map((m: { note_id: string }) => m.note_id)).toEqual([ids[1], ids[0]]);

    // The owner is mentioned nowhere; the collaborator's cursor is not theirs.
    expect((await owner.get('/inbox/mentions')).body.data).toMatchObject({ count: 0, unseen: 0 });
    expect((await owner.get('/inbox/mentions', { last_note_id: Number(ids[2]) })).status).toBe(404);

    const one = await collab.post('/inbox/mentions/seen', { note_id: Number(ids[21]) });
    expect(one.body).toEqual({ status: 'success', data: { unseen: 21 } });
    const unseen = await collab.get('/inbox/mentions', { is_unseen: 1 });
    expect(unseen.body.data.mentions[0].note_id).toBe(ids[20]);
    expect((await collab.get('/inbox/mentions')).body.data.mentions[0]).toMatchObject({ note_id: ids[21], seen: 1 });
    // Seen again later: still the caller's, and still seen when it first was.
    const seenAt = async () =>
      (
        await t.db
          .select()
          .from(inboxMentions)
          .where(eq(inboxMentions.noteId, Number(ids[21])))
      )[0]!.seenAt;
    const firstSeen = await seenAt();
    clock += 60_000;
    const again = await collab.post('/inbox/mentions/seen', { note_id: Number(ids[21]) });
    expect(again.body).toEqual({ status: 'success', data: { unseen: 21 } });
    expect(await seenAt()).toEqual(firstSeen);

    // A note that does not mention the caller is unknown to their mentions, and nothing changes.
    const notMine = await owner.post('/inbox/mentions/seen', { note_id: Number(ids[0]) });
    expect(notMine.status).toBe(404);
    expect(await t.db.select({ n: count() }).from(inboxMentions).where(isNotNull(inboxMentions.seenAt))).toEqual([
      { n: 1 },
    ]);
    const all = await collab.post('/inbox/mentions/seen');
    expect(all.body.data.unseen).toBe(0);
    expect((await collab.get('/inbox/mentions', { is_unseen: 1 })).body.data.count).toBe(0);
  });
});

describe('presence', () => {
  it('tells who has a conversation open or is typing, until it lapses or they leave', async () => {
    const item = await incoming();
    const sam = await userId(DEMO.collab);
    const said = await collab.post('/inbox/presence', {
      post_id: item.id,
      channel_id: item.channelId,
      state: 'typing',
    });
    expect(said.body).toEqual({ status: 'success', data: { expires_in: 30 } });
    await owner.post('/inbox/presence', { post_id: item.id, channel_id: item.channelId, state: 'viewing' });
    const now = await owner.get('/inbox/presence');
    expect(now.body.data.presence).toContainEqual({
      user_id: String(sam),
      user_name: 'Sam Rivera',
      post_id: String(item.id),
      channel_id: String(item.channelId),
      get_conversation_id: String(item.conversationId),
      work_id: String(item.workId),
      state: 'typing',
      expires_in: 30,
    });
    expect(now.body.data.presence).toHaveLength(2);
    // Another workspace sees none of it.
    expect((await other.get('/inbox/presence')).body.data.presence).toEqual([]);

    clock += 29_000;
    const later = (await owner.get('/inbox/presence')).body.data.presence;
    expect(later.map((p: { expires_in: number }) => p.expires_in)).toEqual([1, 1]);
    // Said again, it holds for another 30 s; the owner's lapses.
    await collab.post('/inbox/presence', { post_id: item.id, channel_id: item.channelId, state: 'viewing' });
    clock += 2_000;
    expect((await owner.get('/inbox/presence')).body.data.presence).toEqual([
      expect.objectContaining({ user_id: String(sam), state: 'viewing', expires_in: 28 }),
    ]);
    await collab.post('/inbox/presence', { post_id: item.id, channel_id: item.channelId, state: 'left' });
    expect((await owner.get('/inbox/presence')).body.data.presence).toEqual([]);
  });

  it('answers an unknown or foreign item with 404, and a wrong state with 400', async () => {
    const item = await incoming();
    const foreign = await other.post('/inbox/presence', {
      post_id: item.id,
      channel_id: item.channelId,
      state: 'viewing',
    });
    expect(foreign.status).toBe(404);
    const bad = await owner.post('/inbox/presence', { post_id: item.id, channel_id: item.channelId, state: 'away' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', field: 'state' });
    expect((await owner.get('/inbox/presence')).body.data.presence).toEqual([]);
  });
});

describe('the event stream', () => {
  it('tells a mentioned member alone of the mention, and everyone of presence', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const item = await incoming();
    const sams = await openEventStream(address, await t.tokenFor(DEMO.collab));
    const mayas = await openEventStream(address, await t.tokenFor(DEMO.owner));
    const others = await openEventStream(address, await t.tokenFor(DEMO.other));
    try {
      const { body } = await note(owner, item, '@Sam could you call them back?');
      await collab.post('/inbox/presence', { post_id: item.id, channel_id: item.channelId, state: 'typing' });
      await expect.poll(() => sams.stream.text, { timeout: 5000 }).toContain('event: presence');
      await expect.poll(() => mayas.stream.text, { timeout: 5000 }).toContain('event: presence');

      const mention = /event: mention\ndata: (.*)\n\n/.exec(sams.stream.text);
      expect(JSON.parse(mention![1]!)).toEqual({
        note_id: body.data.note_id,
        post_id: String(item.id),
        channel_id: String(item.channelId),
        get_conversation_id: String(item.conversationId),
        author_id: String(await userId(DEMO.owner)),
        author_name: 'Maya Chen',
        text: '@Sam could you call them back?',
      });
      // Maya's dashboard hears the conversation changed (the note), not the mention meant for Sam.
      expect(mayas.stream.text).toContain(`"conversation_ids":[${item.conversationId}]`);
      expect(mayas.stream.text).not.toContain('event: mention');
      const presence = /event: presence\ndata: (.*)\n\n/.exec(mayas.stream.text);
      expect(JSON.parse(presence![1]!)).toEqual({
        user_id: String(await userId(DEMO.collab)),
        user_name: 'Sam Rivera',
        post_id: String(item.id),
        channel_id: String(item.channelId),
        get_conversation_id: String(item.conversationId),
        work_id: String(item.workId),
        state: 'typing',
        expires_in: 30,
      });
      expect(others.stream.text).not.toMatch(/event: (mention|presence|inbox)/);
    } finally {
      await Promise.all([sams.close(), mayas.close(), others.close()]);
    }
  });
});
