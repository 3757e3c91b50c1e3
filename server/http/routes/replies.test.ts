/**
 * A workspace's library of saved replies (issue 35, decision 041): who manages it, what is refused with nothing
 * changed, the search, the count of uses, and a reply filled for an item with its network's limit.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, channels, inboxItems, savedReplies, users } from '../../db/schema.ts';
import { MAX_SAVED_REPLIES } from '../../domain/saved-replies.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const X = 1;
const LINKEDIN = 4;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let ch: Record<number, number>;
let workspaceId: number;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-27T10:00:00Z') });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  ch = await demoChannels(owner);
  workspaceId = Number((await owner.get('/account/get')).body.data.workspace.workspace_id);
});
afterEach(() => t.close());

type Reply = {
  reply_id: string;
  title: string;
  text: string;
  use_count: number;
  created_by: string;
  updated_at: string;
};

const create = async (api: ApiClient, title: string, text: string) => {
  const reply = await api.post('/replies/create', { title, text });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Reply;
};
const rows = () => t.db.select().from(savedReplies).orderBy(asc(savedReplies.id));
const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.id));

function expectError(reply: { status: number; body: Record<string, unknown> }, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ status: 'error', code });
  expect(typeof reply.body.message).toBe('string');
}

const ownerName = async () =>
  (await t.db.select({ name: users.name }).from(users).where(eq(users.email, DEMO.owner)))[0]!.name;

describe('saved replies', () => {
  it('are written, listed by title, changed and deleted by an owner, each in the audit log', async () => {
    const name = await ownerName();
    const thanks = await create(owner, '  Thanks  ', 'Thanks, {first_name}! {my_name}\n');
    expect(thanks).toEqual({
      reply_id: expect.stringMatching(/^\d+$/),
      title: 'Thanks',
      text: 'Thanks, {first_name}! {my_name}',
      use_count: 0,
      created_by: name,
      // The service's clock, in the workspace's zone.
      updated_at: expect.stringMatching(/^2026-11-27 \d\d:00:00$/),
    });
    const hours = await create(owner, 'opening hours', 'We open at 7, {first_name}.');
    expect((await collab.get('/replies/list')).body.data).toEqual([hours, thanks]);

    t.setNow(() => new Date('2026-11-27T11:00:00Z'));
    const changed = await owner.post('/replies/update', {
      reply_id: thanks.reply_id,
      text: 'Thank you, {first_name}!',
    });
    expect(changed.body.data).toMatchObject({ title: 'Thanks', text: 'Thank you, {first_name}!', created_by: name });
    const hourLater = `${thanks.updated_at.slice(0, 11)}${String(Number(thanks.updated_at.slice(11, 13)) + 1).padStart(2, '0')}:00:00`;
    expect(changed.body.data.updated_at).toBe(hourLater);
    const retitled = await owner.post('/replies/update', { reply_id: thanks.reply_id, title: 'Thank you' });
    expect(retitled.body.data).toMatchObject({ title: 'Thank you', text: 'Thank you, {first_name}!' });

    expect((await owner.post('/replies/delete', { reply_id: hours.reply_id })).body).toEqual({ status: 'success' });
    expect((await owner.get('/replies/list')).body.data.map((r: Reply) => r.title)).toEqual(['Thank you']);

    expect((await auditOf('saved_reply.created')).map((e) => [e.target, e.subjects])).toEqual([
      ['opening hours', [{ kind: 'saved_reply', id: hours.reply_id, name: 'opening hours' }]],
      ['Thanks', [{ kind: 'saved_reply', id: thanks.reply_id, name: 'Thanks' }]],
    ]);
    expect((await auditOf('saved_reply.updated')).map((e) => e.details)).toEqual([
      { title_from: 'Thanks', title: 'Thank you' },
      { text_changed: true },
    ]);
    expect((await auditOf('saved_reply.deleted'))[0]).toMatchObject({ target: 'opening hours' });
  });

  it('are found by words of the title or the text, whatever the case, titles first', async () => {
    const hours = await create(owner, 'Opening hours', 'We open at 7 every morning.');
    const refund = await create(owner, 'Refund sent', 'Your refund is on its way; it takes 3 days to arrive.');
    const morning = await create(owner, 'Good morning', 'Good morning {first_name}!');
    await create(owner, '100% sure', 'Certain.');
    const titles = async (q: string) =>
      ((await collab.get('/replies/list', { q })).body.data as Reply[]).map((r) => r.title);
    expect(await titles('MORNING')).toEqual([morning.title, hours.title]);
    expect(await titles('refund')).toEqual([refund.title]);
    expect(await titles('days to')).toEqual([refund.title]);
    // LIKE's wildcards are the characters themselves ("_" is in {first_name} only).
    expect(await titles('%')).toEqual(['100% sure']);
    expect(await titles('_')).toEqual([morning.title]);
    expect(await titles('nothing like it')).toEqual([]);
    expect((await collab.get('/replies/list', { q: '' })).body.data).toHaveLength(4);
    expectError(await collab.get('/replies/list', { q: 'x'.repeat(201) }), 400, 'invalid_parameter');
  });

  it('refuse an unknown variable, a title taken whatever the case, text too long, and change nothing', async () => {
    const thanks = await create(owner, 'Thanks', 'Thanks, {first_name}!');
    await create(owner, 'Hours', 'We open at 7.');
    const before = await rows();

    const unknown = await owner.post('/replies/create', {
      title: 'Hello',
      text: 'Hi {firstname}, {order} {First_Name}',
    });
    expectError(unknown, 400, 'unknown_variable');
    expect(unknown.body).toMatchObject({ field: 'text' });
    expect(unknown.body.message).toContain('{firstname}, {order}, {First_Name}');
    expect(unknown.body.message).toContain('{first_name}, {channel_name}, {my_name}');
    expectError(
      await owner.post('/replies/update', { reply_id: thanks.reply_id, text: '{x}' }),
      400,
      'unknown_variable',
    );
    expectError(await owner.post('/replies/create', { title: 'THANKS', text: 'Again' }), 409, 'reply_exists');
    expectError(
      await owner.post('/replies/update', { reply_id: thanks.reply_id, title: 'hours' }),
      409,
      'reply_exists',
    );
    expectError(await owner.post('/replies/create', { title: 'x'.repeat(81), text: 'a' }), 400, 'invalid_parameter');
    expectError(
      await owner.post('/replies/create', { title: 'Long', text: 'a'.repeat(5001) }),
      400,
      'invalid_parameter',
    );
    expectError(await owner.post('/replies/create', { title: 'Blank', text: '   ' }), 400, 'invalid_parameter');
    expectError(await owner.post('/replies/update', { reply_id: thanks.reply_id }), 400, 'missing_parameter');

    expect(await rows()).toEqual(before);
    expect(await auditOf('saved_reply.updated')).toEqual([]);
    // Braces around anything else are text; the limits themselves are allowed.
    await create(owner, 'x'.repeat(80), `{ first_name } {"a": 1} ${'a'.repeat(4976)}`);
  });

  it('are managed by owners and admins only; everyone reads and uses them', async () => {
    const thanks = await create(owner, 'Thanks', 'Thanks!');
    const before = await rows();
    expectError(await collab.post('/replies/create', { title: 'Mine', text: 'Hi' }), 403, 'forbidden');
    expectError(await collab.post('/replies/update', { reply_id: thanks.reply_id, text: 'Hi' }), 403, 'forbidden');
    expectError(await collab.post('/replies/delete', { reply_id: thanks.reply_id }), 403, 'forbidden');
    expect(await rows()).toEqual(before);
    expect((await collab.get('/replies/list')).body.data).toEqual([thanks]);
    expect((await collab.post('/replies/use', { reply_id: thanks.reply_id })).body.data).toEqual({
      reply_id: thanks.reply_id,
      use_count: 1,
    });
  });

  it("are the workspace's own: another workspace's reply is a 404 and is left as it was", async () => {
    const theirs = await create(other, 'Thanks', 'Theirs');
    await create(owner, 'Thanks', 'Ours');
    expect((await other.get('/replies/list')).body.data).toEqual([theirs]);
    const before = await rows();
    expectError(await owner.post('/replies/update', { reply_id: theirs.reply_id, text: 'Mine' }), 404, 'not_found');
    expectError(await owner.post('/replies/delete', { reply_id: theirs.reply_id }), 404, 'not_found');
    expectError(await owner.post('/replies/use', { reply_id: theirs.reply_id }), 404, 'not_found');
    const [item] = await t.db.select().from(inboxItems).where(eq(inboxItems.workspaceId, workspaceId)).limit(1);
    expectError(
      await owner.get('/replies/fill', { reply_id: theirs.reply_id, post_id: item!.id, channel_id: item!.channelId }),
      404,
      'not_found',
    );
    expect(await rows()).toEqual(before);
  });

  it(`are at most ${MAX_SAVED_REPLIES} to a workspace`, async () => {
    await t.db
      .insert(savedReplies)
      .values(
        Array.from({ length: MAX_SAVED_REPLIES - 1 }, (_, i) => ({ workspaceId, title: `Reply ${i}`, text: 'Hi' })),
      );
    await create(owner, 'The last one', 'Bye');
    expectError(await owner.post('/replies/create', { title: 'One too many', text: 'Hi' }), 409, 'too_many_replies');
    expect((await owner.get('/replies/list')).body.data).toHaveLength(MAX_SAVED_REPLIES);
  });

  it('count each use', async () => {
    const thanks = await create(owner, 'Thanks', 'Thanks!');
    await owner.post('/replies/use', { reply_id: thanks.reply_id });
    await collab.post('/replies/use', { reply_id: thanks.reply_id });
    expect((await owner.get('/replies/list')).body.data[0].use_count).toBe(2);
    expectError(await owner.post('/replies/use', { reply_id: 999_999 }), 404, 'not_found');
  });
});

describe('replies/fill', () => {
  /** An inbox item of the demo from someone outside, on a channel of that network. */
  async function inbound(channelType: number) {
    const [row] = await t.db
      .select({ item: inboxItems, screenName: channels.screenName })
      .from(inboxItems)
      .innerJoin(channels, eq(channels.id, inboxItems.channelId))
      .where(and(eq(inboxItems.channelId, ch[channelType]!), eq(inboxItems.byChannel, false)))
      .orderBy(asc(inboxItems.id))
      .limit(1);
    return row!;
  }

  it("fills the author's first name, the channel's name and the caller's, and measures it for the network", async () => {
    const { item, screenName } = await inbound(LINKEDIN);
    const reply = await create(owner, 'Thanks', 'Hi {first_name}, thanks for writing to {channel_name}. {my_name}');
    const filled = await collab.get('/replies/fill', {
      reply_id: reply.reply_id,
      post_id: item.id,
      channel_id: item.channelId,
    });
    const collabName = (await t.db.select({ name: users.name }).from(users).where(eq(users.email, DEMO.collab)))[0]!
      .name;
    const text = `Hi ${item.authorName.trim().split(/\s+/)[0]!.replace(/^@+/, '')}, thanks for writing to ${screenName}. ${collabName}`;
    expect(filled.body.data).toEqual({
      reply_id: reply.reply_id,
      text,
      unfilled: [],
      length: [...text].length,
      limit: 3000,
      fits: 1,
    });
  });

  it("says when the filled text is too long for the item's network, as the network counts", async () => {
    const { item } = await inbound(X);
    // X counts a link as 23 characters.
    const link = `https://example.com/${'a'.repeat(100)}`;
    const reply = await create(owner, 'Long', `${'x'.repeat(250)} ${link}`);
    const filled = (
      await owner.get('/replies/fill', { reply_id: reply.reply_id, post_id: item.id, channel_id: item.channelId })
    ).body.data;
    expect(filled).toMatchObject({ length: 250 + 1 + 23, limit: 280, fits: 1 });
    await owner.post('/replies/update', { reply_id: reply.reply_id, text: `${'x'.repeat(258)} ${link}` });
    const over = (
      await owner.get('/replies/fill', { reply_id: reply.reply_id, post_id: item.id, channel_id: item.channelId })
    ).body.data;
    expect(over).toMatchObject({ length: 282, limit: 280, fits: 0 });
  });

  it('names a variable that had no value, and refuses an item of another channel or workspace', async () => {
    const { item } = await inbound(LINKEDIN);
    await t.db.update(inboxItems).set({ authorName: '' }).where(eq(inboxItems.id, item.id));
    const reply = await create(owner, 'Thanks', 'Hi {first_name}!');
    const params = { reply_id: reply.reply_id, post_id: item.id, channel_id: item.channelId };
    expect((await owner.get('/replies/fill', params)).body.data).toMatchObject({
      text: 'Hi !',
      unfilled: ['first_name'],
    });
    expectError(await owner.get('/replies/fill', { ...params, channel_id: ch[X]! }), 404, 'not_found');
    expectError(await owner.get('/replies/fill', { ...params, post_id: 999_999 }), 404, 'not_found');
    expectError(await other.get('/replies/fill', params), 404, 'not_found');
  });
});
