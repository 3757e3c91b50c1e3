import { and, count, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, users } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const LINKEDIN = 4;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;
let clock: number;

beforeEach(async () => {
  clock = Date.now() + 3_600_000;
  t = await createTestApp({ now: () => new Date(clock) });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
});
afterEach(() => t.close());

type Row = typeof inboxItems.$inferSelect;

/** The newest comments of the demo's LinkedIn channel that nobody answered. */
async function comments(): Promise<Row[]> {
  return t.db
    .select()
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.channelId, ch[LINKEDIN]!),
        eq(inboxItems.byChannel, false),
        eq(inboxItems.postType, 'comment'),
        eq(inboxItems.serviceReplyId, ''),
      ),
    )
    .orderBy(desc(inboxItems.createdAt))
    .limit(5)
    .then((rows) => rows.filter((row, i) => rows.findIndex((r) => r.workId === row.workId) === i));
}

/** What an item of the same thread shares with another. */
const pick = (item: Row) => ({
  workspaceId: item.workspaceId,
  channelId: item.channelId,
  conversationId: item.conversationId,
  isDirect: item.isDirect,
  permalink: item.permalink,
});

const reply = (api: ApiClient, item: Row, message: string, seenLastId?: number) =>
  api.post('/inbox/action', {
    post_id: item.id,
    channel_id: item.channelId,
    channel_type: LINKEDIN,
    action: 'reply',
    message,
    seen_last_id: seenLastId,
  });
const ours = async () =>
  (await t.db.select({ n: count() }).from(inboxItems).where(eq(inboxItems.byChannel, true)))[0]!.n;

describe('no double answers (seen_last_id)', () => {
  it('refuses a reply when a teammate answered the unit after what its writer saw, sending nothing', async () => {
    const [item] = await comments();
    // Both opened the comment; the owner answers first.
    const seen = item!.id;
    expect((await reply(owner, item!, 'Refund is on its way.', seen)).status).toBe(200);
    // Our replies record their writer (decision 038).
    const maya = (await t.db.select().from(users).where(eq(users.email, DEMO.owner)))[0]!;
    await t.db.update(inboxItems).set({ writtenBy: maya.id }).where(eq(inboxItems.parentId, item!.id));
    const before = await ours();

    const late = await reply(collab, item!, 'We will refund you.', seen);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ status: 'error', code: 'answered_meanwhile' });
    expect(late.body.message).toContain('Maya Chen');
    expect(late.body.message).toContain('“Refund is on its way.”');
    expect(late.body.message).toMatch(/answered at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(await ours()).toBe(before);

    // Having seen the answer (its id), or sending without the guard, sends.
    const [answer] = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.parentId, item!.id), eq(inboxItems.byChannel, true)));
    expect((await reply(collab, item!, 'Adding: it takes 3 days.', answer!.id)).status).toBe(200);
    expect((await reply(collab, item!, 'And sorry again.')).status).toBe(200);
    expect(await ours()).toBe(before + 2);
  });

  it('quotes an answer written on the network itself under the channel’s name', async () => {
    const [item] = await comments();
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, item!.channelId));
    await t.db.insert(inboxItems).values({
      ...pick(item!),
      networkId: 'typed-in-the-app',
      postType: 'reply',
      parentId: item!.id,
      byChannel: true,
      authorId: `channel-${item!.channelId}`,
      authorName: channel!.screenName,
      text: 'Answered from the LinkedIn app.',
      createdAt: new Date(clock),
    });
    const refused = await reply(collab, item!, 'Hello!', item!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${channel!.screenName} answered at`);
    expect(refused.body.message).toContain('“Answered from the LinkedIn app.”');
  });

  it('counts answers of the same unit only, and only ours', async () => {
    const [first, second] = await comments();
    expect(first!.workId).not.toBe(second!.workId);
    const seen = Math.max(first!.id, second!.id);
    // Another unit (another top comment) answered: no reason to stop.
    expect((await reply(owner, first!, 'Thanks!', seen)).status).toBe(200);
    expect((await reply(collab, second!, 'Thanks to you too!', seen)).status).toBe(200);
    // A new message from outside in the unit is no answer of ours.
    const [newest] = await t.db.select().from(inboxItems).orderBy(desc(inboxItems.id)).limit(1);
    expect((await reply(owner, first!, 'One more thing.', newest!.id)).status).toBe(200);
  });

  it('leaves other actions and unguarded replies as the interface has them', async () => {
    const [item] = await comments();
    expect((await reply(owner, item!, 'First.')).status).toBe(200);
    expect((await reply(collab, item!, 'Second, unguarded.')).status).toBe(200);
    const liked = await owner.post('/inbox/action', {
      post_id: item!.id,
      channel_id: item!.channelId,
      channel_type: LINKEDIN,
      action: 'like',
      seen_last_id: item!.id,
    });
    expect(liked.status).toBe(200);
  });
});
