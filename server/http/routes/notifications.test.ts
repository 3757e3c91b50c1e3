import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, memberships, notifications } from '../../db/schema.ts';
import { markNeedsReconnect } from '../../services/channels/health.ts';
import { claimForPublishing, publishClaimed } from '../../services/outbox/publish.ts';
import { openEventStream } from '../../testing/event-stream.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { demoTeam, type Person } from '../../testing/demo-team.ts';

const LINKEDIN = 4;
const FACEBOOK = 2;
/** The demo's channels as notifications name them: name and network. */
const LINKEDIN_NAME = 'Northwind Coffee Co. (LinkedIn)';

interface Entry {
  notification_id: string;
  kind: string;
  is_unread: number;
  timestamp: string;
  actor_id: string;
  actor_name: string;
  post_id: string;
  draft_id: string;
  excerpt: string;
  channel_id: string;
  channel_name: string;
  item_id: string;
  conversation_id: string;
  reason: string;
  count: number;
  link: string;
}

let t: TestApp;
let clock: number;
let ch: Record<number, number>;
let workspaceId: number;
/** The demo's owner (Maya Chen) and collaborator (Sam Rivera); an admin and a second collaborator added here. */
let maya: Person;
let sam: Person;
let priya: Person;
let lee: Person;
/** The owner of the other workspace (Alex Morgan). */
let alex: Person;

beforeEach(async () => {
  clock = Date.parse('2026-11-20T09:00:00Z');
  t = await createTestApp({ now: () => new Date(clock) });
  ({ maya, sam, alex, priya, lee, ch, workspaceId } = await demoTeam(t));
});
afterEach(() => t.close());

const later = (ms = 1000) => {
  clock += ms;
};
const listOf = async (who: Person, params: Record<string, number> = {}) => {
  const answer = await who.api.get('/notifications/list', params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    count: number;
    limit: number;
    view_more: number;
    unread: number;
    notifications: Entry[];
  };
};
const entriesOf = async (who: Person) => (await listOf(who)).notifications;
const kindsOf = async (who: Person) => (await entriesOf(who)).map((e) => e.kind);
const rowCount = async () => (await t.db.select({ n: count() }).from(notifications))[0]!.n;

const write = async (who: Person, message: string, channelIds = [ch[LINKEDIN]!]) => {
  const answer = await who.api.post('/posts/create', { channel_ids: channelIds.join('_'), message });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.post_id as string[]).map(Number);
};
const readAll = (who: Person) => who.api.post('/notifications/read', { all: 1 });

/** Makes the channel refuse every post with `reason`, and sends the posts to it now, through the publisher. */
async function failOn(channelId: number, postIds: number[], reason = 'The network refused it') {
  await t.db.update(channels).set({ sandboxFailure: reason }).where(eq(channels.id, channelId));
  for (const id of postIds) {
    later();
    await publishClaimed(t.deps, await claimForPublishing(t.deps, [id]));
  }
}

