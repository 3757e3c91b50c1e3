// Who handles what in the team inbox (issue 35, decision 039), on PGlite: assigning a unit of work, the assignee
// views of inbox/get and their counts, round-robin as items arrive, a done unit reopened by a new message, and who
// wrote our replies. The race of two assigners on two PostgreSQL instances is in
// server/testing/integrity/assignment.test.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, inboxItems, inboxRouting, inboxWork, memberships, users } from '../../db/schema.ts';
import type { WorkspaceEvent } from '../../services/events/bus.ts';
import { random } from '../../services/demo/seed-inbox.ts';
import { simulateOnce } from '../../services/inbox/simulator.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { DEMO, openedPerTest, type TestApp } from '../../testing/test-app.ts';

const open = openedPerTest();
const LINKEDIN = 4;

interface Demo {
  t: TestApp;
  owner: ApiClient;
  collab: ApiClient;
  /** Alex Morgan, the owner of the other workspace. */
  stranger: ApiClient;
  workspaceId: number;
  ownerId: number;
  collabId: number;
  strangerId: number;
  ch: Record<number, number>;
}

async function demo(): Promise<Demo> {
  const t = await open();
  const owner = apiClient(t, await t.tokenFor(DEMO.owner));
  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const me = (await owner.get('/account/get')).body.data;
  return {
    t,
    owner,
    collab: apiClient(t, await t.tokenFor(DEMO.collab)),
    stranger: apiClient(t, await t.tokenFor(DEMO.other)),
    workspaceId: Number(me.workspace.workspace_id),
    ownerId: await idOf(DEMO.owner),
    collabId: await idOf(DEMO.collab),
    strangerId: await idOf(DEMO.other),
    ch: await demoChannels(owner),
  };
}

/** An inbound comment on a channel's post of the demo, the newest first: the head of a unit of work. */
async function inboundComment(d: Demo, channelType = LINKEDIN, skip = 0) {
  const rows = await d.t.db
    .select()
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.channelId, d.ch[channelType]!),
        eq(inboxItems.postType, 'comment'),
        eq(inboxItems.byChannel, false),
        sql`${inboxItems.workId} = ${inboxItems.id}`,
      ),
    )
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id));
  return rows[skip]!;
}

/**
 * Inserts an item as the pollers do (a root its own conversation), from outside unless `ours`, and announces it as
 * they do; answers its row.
 */
async function arrive(
  t: TestApp,
  item: { workspaceId: number; channelId: number; parent?: number; direct?: boolean; ours?: boolean; type?: string },
) {
  const { rows } = await t.db.execute(sql`
    with next as (select nextval(pg_get_serial_sequence('inbox_items', 'id'))::int as id)
    insert into inbox_items (id, workspace_id, channel_id, network_id, post_type, parent_id, conversation_id,
                             is_direct, by_channel, author_id, author_name, text, permalink, created_at)
    overriding system value
    select next.id, ${item.workspaceId}, ${item.channelId}, 'sbx-test-' || next.id, ${item.type ?? 'reply'},
           ${item.parent ?? null}::int,
           coalesce((select conversation_id from inbox_items where id = ${item.parent ?? null}::int), next.id),
           ${item.direct ?? false}, ${item.ours ?? false}, 'someone', 'Someone', 'Anyone there?', '', now()
    from next
    returning id, work_id, assignee_id, is_archived, conversation_id`);
  const row = rows[0] as {
    id: number;
    work_id: number;
    assignee_id: number | null;
    is_archived: boolean;
    conversation_id: number;
  };
  t.deps.events.publish(item.workspaceId, {
    type: 'inbox',
    itemIds: [row.id],
    conversationIds: [row.conversation_id],
    reason: 'new',
  });
  return row;
}

const itemsOfUnit = (t: TestApp, workId: number) =>
  t.db
    .select({ id: inboxItems.id, assigneeId: inboxItems.assigneeId })
    .from(inboxItems)
    .where(eq(inboxItems.workId, workId));

