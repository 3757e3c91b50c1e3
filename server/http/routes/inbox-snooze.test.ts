// Snoozing a conversation (decision 040): it leaves the open list, shows as snoozed among the archived items, and comes
// back unread at its time (the fake clock), by hand, or when a new message from outside arrives in it.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, inboxWork } from '../../db/schema.ts';
import type { WorkspaceEvent } from '../../services/events/bus.ts';
import { wakeRound } from '../../services/inbox/snooze.ts';
import { formatInZone } from '../../domain/time.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const NY = 'America/New_York';
/** The service's clock in these tests: a Monday morning in New York. */
const NOW = new Date('2026-11-23T14:00:00Z');
const HOUR = 3_600_000;

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let workspaceId: number;
let heard: WorkspaceEvent[];

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  workspaceId = Number((await owner.get('/account/get')).body.data.workspace.workspace_id);
  heard = [];
  t.deps.events.subscribe(workspaceId, (event) => heard.push(event));
});
afterEach(() => t.close());

type Row = typeof inboxItems.$inferSelect;

/** An open direct-message conversation of the demo with several messages of theirs: its first message and its unit. */
async function conversation(): Promise<{ head: Row; channelType: number; unit: () => Promise<Row[]> }> {
  const [found] = (
    await t.db.execute(sql`
      select work_id from inbox_items
      where workspace_id = ${workspaceId} and is_direct and not by_channel and not is_archived
      group by work_id having count(*) >= 2 order by work_id limit 1`)
  ).rows as { work_id: number }[];
  const workId = found!.work_id;
  const unit = () => t.db.select().from(inboxItems).where(eq(inboxItems.workId, workId)).orderBy(inboxItems.id);
  const [head] = await unit();
  const [channel] = await t.db.select().from(channels).where(eq(channels.id, head!.channelId));
  return { head: head!, channelType: channel!.channelType, unit };
}

const snooze = (api: ApiClient, head: Row, until: string) =>
  api.post('/inbox/snooze', { post_id: head.id, channel_id: head.channelId, until });

const workRow = async (workId: number) => (await t.db.select().from(inboxWork).where(eq(inboxWork.workId, workId)))[0];

describe('POST /inbox/snooze', () => {
  it('archives the whole conversation until then, keeps its assignee, and shows it as snoozed', async () => {
    const { head, unit } = await conversation();
    const assignee = (await t.db.execute(sql`select user_id from memberships where workspace_id = ${workspaceId}`))
      .rows[0] as { user_id: number };
    await t.db
      .insert(inboxWork)
      .values({ workId: head.workId, workspaceId, channelId: head.channelId, assigneeId: assignee.user_id });

    const reply = await snooze(owner, head, '2026-11-24 08:30:00');
    expect(reply.status).toBe(200);
    const items = await unit();
    expect(reply.body.data).toEqual({ snoozed_until: '2026-11-24 08:30:00', count: items.length });
    expect(items.every((i) => i.isArchived)).toBe(true);
    const work = await workRow(head.workId);
    expect(work).toMatchObject({ assigneeId: assignee.user_id });
    expect(work!.snoozedUntil!.toISOString()).toBe('2026-11-24T13:30:00.000Z');
    // Dashboards and answer caches hear which items changed.
    const said = heard.filter((e) => e.type === 'inbox').flatMap((e) => (e.type === 'inbox' ? e.itemIds : []));
    expect(said.sort()).toEqual(items.map((i) => i.id).sort());

    const open = (await owner.get('/inbox/get')).body.data.posts as { post_id: string }[];
    expect(open.map((p) => p.post_id)).not.toContain(String(head.id));
    const archived = (await owner.get('/inbox/get', { is_archived: 1, channel_id: head.channelId })).body.data
      .posts as { post_id: string; snoozed_until: string }[];
    expect(archived.find((p) => p.post_id === String(head.id))?.snoozed_until).toBe('2026-11-24 08:30:00');
    const item = (await owner.get('/inbox/getItem', { reply_id: head.id, channel_id: head.channelId })).body.data;
    expect(item.snoozed_until).toBe('2026-11-24 08:30:00');

    // Snoozed again: the new time replaces the old one.
    expect((await snooze(owner, head, '2026-11-30 09:00:00')).body.data).toMatchObject({ count: 0 });
    expect((await workRow(head.workId))!.snoozedUntil!.toISOString()).toBe('2026-11-30T14:00:00.000Z');
  });

  it('lets a collaborator snooze', async () => {
    const { head, unit } = await conversation();
    expect((await snooze(collab, head, '2026-11-24 08:30:00')).status).toBe(200);
    expect((await unit()).every((i) => i.isArchived)).toBe(true);
  });

  it('refuses a time past, malformed or skipped, and another workspace’s item, changing nothing', async () => {
    const { head, unit } = await conversation();
    const before = await unit();
    const refused = [
      [owner, formatInZone(new Date(NOW.getTime() - 60_000), NY), 'time_in_past'],
      [owner, formatInZone(NOW, NY), 'time_in_past'],
      [owner, '2026-11-24 8:30', 'invalid_parameter'],
      [owner, '2026-02-30 09:00:00', 'invalid_time'],
      // 02:30 on the day New York's clocks spring forward does not exist.
      [owner, '2027-03-14 02:30:00', 'time_skipped'],
    ] as const;
    for (const [api, until, code] of refused) {
      const reply = await snooze(api, head, until);
      expect(reply.status, until).toBe(400);
      expect(reply.body).toMatchObject({ status: 'error', code, field: 'until' });
    }
    const foreign = await snooze(other, head, '2026-11-24 08:30:00');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 'error', code: 'not_found' });
    const wrongChannel = await owner.post('/inbox/snooze', {
      post_id: head.id,
      channel_id: head.channelId + 1,
      until: '2026-11-24 08:30:00',
    });
    expect(wrongChannel.status).toBe(404);
    expect(await unit()).toEqual(before);
    expect(await workRow(head.workId)).toBeUndefined();
  });
});