describe('a post that awaits approval', () => {
  it('tells every owner and admin, in one entry per writer that counts and comes to the top, not the writer', async () => {
    const [, second] = await write(sam, 'Spring menu is here, come and try the new lavender latte', [
      ch[LINKEDIN]!,
      ch[FACEBOOK]!,
    ]);
    for (const who of [maya, priya]) {
      const { notifications: entries, unread } = await listOf(who);
      expect(unread).toBe(1);
      expect(entries).toEqual([
        {
          notification_id: expect.stringMatching(/^\d+$/),
          kind: 'approval_requested',
          is_unread: 1,
          timestamp: '2026-11-20 04:00:00',
          actor_id: String(sam.id),
          actor_name: 'Sam Rivera',
          // The last of them: the one on Facebook.
          post_id: String(second),
          draft_id: '',
          excerpt: 'Spring menu is here, come and try the…',
          channel_id: String(ch[FACEBOOK]),
          channel_name: 'Northwind Coffee (Facebook Page)',
          item_id: '',
          conversation_id: '',
          reason: '',
          count: 2,
          link: '/approvals',
        },
      ]);
    }
    // Not the writer, not another collaborator, nobody of another workspace.
    for (const who of [sam, lee, alex]) expect(await listOf(who)).toMatchObject({ unread: 0, notifications: [] });

    // A mention of Maya comes between: the writer's next post brings the gathered entry back to the top.
    const item = (await t.db.select().from(inboxItems).where(eq(inboxItems.workspaceId, workspaceId)).limit(1))[0]!;
    later();
    await sam.api.post('/inbox/note', { post_id: item.id, channel_id: item.channelId, message: '@Maya see this' });
    later();
    const [third] = await write(sam, 'Last call for pumpkin bread');
    const entries = await entriesOf(maya);
    expect(entries.map((e) => [e.kind, e.count])).toEqual([
      ['approval_requested', 3],
      ['mentioned', 1],
    ]);
    expect(entries[0]).toMatchObject({ post_id: String(third), timestamp: '2026-11-20 04:00:02' });

    // Read, it gathers no more: the next post starts a new entry. Priya's unread one still counts.
    await maya.api.post('/notifications/read', { notification_ids: entries[0]!.notification_id });
    later();
    await write(sam, 'Open late on Friday');
    expect((await entriesOf(maya)).map((e) => [e.kind, e.count, e.is_unread])).toEqual([
      ['approval_requested', 1, 1],
      ['approval_requested', 3, 0],
      ['mentioned', 1, 1],
    ]);
    expect((await entriesOf(priya)).map((e) => [e.kind, e.count])).toEqual([['approval_requested', 4]]);
  });

  it('is news when an edit brings a post back to approval, and not when it awaited approval already', async () => {
    const [postId] = await write(sam, 'Fresh croissants at 7');
    await maya.api.post('/posts/approvePost', { post_id: postId!, channel_id: ch[LINKEDIN]! });
    await readAll(maya);
    // Approved and queued: Sam's edit sends it back for approval.
    await sam.api.post('/posts/update', { id: postId!, message: 'Fresh croissants at 7:30' });
    expect((await entriesOf(maya)).filter((e) => e.is_unread).map((e) => [e.kind, e.count, e.excerpt])).toEqual([
      ['approval_requested', 1, 'Fresh croissants at 7:30'],
    ]);
    // Awaiting approval still: another edit is nothing new for the approvers.
    await sam.api.post('/posts/update', { id: postId!, message: 'Fresh croissants at 8' });
    expect((await entriesOf(maya)).filter((e) => e.is_unread).map((e) => e.count)).toEqual([1]);
    // Approved again, then moved on the calendar by its writer, or back into its queue: approval once more.
    await maya.api.post('/posts/approvePost', { post_id: postId!, channel_id: ch[LINKEDIN]! });
    await readAll(maya);
    const moved = await sam.api.post('/posts/bulkMove', { post_ids: String(postId), to: '2026-11-25 09:00:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await maya.api.post('/posts/approvePost', { post_id: postId!, channel_id: ch[LINKEDIN]! });
    expect((await sam.api.post('/posts/addToStack', { post_id: postId! })).status).toBe(200);
    expect((await entriesOf(maya)).filter((e) => e.is_unread).map((e) => [e.kind, e.count])).toEqual([
      ['approval_requested', 2],
    ]);
    // An owner's own posts await nobody.
    await readAll(maya);
    await write(maya, 'From the owner');
    expect((await listOf(priya)).notifications.map((e) => e.count)).toEqual([4]);
    expect((await listOf(maya)).unread).toBe(0);
  });

  it('comes from an import of a collaborator’s posts as one entry that counts them', async () => {
    const rows = ['Fresh bread', 'Fresh pastries', 'Fresh coffee'].map((m) => `${ch[LINKEDIN]},${m},,queue`);
    const imported = await sam.api.post('/posts/import', { csv: ['channel,message,picture,time', ...rows].join('\n') });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await entriesOf(maya)).map((e) => [e.kind, e.count, e.excerpt])).toEqual([
      ['approval_requested', 3, 'Fresh coffee'],
    ]);
  });
});