const listed = (answer: { body: { data: { posts: { post_id: string }[] } } }) =>
  answer.body.data.posts.map((p) => Number(p.post_id));

describe('POST /inbox/assign', () => {
  it('assigns the whole unit of work, now and as it grows, and tells the dashboards which items changed', async () => {
    const d = await demo();
    const head = await inboundComment(d);
    const reply = await arrive(d.t, { workspaceId: d.workspaceId, channelId: head.channelId, parent: head.id });
    expect(reply.work_id).toBe(head.id);
    const heard: WorkspaceEvent[] = [];
    d.t.deps.events.subscribe(d.workspaceId, (event) => heard.push(event));

    // A collaborator may assign, and be assigned; through any item of the unit.
    const assigned = await d.collab.post('/inbox/assign', {
      post_id: reply.id,
      channel_id: head.channelId,
      assignee_id: d.collabId,
    });
    expect(assigned).toMatchObject({ status: 200, body: { status: 'success' } });
    const unit = await itemsOfUnit(d.t, head.id);
    expect(unit.map((i) => i.assigneeId)).toEqual(unit.map(() => d.collabId));
    expect(heard).toEqual([
      {
        type: 'inbox',
        reason: 'changed',
        itemIds: expect.arrayContaining(unit.map((i) => i.id)),
        conversationIds: [head.conversationId],
      },
    ]);
    const [work] = await d.t.db.select().from(inboxWork).where(eq(inboxWork.workId, head.id));
    expect(work).toMatchObject({ assigneeId: d.collabId, assignedBy: d.collabId, channelId: head.channelId });
    const item = await d.owner.get('/inbox/getItem', { reply_id: head.id, channel_id: head.channelId });
    expect(item.body.data).toMatchObject({ assignee_id: String(d.collabId), assignee_name: 'Sam Rivera' });

    // What arrives in the unit later is theirs too; a new top comment is nobody's.
    const later = await arrive(d.t, { workspaceId: d.workspaceId, channelId: head.channelId, parent: reply.id });
    expect(later.assignee_id).toBe(d.collabId);
    const other = await arrive(d.t, {
      workspaceId: d.workspaceId,
      channelId: head.channelId,
      parent: head.parentId!,
      type: 'comment',
    });
    expect([other.work_id, other.assignee_id]).toEqual([other.id, null]);

    // Assigning to whoever has it changes nothing and announces nothing; 0 unassigns every item.
    heard.length = 0;
    const again = { post_id: head.id, channel_id: head.channelId, assignee_id: d.collabId };
    expect((await d.owner.post('/inbox/assign', again)).status).toBe(200);
    expect(heard).toEqual([]);
    await d.owner.post('/inbox/assign', { ...again, assignee_id: 0 });
    expect((await itemsOfUnit(d.t, head.id)).every((i) => i.assigneeId === null)).toBe(true);
    expect(heard).toHaveLength(1);
    const cleared = await d.owner.get('/inbox/getItem', { reply_id: head.id, channel_id: head.channelId });
    expect(cleared.body.data).toMatchObject({ assignee_id: '0', assignee_name: '' });
  });

  it('refuses a change over what the caller saw with a 409 naming who has it', async () => {
    const d = await demo();
    const head = await inboundComment(d);
    const call = { post_id: head.id, channel_id: head.channelId };
    // Both saw nobody; the first takes it, the second is told who did.
    const first = await d.owner.post('/inbox/assign', { ...call, assignee_id: d.ownerId, expected_assignee_id: 0 });
    expect(first.status).toBe(200);
    const second = await d.collab.post('/inbox/assign', {
      ...call,
      assignee_id: d.collabId,
      expected_assignee_id: 0,
    });
    expect(second).toMatchObject({
      status: 409,
      body: { status: 'error', code: 'assignee_changed', message: 'Maya Chen has this conversation now.' },
    });
    expect((await itemsOfUnit(d.t, head.id)).every((i) => i.assigneeId === d.ownerId)).toBe(true);
    // Seeing the right holder, the handover goes through; without expected_assignee_id it is a plain set.
    const handover = { ...call, assignee_id: d.collabId, expected_assignee_id: d.ownerId };
    expect((await d.owner.post('/inbox/assign', handover)).status).toBe(200);
    expect((await d.owner.post('/inbox/assign', { ...call, assignee_id: d.ownerId })).status).toBe(200);
    // Nobody has it, though the caller thought someone did.
    await d.owner.post('/inbox/assign', { ...call, assignee_id: 0 });
    const stale = await d.collab.post('/inbox/assign', { ...call, assignee_id: d.collabId, expected_assignee_id: 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'assignee_changed' } });
    expect(stale.body.message).toContain('nobody has it now');
  });

  it('answers 404 for another workspace’s member or item and 400 for bad input, changing nothing', async () => {
    const d = await demo();
    const head = await inboundComment(d);
    const call = { post_id: head.id, channel_id: head.channelId };
    const before = await d.t.db.execute(
      sql`select md5(string_agg(x::text, ',' order by x.id)) as v from inbox_items x`,
    );
    const foreign = await d.owner.post('/inbox/assign', { ...call, assignee_id: d.strangerId });
    expect(foreign).toMatchObject({
      status: 404,
      body: { status: 'error', code: 'not_found', field: 'assignee_id' },
    });
    expect((await d.owner.post('/inbox/assign', { ...call, assignee_id: 2_000_000 })).status).toBe(404);
    // Alex's own workspace does not have the demo's items.
    const theirs = await d.stranger.post('/inbox/assign', { ...call, assignee_id: d.strangerId });
    expect(theirs).toMatchObject({ status: 404, body: { field: 'post_id' } });
    const elsewhere = { ...call, channel_id: d.ch[1], assignee_id: d.ownerId };
    expect((await d.owner.post('/inbox/assign', elsewhere)).status).toBe(404);
    for (const bad of [{ assignee_id: -1 }, { assignee_id: 'me' }, { assignee_id: undefined }]) {
      const answer = await d.owner.post('/inbox/assign', { ...call, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', field: 'assignee_id' });
    }
    const after = await d.t.db.execute(sql`select md5(string_agg(x::text, ',' order by x.id)) as v from inbox_items x`);
    expect(after.rows).toEqual(before.rows);
    expect(await d.t.db.select().from(inboxWork)).toEqual([]);
  });
});

describe('the assignee views', () => {
  it('list Mine, Unassigned and a teammate’s items with their counts, combined with the other filters', async () => {
    const d = await demo();
    const heads = await Promise.all([0, 1, 2].map((n) => inboundComment(d, LINKEDIN, n)));
    const assign = (head: (typeof heads)[number], assigneeId: number) =>
      d.owner.post('/inbox/assign', { post_id: head.id, channel_id: head.channelId, assignee_id: assigneeId });
    // Read the unassigned view first, so that a stale kept answer would show.
    const linkedIn = { assignee: 'none', channel_id: d.ch[LINKEDIN] };
    const unassignedBefore = listed(await d.owner.get('/inbox/get', linkedIn));
    expect(unassignedBefore).toEqual(expect.arrayContaining(heads.map((h) => h.id)));
    await assign(heads[0]!, d.ownerId);
    await assign(heads[1]!, d.collabId);
    await assign(heads[2]!, d.collabId);
    await d.owner.post('/inbox/action', {
      post_id: heads[2]!.id,
      channel_id: heads[2]!.channelId,
      channel_type: LINKEDIN,
      action: 'read',
    });

    const ownerMine = await d.owner.get('/inbox/get', { assignee: 'me' });
    expect(listed(ownerMine)).toEqual([heads[0]!.id]);
    // The same parameters from another caller are another view: the kept answer is the caller's own.
    const collabMine = await d.collab.get('/inbox/get', { assignee: 'me' });
    expect(listed(collabMine).sort()).toEqual([heads[1]!.id, heads[2]!.id].sort());
    expect(collabMine.body.data.active).toBe(heads[1]!.isUnread ? 1 : 0);
    expect(listed(await d.owner.get('/inbox/get', { assignee: String(d.collabId) }))).toEqual(listed(collabMine));
    const unread = await d.owner.get('/inbox/get', { assignee: String(d.collabId), is_unread: 1 });
    expect(listed(unread)).toEqual(heads[1]!.isUnread ? [heads[1]!.id] : []);
    expect(listed(await d.owner.get('/inbox/get', { assignee: 'me', channel_id: d.ch[1] }))).toEqual([]);

    const unassigned = listed(await d.owner.get('/inbox/get', linkedIn));
    expect(unassigned.some((id) => heads.some((h) => h.id === id))).toBe(false);
    expect(unassigned.slice(0, 10)).toEqual(
      unassignedBefore.filter((id) => !heads.some((h) => h.id === id)).slice(0, 10),
    );
    // Paging the unassigned view by its last item goes on in the list's order, as the whole list does.
    const next = await d.owner.get('/inbox/get', { ...linkedIn, last_post_id: unassigned.at(-1)! });
    const everyone = await d.owner.get('/inbox/get', { channel_id: d.ch[LINKEDIN], last_post_id: unassigned.at(-1)! });
    expect(listed(next).length).toBeGreaterThan(0);
    expect(listed(next)).toEqual(
      listed(everyone)
        .filter((id) => !heads.some((h) => h.id === id))
        .slice(0, 20),
    );

    const counts = (await d.collab.get('/inbox/assignees')).body.data;
    const openOf = async (assignee?: string) =>
      Number(
        (
          await d.t.db.execute(sql`select count(*) as n from inbox_items where workspace_id = ${d.workspaceId}
            and in_list and not is_archived ${assignee === undefined ? sql`` : assignee === 'none' ? sql`and assignee_id is null` : sql`and assignee_id = ${Number(assignee)}`}`)
        ).rows[0]!.n,
      );
    expect(counts.everyone.open).toBe(await openOf());
    expect(counts.unassigned.open).toBe(await openOf('none'));
    expect(counts.everyone.unread).toBe((await d.owner.get('/inbox/get')).body.data.active);
    expect(counts.unassigned.unread).toBe((await d.owner.get('/inbox/get', { assignee: 'none' })).body.data.active);
    expect(counts.assignees).toEqual([
      {
        user_id: String(d.ownerId),
        name: 'Maya Chen',
        picture: '/avatars/user-1.svg',
        is_member: 1,
        open: 1,
        unread: heads[0]!.isUnread ? 1 : 0,
      },
      {
        user_id: String(d.collabId),
        name: 'Sam Rivera',
        picture: '/avatars/user-2.svg',
        is_member: 1,
        open: 2,
        unread: heads[1]!.isUnread ? 1 : 0,
      },
    ]);

    // Someone who left keeps their units until they are assigned again: their view and count stay reachable.
    await d.owner.post('/members/remove', { user_id: d.collabId });
    expect(listed(await d.owner.get('/inbox/get', { assignee: String(d.collabId) })).length).toBe(2);
    const after = (await d.owner.get('/inbox/assignees')).body.data.assignees;
    expect(after.map((a: { name: string; is_member: number }) => [a.name, a.is_member])).toEqual([
      ['Maya Chen', 1],
      ['Sam Rivera', 0],
    ]);
  });

  it('answer 404 for another workspace’s member and 400 for what is not a view', async () => {
    const d = await demo();
    const foreign = await d.owner.get('/inbox/get', { assignee: String(d.strangerId) });
    expect(foreign).toMatchObject({ status: 404, body: { status: 'error', code: 'not_found', field: 'assignee' } });
    expect((await d.owner.get('/inbox/get', { assignee: '2147483647' })).status).toBe(404);
    for (const bad of ['everyone', '0', '-3', '2147483648', 'me,none']) {
      const answer = await d.owner.get('/inbox/get', { assignee: bad });
      expect(answer, bad).toMatchObject({ status: 400, body: { status: 'error', field: 'assignee' } });
    }
  });
});

describe('round-robin', () => {
  it('is set by owners and admins only, for the workspace’s channels and members, and audit-logged', async () => {
    const d = await demo();
    expect((await d.collab.get('/inbox/routing')).status).toBe(403);
    const refused = await d.collab.post('/inbox/routing', { enabled: 1 });
    expect(refused).toMatchObject({ status: 403, body: { status: 'error', code: 'forbidden' } });
    expect((await d.owner.get('/inbox/routing')).body.data).toEqual({
      enabled: 0,
      channel_ids: '',
      member_ids: '',
      next_member_id: '0',
    });
    // Another workspace's channel or member, or turning it on with nobody to assign: refused, nothing kept.
    const foreignChannel = (await d.stranger.get('/drafts/get')).body.data.channels[0].channel_id;
    const wrong = [
      [{ enabled: 1, channel_ids: `${d.ch[1]}_${foreignChannel}`, member_ids: String(d.ownerId) }, 404, 'channel_ids'],
      [{ enabled: 1, channel_ids: String(d.ch[1]), member_ids: `${d.ownerId}_${d.strangerId}` }, 404, 'member_ids'],
      [{ enabled: 1, channel_ids: String(d.ch[1]) }, 400, 'enabled'],
      [{ member_ids: '1_x' }, 400, 'member_ids'],
    ] as const;
    for (const [params, status, field] of wrong) {
      const answer = await d.owner.post('/inbox/routing', params);
      expect(answer, JSON.stringify(params)).toMatchObject({ status, body: { status: 'error', field } });
    }
    // A 404 says where the ids that do exist are listed.
    const strangeChannel = await d.owner.post('/inbox/routing', { channel_ids: String(foreignChannel) });
    expect(strangeChannel.body.message).toBe(
      `No channel ${foreignChannel} with that id in this workspace: list its channels with GET /api/channels/get.`,
    );
    const strangeMember = await d.owner.post('/inbox/routing', { member_ids: String(d.strangerId) });
    expect(strangeMember.body.message).toBe(
      `No member ${d.strangerId} with that id in this workspace: list its members with GET /api/members/list.`,
    );
    expect(await d.t.db.select().from(inboxRouting)).toEqual([]);

    const set = await d.owner.post('/inbox/routing', {
      enabled: 1,
      channel_ids: `${d.ch[4]}_${d.ch[1]}`,
      member_ids: `${d.collabId}_${d.ownerId}`,
    });
    expect(set.body.data).toEqual({
      enabled: 1,
      channel_ids: `${d.ch[4]}_${d.ch[1]}`,
      member_ids: `${d.collabId}_${d.ownerId}`,
      next_member_id: String(d.collabId),
    });
    // Left out, a setting stays; an empty list empties it (and round-robin cannot stay on without channels).
    const off = await d.owner.post('/inbox/routing', { enabled: 0, channel_ids: '' });
    expect(off.body.data).toMatchObject({ enabled: 0, channel_ids: '', member_ids: `${d.collabId}_${d.ownerId}` });
    const events = await d.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'inbox.routing_changed'))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.details)).toEqual([
      { enabled: true, channel_ids: `${d.ch[4]}_${d.ch[1]}`, member_ids: `${d.collabId}_${d.ownerId}` },
      { enabled: false, channel_ids: '', member_ids: `${d.collabId}_${d.ownerId}` },
    ]);
    expect(events[0]!.subjects.map((s) => s.kind)).toEqual(['workspace', 'channel', 'channel', 'person', 'person']);
    const audit = await d.owner.get('/audit/list', { limit: 5 });
    expect(audit.body.data.events[0]).toMatchObject({ action: 'inbox.routing_changed', actor: 'Maya Chen' });
  });

  it('assigns each new conversation arriving on a chosen channel to the next member, skipping those who left', async () => {
    const d = await demo();
    await d.owner.post('/channels/connect', { network: 'sandbox', channel_type: 4, name: 'Second page' });
    const channelIds = Object.values(d.ch);
    const [extra] = await d.t.db
      .insert(users)
      .values({ email: 'third@demo.test', name: 'Third Person', passwordHash: 'x' })
      .returning();
    await d.t.db.insert(memberships).values({ workspaceId: d.workspaceId, userId: extra!.id, role: 'admin' });
    const order = [d.ownerId, extra!.id, d.collabId];
    const routed = await d.owner.post('/inbox/routing', {
      enabled: 1,
      channel_ids: channelIds.join('_'),
      member_ids: order.join('_'),
    });
    expect(routed.status).toBe(200);

    // The simulator's comments, mentions, reviews and messages each open a unit of their own.
    const rng = random(35);
    const newItems = async (since: number) =>
      d.t.db
        .select({ id: inboxItems.id, assigneeId: inboxItems.assigneeId, workId: inboxItems.workId })
        .from(inboxItems)
        .where(and(eq(inboxItems.workspaceId, d.workspaceId), sql`${inboxItems.id} > ${since}`))
        .orderBy(inboxItems.id);
    const top = async () => Number((await d.t.db.execute(sql`select max(id) as n from inbox_items`)).rows[0]!.n);
    const start = await top();
    for (let n = 0; n < 12; n++) await simulateOnce(d.t.deps, rng);
    const arrived = await newItems(start);
    expect(arrived.length).toBeGreaterThanOrEqual(6);
    expect(arrived.every((i) => i.workId === i.id)).toBe(true);
    expect(arrived.map((i) => i.assigneeId)).toEqual(arrived.map((_, k) => order[k % 3]));
    const works = await d.t.db.select().from(inboxWork).where(eq(inboxWork.workspaceId, d.workspaceId));
    expect(works.map((w) => [w.workId, w.assigneeId, w.assignedBy]).sort()).toEqual(
      arrived.map((i) => [i.id, i.assigneeId, null]).sort(),
    );

    // A reply under a routed unit joins its assignee; our own posts and replies take no turn.
    const head = arrived[0]!;
    const reply = await arrive(d.t, { workspaceId: d.workspaceId, channelId: d.ch[4]!, parent: head.id });
    const ours = await arrive(d.t, { workspaceId: d.workspaceId, channelId: d.ch[4]!, type: 'post', ours: true });
    expect([reply.assignee_id, ours.assignee_id]).toEqual([head.assigneeId, null]);

    // A member who left is skipped; the turn goes on among those who stay.
    await d.owner.post('/members/remove', { user_id: extra!.id });
    const next = (await d.owner.get('/inbox/routing')).body.data;
    expect(next.member_ids).toBe(`${d.ownerId}_${d.collabId}`);
    const before = await top();
    for (let n = 0; n < 6; n++) await simulateOnce(d.t.deps, rng);
    const later = await newItems(before);
    expect(later.length).toBeGreaterThan(1);
    expect(later.every((i) => i.assigneeId === d.ownerId || i.assigneeId === d.collabId)).toBe(true);
    for (let k = 1; k < later.length; k++) expect(later[k]!.assigneeId).not.toBe(later[k - 1]!.assigneeId);

    // Off, new conversations are nobody's.
    await d.owner.post('/inbox/routing', { enabled: 0 });
    const quiet = await arrive(d.t, { workspaceId: d.workspaceId, channelId: d.ch[4]!, type: 'mention' });
    expect(quiet.assignee_id).toBeNull();
  });

  it('keeps the turn with whoever had it when the members change, if they stay in the list', async () => {
    const d = await demo();
    const [extra] = await d.t.db
      .insert(users)
      .values({ email: 'third@demo.test', name: 'Third Person', passwordHash: 'x' })
      .returning();
    await d.t.db.insert(memberships).values({ workspaceId: d.workspaceId, userId: extra!.id, role: 'admin' });
    const routing = (params: Record<string, string | number>) => d.owner.post('/inbox/routing', params);
    const mention = () => arrive(d.t, { workspaceId: d.workspaceId, channelId: d.ch[4]!, type: 'mention' });
    await routing({ enabled: 1, channel_ids: String(d.ch[4]), member_ids: `${d.ownerId}_${d.collabId}_${extra!.id}` });
    expect((await mention()).assignee_id).toBe(d.ownerId);

    // The collaborator's turn, wherever the new order puts them.
    const reordered = await routing({ member_ids: `${extra!.id}_${d.ownerId}_${d.collabId}` });
    expect(reordered.body.data).toMatchObject({
      member_ids: `${extra!.id}_${d.ownerId}_${d.collabId}`,
      next_member_id: String(d.collabId),
    });
    expect((await mention()).assignee_id).toBe(d.collabId);
    // The turn came round to the first of the list; taking the owner out leaves it there.
    expect((await d.owner.get('/inbox/routing')).body.data.next_member_id).toBe(String(extra!.id));
    const without = await routing({ member_ids: `${d.collabId}_${extra!.id}` });
    expect(without.body.data.next_member_id).toBe(String(extra!.id));
    // Taking out whoever has the turn gives it to the first of the new list.
    const dropped = await routing({ member_ids: String(d.collabId) });
    expect(dropped.body.data.next_member_id).toBe(String(d.collabId));
    expect((await mention()).assignee_id).toBe(d.collabId);
  });
});