describe('a snoozed conversation comes back', () => {
  it('at its time, unarchived and unread, once however often the wake-up runs', async () => {
    const { head, unit } = await conversation();
    await t.db.update(inboxItems).set({ isUnread: false }).where(eq(inboxItems.workId, head.workId));
    await snooze(owner, head, '2026-11-23 10:00:00');
    // An hour before: nothing comes back.
    t.setNow(() => new Date(NOW.getTime() + HOUR - 1000));
    expect(await wakeRound(t.deps)).toBe(0);
    expect((await unit()).every((i) => i.isArchived)).toBe(true);

    heard = [];
    t.setNow(() => new Date(NOW.getTime() + HOUR));
    const items = await unit();
    expect(await wakeRound(t.deps)).toBe(items.length);
    const back = await unit();
    expect(back.every((i) => !i.isArchived && i.doneAt === null)).toBe(true);
    // What the inbox lists (their messages) is unread again; our own replies stay as they were.
    expect(back.filter((i) => !i.byChannel).every((i) => i.isUnread)).toBe(true);
    expect(back.filter((i) => i.byChannel).every((i) => !i.isUnread)).toBe(true);
    expect((await workRow(head.workId))!.snoozedUntil).toBeNull();
    expect(heard).toEqual([
      {
        type: 'inbox',
        reason: 'changed',
        itemIds: expect.arrayContaining(items.map((i) => i.id)),
        conversationIds: [head.conversationId],
      },
    ]);
    const open = (await owner.get('/inbox/get', { channel_id: head.channelId, is_unread: 1 })).body.data;
    expect(open.posts.map((p: { post_id: string }) => p.post_id)).toContain(String(head.id));
    expect(open.posts.find((p: { post_id: string }) => p.post_id === String(head.id)).snoozed_until).toBe('');

    // A second round, or another instance's: nothing more to do.
    expect(await wakeRound(t.deps)).toBe(0);
  });

  it('when a teammate unarchives one of its items: the snooze ends and the whole conversation is back', async () => {
    const { head, channelType, unit } = await conversation();
    await snooze(owner, head, '2026-11-30 09:00:00');
    const reply = await owner.post('/inbox/action', {
      post_id: head.id,
      channel_id: head.channelId,
      channel_type: channelType,
      action: 'unarchive',
    });
    expect(reply.status).toBe(200);
    expect((await unit()).every((i) => !i.isArchived)).toBe(true);
    expect((await workRow(head.workId))!.snoozedUntil).toBeNull();
    // Nothing is left to wake later.
    t.setNow(() => new Date('2026-12-01T00:00:00Z'));
    expect(await wakeRound(t.deps)).toBe(0);
  });

  it('when a new message from outside arrives in it, and not when we answer', async () => {
    const { head, unit } = await conversation();
    await snooze(owner, head, '2026-11-30 09:00:00');
    const last = (await unit()).at(-1)!;
    const arrive = (byChannel: boolean) =>
      t.db.insert(inboxItems).values({
        workspaceId,
        channelId: head.channelId,
        networkId: `sbx-snooze-${byChannel ? 'ours' : 'theirs'}`,
        postType: 'message',
        isDirect: true,
        parentId: last.id,
        conversationId: head.conversationId,
        byChannel,
        authorId: byChannel ? `channel-${head.channelId}` : head.authorId,
        authorName: head.authorName,
        text: byChannel ? 'We are on it.' : 'Any news?',
        permalink: '',
        isUnread: !byChannel,
        createdAt: NOW,
      });
    await arrive(true);
    expect((await workRow(head.workId))!.snoozedUntil).not.toBeNull();
    expect((await unit()).filter((i) => i.id <= last.id).every((i) => i.isArchived)).toBe(true);

    await arrive(false);
    expect((await workRow(head.workId))!.snoozedUntil).toBeNull();
    // The conversation is open again, the messages before too; ours stays where our answer put it.
    const items = await unit();
    expect(items.filter((i) => !i.byChannel).every((i) => !i.isArchived)).toBe(true);
    expect(items.filter((i) => i.id <= last.id).every((i) => !i.isArchived)).toBe(true);
  });

  it('not when another conversation of the same channel gets a message', async () => {
    const { head } = await conversation();
    await snooze(owner, head, '2026-11-30 09:00:00');
    await t.db.insert(inboxItems).values({
      workspaceId,
      channelId: head.channelId,
      networkId: 'sbx-snooze-elsewhere',
      postType: 'message',
      isDirect: true,
      conversationId: 0,
      authorId: 'someone-else',
      authorName: 'Someone Else',
      text: 'Hello?',
      permalink: '',
      createdAt: NOW,
    });
    expect((await workRow(head.workId))!.snoozedUntil).not.toBeNull();
    const [still] = await t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.id, head.id), eq(inboxItems.isArchived, true)));
    expect(still).toBeDefined();
  });
});