describe('a decision on a collaborator’s post', () => {
  it('tells its writer of the approval, and of the sending back with the reason, and nobody else', async () => {
    const [approved] = await write(sam, 'Pumpkin spice is back');
    const [returned] = await write(sam, 'Everything half price!!!');
    await readAll(maya);
    await readAll(priya);
    later();
    expect((await maya.api.post('/posts/approvePost', { post_id: approved!, channel_id: ch[LINKEDIN]! })).status).toBe(
      200,
    );
    later();
    const sentBack = await priya.api.post('/posts/disapprovePost', {
      post_id: returned!,
      channel_id: ch[LINKEDIN]!,
      message: '  Too loud: no prices in capitals, please.  ',
    });
    expect(sentBack.status).toBe(200);
    const entries = await entriesOf(sam);
    expect(entries).toMatchObject([
      {
        kind: 'post_sent_back',
        actor_id: String(priya.id),
        actor_name: 'Priya Shah',
        post_id: String(returned),
        draft_id: '',
        excerpt: 'Everything half price!!!',
        channel_id: String(ch[LINKEDIN]),
        channel_name: LINKEDIN_NAME,
        reason: 'Too loud: no prices in capitals, please.',
        count: 1,
        link: '/drafts',
        timestamp: '2026-11-20 04:00:02',
      },
      {
        kind: 'post_approved',
        actor_id: String(maya.id),
        actor_name: 'Maya Chen',
        post_id: String(approved),
        draft_id: '',
        reason: '',
        link: `/outbox/${ch[LINKEDIN]}`,
        timestamp: '2026-11-20 04:00:01',
      },
    ]);
    for (const who of [maya, priya, lee, alex]) expect((await listOf(who)).unread).toBe(0);
  });
});

describe('a failed post', () => {
  it('tells its writer and the owners and admins, in one unread entry per person and channel that counts', async () => {
    const [samsPost] = await write(sam, 'Sam’s post that fails');
    await maya.api.post('/posts/approvePost', { post_id: samsPost!, channel_id: ch[LINKEDIN]! });
    for (const who of [maya, priya, sam]) await readAll(who);
    await failOn(ch[LINKEDIN]!, [samsPost!], 'Duplicate content');
    const ownPosts = await write(maya, 'Maya’s post, one of many');
    const many = [...ownPosts];
    for (let i = 0; i < 29; i++) many.push(...(await write(maya, `Maya’s post number ${i}`)));
    await failOn(ch[LINKEDIN]!, many, 'Too many posts today');

    for (const who of [maya, priya]) {
      const { notifications: entries, unread } = await listOf(who);
      expect(unread).toBe(1);
      expect(entries.filter((e) => e.is_unread)).toEqual([
        expect.objectContaining({
          kind: 'post_failed',
          is_unread: 1,
          actor_id: '',
          actor_name: '',
          post_id: String(many.at(-1)),
          draft_id: '',
          excerpt: 'Maya’s post number 28',
          channel_id: String(ch[LINKEDIN]),
          channel_name: LINKEDIN_NAME,
          reason: 'Too many posts today',
          count: 31,
          link: `/outbox/${ch[LINKEDIN]}`,
        }),
      ]);
    }
    // Sam is told of his own post, not of the others'; Lee of nothing.
    const unread = async (who: Person) => (await entriesOf(who)).filter((e) => e.is_unread);
    expect((await unread(sam)).map((e) => [e.kind, e.count, e.reason, e.post_id])).toEqual([
      ['post_failed', 1, 'Duplicate content', String(samsPost)],
    ]);
    expect((await listOf(lee)).unread).toBe(0);
    expect(await rowCount()).toBe(
      // Sam's approval earlier (1), his post's approval requests (2), and the failures: one entry each.
      3 + 3,
    );

    // Another channel's failures gather apart.
    const [onFacebook] = await write(maya, 'On Facebook', [ch[FACEBOOK]!]);
    await failOn(ch[FACEBOOK]!, [onFacebook!]);
    expect((await unread(priya)).map((e) => [e.channel_id, e.count])).toEqual([
      [String(ch[FACEBOOK]), 1],
      [String(ch[LINKEDIN]), 31],
    ]);

    // Once read, the next failure starts a new entry; the one read keeps its count.
    await readAll(priya);
    const [again] = await write(maya, 'Once more');
    await failOn(ch[LINKEDIN]!, [again!]);
    const failures = (await entriesOf(priya)).filter((e) => e.kind === 'post_failed');
    expect(failures.map((e) => [e.channel_id, e.count, e.is_unread])).toEqual([
      [String(ch[LINKEDIN]), 1, 1],
      [String(ch[FACEBOOK]), 1, 0],
      [String(ch[LINKEDIN]), 31, 0],
    ]);
  });

  it('does not tell whoever pressed Share now, who reads the failure in the answer', async () => {
    const [postId] = await write(maya, 'Will fail');
    await failOn(ch[LINKEDIN]!, [postId!]);
    await readAll(maya);
    await readAll(priya);
    const shared = await maya.api.post('/posts/shareNow', { post_id: postId!, channel_id: ch[LINKEDIN]! });
    expect(shared.body.data).toMatch(/^Publishing failed/);
    expect((await listOf(maya)).unread).toBe(0);
    expect((await entriesOf(priya)).filter((e) => e.is_unread).map((e) => [e.kind, e.count])).toEqual([
      ['post_failed', 1],
    ]);
  });
});