describe('a done conversation', () => {
  it('comes back to the open list with its assignee when a new message arrives; what was done stays done', async () => {
    const d = await demo();
    const head = await inboundComment(d);
    await d.owner.post('/inbox/assign', { post_id: head.id, channel_id: head.channelId, assignee_id: d.collabId });
    // The team answers it, with the writer recorded, and puts it away.
    const answered = await d.collab.post('/inbox/action', {
      post_id: head.id,
      channel_id: head.channelId,
      channel_type: LINKEDIN,
      action: 'reply',
      message: 'The refund is on its way.',
    });
    expect(answered.status).toBe(200);
    const [ours] = await d.t.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.parentId, head.id), eq(inboxItems.byChannel, true)));
    expect(ours).toMatchObject({ writtenBy: d.collabId, workId: head.id, assigneeId: d.collabId });
    await d.collab.post('/inbox/action', {
      post_id: head.id,
      channel_id: head.channelId,
      channel_type: LINKEDIN,
      action: 'archive',
    });
    const mine = async () => listed(await d.collab.get('/inbox/get', { assignee: 'me' }));
    expect(await mine()).toEqual([]);
    const [done] = await d.t.db.select().from(inboxItems).where(eq(inboxItems.id, head.id));
    expect(done!.doneAt).not.toBeNull();

    const again = await arrive(d.t, { workspaceId: d.workspaceId, channelId: head.channelId, parent: ours!.id });
    expect(again).toMatchObject({ work_id: head.id, assignee_id: d.collabId, is_archived: false });
    expect(await mine()).toEqual([again.id]);
    const listedAgain = (await d.owner.get('/inbox/get')).body.data.posts.find(
      (p: { post_id: string }) => Number(p.post_id) === again.id,
    );
    expect(listedAgain).toMatchObject({ assignee_id: String(d.collabId), assignee_name: 'Sam Rivera' });
    // The message answered before stays done, with the time it was done.
    const [still] = await d.t.db.select().from(inboxItems).where(eq(inboxItems.id, head.id));
    expect(still).toMatchObject({ isArchived: true, doneAt: done!.doneAt });
    expect(listed(await d.collab.get('/inbox/get', { assignee: 'me', is_archived: 1 }))).toContain(head.id);
  });
});