describe('a channel that needs reconnecting', () => {
  it('tells its owners and admins, once per channel while unread', async () => {
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, ch[LINKEDIN]!));
    await markNeedsReconnect(t.deps, channel!, 'The app password was revoked');
    // Already marked: nothing new.
    await markNeedsReconnect(t.deps, { ...channel!, status: 'needs_reconnect' }, 'The app password was revoked');
    for (const who of [maya, priya])
      expect(await entriesOf(who)).toEqual([
        expect.objectContaining({
          kind: 'channel_needs_reconnect',
          actor_id: '',
          channel_id: String(ch[LINKEDIN]),
          channel_name: LINKEDIN_NAME,
          reason: 'The app password was revoked',
          count: 1,
          link: '/settings/channels',
        }),
      ]);
    for (const who of [sam, lee, alex]) expect((await listOf(who)).unread).toBe(0);

    // Reconnected, and lapsed again before anyone read it: still one entry, at the top, with the latest reason.
    await t.db.update(channels).set({ status: 'connected' }).where(eq(channels.id, ch[LINKEDIN]!));
    later();
    await markNeedsReconnect(t.deps, channel!, 'The sign-in expired');
    expect((await entriesOf(maya)).map((e) => [e.kind, e.count, e.reason])).toEqual([
      ['channel_needs_reconnect', 2, 'The sign-in expired'],
    ]);
  });
});

describe('the inbox', () => {
  const anItem = async () =>
    (
      await t.db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.channelId, ch[LINKEDIN]!), eq(inboxItems.byChannel, false)))
        .orderBy(desc(inboxItems.id))
        .limit(1)
    )[0]!;

  it('tells a member a conversation was assigned to them by someone else, not when they take it', async () => {
    const item = await anItem();
    const assign = (who: Person, assigneeId: number) =>
      who.api.post('/inbox/assign', { post_id: item.id, channel_id: item.channelId, assignee_id: assigneeId });
    expect((await assign(maya, sam.id)).status).toBe(200);
    expect(await entriesOf(sam)).toEqual([
      expect.objectContaining({
        kind: 'conversation_assigned',
        actor_id: String(maya.id),
        actor_name: 'Maya Chen',
        item_id: String(item.id),
        conversation_id: String(item.conversationId),
        channel_id: String(item.channelId),
        channel_name: LINKEDIN_NAME,
        post_id: '',
        draft_id: '',
        count: 1,
        link: `/inbox?item=${item.id}&itemChannel=${item.channelId}`,
      }),
    ]);
    // Assigned to whom has it already, unassigned, or taken by oneself: nothing to tell.
    await assign(maya, sam.id);
    await assign(maya, 0);
    await assign(sam, sam.id);
    await assign(maya, maya.id);
    expect((await listOf(sam)).unread).toBe(1);
    expect((await listOf(maya)).unread).toBe(0);
    expect(await rowCount()).toBe(1);
  });

  it('tells the members a note names, with its start, and not its author', async () => {
    const item = await anItem();
    const written = await maya.api.post('/inbox/note', {
      post_id: item.id,
      channel_id: item.channelId,
      message: '@Sam and @Priya Shah: they asked for a refund twice, please call them back today',
    });
    expect(written.body.data.mentioned.sort()).toEqual([String(sam.id), String(priya.id)].sort());
    for (const who of [sam, priya])
      expect(await entriesOf(who)).toEqual([
        expect.objectContaining({
          kind: 'mentioned',
          actor_name: 'Maya Chen',
          excerpt: '@Sam and @Priya Shah: they asked for a…',
          item_id: String(item.id),
          link: `/inbox?item=${item.id}&itemChannel=${item.channelId}`,
        }),
      ]);
    expect((await listOf(maya)).unread).toBe(0);
  });
});

describe('GET /notifications/list', () => {
  /** Sam is mentioned in `n` notes, a second apart: his notifications, oldest first. */
  async function mentionSam(n: number) {
    const item = (await t.db.select().from(inboxItems).where(eq(inboxItems.channelId, ch[LINKEDIN]!)).limit(1))[0]!;
    for (let i = 0; i < n; i++) {
      later();
      await maya.api.post('/inbox/note', { post_id: item.id, channel_id: item.channelId, message: `@Sam ${i}` });
    }
    return (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, sam.id))
        .orderBy(notifications.id)
    ).map((r) => String(r.id));
  }

  it('pages the caller’s own newest first, 20 a page, with the unread count', async () => {
    const ids = await mentionSam(23);
    const first = await listOf(sam);
    expect(first).toMatchObject({ count: 20, limit: 20, view_more: 1, unread: 23 });
    expect(first.notifications.map((e) => e.notification_id)).toEqual(ids.slice(3).reverse());
    expect(first.notifications[0]).toMatchObject({ excerpt: '@Sam 22', timestamp: '2026-11-20 04:00:23' });
    const second = await listOf(sam, { last_notification_id: Number(ids[3]) });
    expect(second).toMatchObject({ count: 3, view_more: 0, unread: 23 });
    expect(second.notifications.map((e) => e.notification_id)).toEqual(ids.slice(0, 3).reverse());
    // The collaborator sees their own; the owner has none, nor has another workspace.
    expect(await listOf(maya)).toMatchObject({ count: 0, unread: 0, view_more: 0 });
    expect(await listOf(alex)).toMatchObject({ count: 0, unread: 0 });
  });

  it('answers another member’s or workspace’s entry as a cursor with 404', async () => {
    const ids = await mentionSam(2);
    for (const who of [maya, alex]) {
      const answer = await who.api.get('/notifications/list', { last_notification_id: Number(ids[1]) });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'error', code: 'not_found', field: 'last_notification_id' });
    }
    expect((await sam.api.get('/notifications/list', { last_notification_id: 0 })).status).toBe(400);
  });
});

describe('POST /notifications/read', () => {
  const unreadIds = async (who: Person) =>
    (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), isNull(notifications.readAt)))
        .orderBy(notifications.id)
    ).map((r) => r.id);

  it('marks those named, or all, read, and answers the unread count', async () => {
    const item = (await t.db.select().from(inboxItems).where(eq(inboxItems.channelId, ch[LINKEDIN]!)).limit(1))[0]!;
    for (let i = 0; i < 4; i++) {
      later();
      await sam.api.post('/inbox/note', { post_id: item.id, channel_id: item.channelId, message: `@Maya ${i}` });
    }
    await write(sam, 'For Priya to approve');
    const ids = (await entriesOf(maya)).map((e) => Number(e.notification_id));
    expect(ids).toHaveLength(5);
    await readAll(maya);
    await t.db.update(notifications).set({ readAt: null }).where(eq(notifications.kind, 'mentioned'));
    const some = await maya.api.post('/notifications/read', { notification_ids: `${ids[1]}_${ids[3]}_${ids[1]}` });
    expect(some).toMatchObject({ status: 200, body: { status: 'success', data: { unread: 2 } } });
    expect((await entriesOf(maya)).map((e) => e.is_unread)).toEqual([0, 0, 1, 0, 1]);
    // Read again: it keeps when it was first read.
    const [before] = await t.db.select().from(notifications).where(eq(notifications.id, ids[1]!));
    later();
    await maya.api.post('/notifications/read', { notification_ids: String(ids[1]) });
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, ids[1]!));
    expect(after!.readAt).toEqual(before!.readAt);

    expect((await readAll(maya)).body.data).toEqual({ unread: 0 });
    expect((await entriesOf(maya)).map((e) => e.is_unread)).toEqual([0, 0, 0, 0, 0]);
    // Priya's stay unread: all is the caller's all.
    expect((await listOf(priya)).unread).toBe(1);
  });

  it('refuses ids that are not the caller’s, naming them, and marks nothing', async () => {
    await write(sam, 'For approval');
    const [mine] = await unreadIds(maya);
    const [priyas] = await unreadIds(priya);
    // Alex's, in the other workspace.
    const [alexs] = await t.db
      .insert(notifications)
      .values({ workspaceId: (await otherWorkspaceId())!, userId: alex.id, kind: 'mentioned' })
      .returning();
    for (const stranger of [priyas!, alexs!.id, 2_000_000]) {
      const answer = await maya.api.post('/notifications/read', { notification_ids: `${mine}_${stranger}` });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: 'error',
        code: 'not_found',
        message: `No notification of yours in this workspace has the id ${stranger}; nothing was marked read.`,
        field: 'notification_ids',
      });
    }
    const several = await maya.api.post('/notifications/read', {
      notification_ids: `${priyas}_${mine}_${alexs!.id}`,
    });
    expect(several.body.message).toContain(`the ids ${priyas}, ${alexs!.id};`);
    expect(await unreadIds(maya)).toEqual([mine]);
    expect(await unreadIds(priya)).toEqual([priyas]);
    expect(await unreadIds(alex)).toEqual([alexs!.id]);
  });

  it('refuses both ids and all, or neither, with 400, changing nothing', async () => {
    await write(sam, 'For approval');
    const [mine] = await unreadIds(maya);
    const both = await maya.api.post('/notifications/read', { notification_ids: String(mine), all: 1 });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      code: 'invalid_parameter',
      message: 'Send notification_ids or all=1, not both.',
      field: 'notification_ids',
    });
    for (const neither of [{}, { all: 0 }]) {
      const answer = await maya.api.post('/notifications/read', neither);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'missing_parameter',
        message: 'Name the notifications (notification_ids) or send all=1.',
      });
    }
    for (const bad of ['', '1_x', '0'])
      expect((await maya.api.post('/notifications/read', { notification_ids: bad })).status).toBe(400);
    expect(await unreadIds(maya)).toEqual([mine]);
  });

  it('leaves nothing of a member removed, and tells them nothing more', async () => {
    const [postId] = await write(lee, 'Lee’s post');
    await maya.api.post('/posts/approvePost', { post_id: postId!, channel_id: ch[LINKEDIN]! });
    expect((await listOf(lee)).unread).toBe(1);
    expect((await maya.api.post('/members/remove', { user_id: lee.id })).status).toBe(200);
    await failOn(ch[LINKEDIN]!, [postId!]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, lee.id))).toEqual([]);
    // Their post's failure still reaches the owners and admins.
    expect((await kindsOf(priya)).filter((kind) => kind === 'post_failed')).toHaveLength(1);
  });

  it('is every role’s: a collaborator reads their own', async () => {
    const [postId] = await write(sam, 'For approval');
    await maya.api.post('/posts/approvePost', { post_id: postId!, channel_id: ch[LINKEDIN]! });
    expect((await readAll(sam)).body.data).toEqual({ unread: 0 });
    expect((await listOf(maya)).unread).toBe(1);
  });
});

const otherWorkspaceId = async () =>
  (await t.db.select({ id: memberships.workspaceId }).from(memberships).where(eq(memberships.userId, alex.id)))[0]?.id;

describe('the event stream', () => {
  it('tells the recipients’ dashboards alone that their notifications changed', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = {
      maya: await openEventStream(address, await t.tokenFor(DEMO.owner)),
      sam: await openEventStream(address, await t.tokenFor(DEMO.collab)),
      alex: await openEventStream(address, await t.tokenFor(DEMO.other)),
    };
    try {
      await write(sam, 'For approval');
      await expect.poll(() => streams.maya.stream.text, { timeout: 5000 }).toContain('event: notifications\ndata: {}');
      // Sam's dashboard hears of the outbox, not of notifications meant for others.
      await expect.poll(() => streams.sam.stream.text, { timeout: 5000 }).toContain('event: outbox');
      expect(streams.sam.stream.text).not.toContain('event: notifications');
      expect(streams.alex.stream.text).not.toContain('event: notifications');

      // Reading tells the reader's other dashboards.
      await readAll(sam);
      await expect.poll(() => streams.sam.stream.text, { timeout: 5000 }).toContain('event: notifications');
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.close()));
    }
  });
});
