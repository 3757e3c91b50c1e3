/**
 * A workspace's labels and an inbox item's (issue 35, decision 041): who manages them, what is refused with nothing
 * changed, the label view of inbox/get, and every answer that carries an item's labels.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, inboxItemLabels, inboxItems, labels } from '../../db/schema.ts';
import { MAX_LABELS } from '../../domain/labels.ts';
import type { WorkspaceEvent } from '../../services/events/bus.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

const LINKEDIN = 4;
let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let ch: Record<number, number>;
let workspaceId: number;
let heard: WorkspaceEvent[];

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  ch = await demoChannels(owner);
  workspaceId = Number((await owner.get('/account/get')).body.data.workspace.workspace_id);
  heard = [];
  t.deps.events.subscribe(workspaceId, (event) => heard.push(event));
});
afterEach(() => t.close());

type Label = { label_id: string; name: string; color: string };
type Item = { post_id: string; channel_id: string; get_conversation_id: string; timestamp: string; labels: Label[] };

const create = async (api: ApiClient, name: string, color = '#2f80ed') => {
  const reply = await api.post('/labels/create', { name, color });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Label;
};
const labelRows = () => t.db.select().from(labels).orderBy(asc(labels.id));
const itemLabelRows = () => t.db.select().from(inboxItemLabels).orderBy(asc(inboxItemLabels.itemId));
const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.id));

/** The newest items the inbox lists, of the workspace (or of a channel). */
async function listedItems(limit: number, channelId?: number) {
  return t.db
    .select()
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.workspaceId, workspaceId),
        eq(inboxItems.isArchived, false),
        eq(inboxItems.inList, true),
        channelId === undefined ? undefined : eq(inboxItems.channelId, channelId),
      ),
    )
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
    .limit(limit);
}

const label = (api: ApiClient, item: { id: number; channelId: number }, ids: string) =>
  api.post('/inbox/label', { post_id: item.id, channel_id: item.channelId, label_ids: ids });

/** A failure's body, as the brief gives it. */
function expectError(reply: { status: number; body: Record<string, unknown> }, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ status: 'error', code });
  expect(typeof reply.body.message).toBe('string');
}

describe('labels', () => {
  it('are made, listed by name, renamed, recoloured and deleted by an owner, each in the audit log', async () => {
    const refund = await create(owner, '  Refund  ', '#EB5757');
    expect(refund).toEqual({ label_id: expect.stringMatching(/^\d+$/), name: 'Refund', color: '#eb5757' });
    const lead = await create(owner, 'sales lead');
    expect((await collab.get('/labels/list')).body.data).toEqual([refund, lead]);

    const renamed = await owner.post('/labels/update', { label_id: refund.label_id, name: 'Refunds' });
    expect(renamed.body.data).toEqual({ ...refund, name: 'Refunds' });
    const recoloured = await owner.post('/labels/update', { label_id: refund.label_id, color: '#27AE60' });
    expect(recoloured.body.data).toEqual({ ...refund, name: 'Refunds', color: '#27ae60' });
    // Renaming to the same name in another case is the label's own name: allowed.
    expect((await owner.post('/labels/update', { label_id: lead.label_id, name: 'Sales lead' })).status).toBe(200);

    const deleted = await owner.post('/labels/delete', { label_id: lead.label_id });
    expect(deleted.body.data).toEqual({ label_id: lead.label_id, items: 0 });
    expect((await owner.get('/labels/list')).body.data).toEqual([{ ...refund, name: 'Refunds', color: '#27ae60' }]);

    const [created] = await auditOf('label.created');
    expect(created).toMatchObject({ target: 'sales lead', details: { color: '#2f80ed' } });
    expect(created!.subjects).toEqual([{ kind: 'label', id: lead.label_id, name: 'sales lead' }]);
    const updated = await auditOf('label.updated');
    expect(updated.map((e) => e.details)).toEqual([
      { name_from: 'sales lead', name: 'Sales lead' },
      { color_from: '#eb5757', color: '#27ae60' },
      { name_from: 'Refund', name: 'Refunds' },
    ]);
    expect((await auditOf('label.deleted'))[0]).toMatchObject({ target: 'Sales lead', details: { items: 0 } });

    // The log names the label, and says whether it is still there.
    const log = (await owner.get('/audit/list', { limit: 20 })).body.data.events as {
      action: string;
      subjects: { kind: string; id: string; exists: boolean }[];
    }[];
    expect(log.find((e) => e.action === 'label.deleted')!.subjects).toEqual([
      { kind: 'label', id: lead.label_id, name: 'Sales lead', exists: false },
    ]);
    const refundUpdated = log.find((e) => e.action === 'label.updated' && e.subjects[0]!.id === refund.label_id);
    expect(refundUpdated!.subjects[0]).toMatchObject({ name: 'Refunds', exists: true });
  });

  it('refuses a name taken whatever the case, a bad colour or name, and changes nothing', async () => {
    const refund = await create(owner, 'Refund');
    const lead = await create(owner, 'Lead');
    const before = { labels: await labelRows(), audit: (await auditOf('label.created')).length };

    expectError(await owner.post('/labels/create', { name: ' REFUND ', color: '#000000' }), 409, 'label_exists');
    expectError(await owner.post('/labels/update', { label_id: lead.label_id, name: 'refund' }), 409, 'label_exists');
    for (const color of ['red', '#12345', '#1234567', '#gggggg', '2f80ed', ''])
      expectError(await owner.post('/labels/create', { name: 'Other', color }), 400, 'invalid_parameter');
    expectError(await owner.post('/labels/create', { name: '   ', color: '#000000' }), 400, 'invalid_parameter');
    expectError(
      await owner.post('/labels/create', { name: 'x'.repeat(41), color: '#000000' }),
      400,
      'invalid_parameter',
    );
    expect((await owner.post('/labels/create', { name: 'x'.repeat(40), color: '#000000' })).status).toBe(200);
    await owner.post('/labels/delete', { label_id: (await labelRows()).at(-1)!.id });
    expectError(await owner.post('/labels/update', { label_id: refund.label_id }), 400, 'missing_parameter');
    expectError(
      await owner.post('/labels/update', { label_id: refund.label_id, color: 'blue' }),
      400,
      'invalid_parameter',
    );

    expect(await labelRows()).toEqual(before.labels);
    expect((await auditOf('label.updated')).length).toBe(0);
  });

  it('are managed by owners and admins only; a collaborator reads them', async () => {
    const refund = await create(owner, 'Refund');
    const before = await labelRows();
    expectError(await collab.post('/labels/create', { name: 'Mine', color: '#000000' }), 403, 'forbidden');
    expectError(await collab.post('/labels/update', { label_id: refund.label_id, name: 'Mine' }), 403, 'forbidden');
    expectError(await collab.post('/labels/delete', { label_id: refund.label_id }), 403, 'forbidden');
    expect(await labelRows()).toEqual(before);
    expect((await collab.get('/labels/list')).body.data).toEqual([refund]);
  });

  it("are the workspace's own: another workspace's label is a 404 and is left as it was", async () => {
    const ours = await create(owner, 'Refund');
    const theirs = await create(other, 'Refund');
    expect((await other.get('/labels/list')).body.data).toEqual([theirs]);
    const before = await labelRows();
    expectError(await owner.post('/labels/update', { label_id: theirs.label_id, name: 'Mine' }), 404, 'not_found');
    expectError(await owner.post('/labels/delete', { label_id: theirs.label_id }), 404, 'not_found');
    expectError(await owner.post('/labels/delete', { label_id: 999_999 }), 404, 'not_found');
    const [item] = await listedItems(1);
    expectError(await label(owner, item!, `${ours.label_id}_${theirs.label_id}`), 404, 'not_found');
    expectError(await owner.get('/inbox/get', { label_id: theirs.label_id }), 404, 'not_found');
    expectError(await owner.get('/inbox/get', { label_id: 999_999 }), 404, 'not_found');
    expect(await labelRows()).toEqual(before);
    expect(await itemLabelRows()).toEqual([]);
  });

  it(`are at most ${MAX_LABELS} to a workspace`, async () => {
    await t.db
      .insert(labels)
      .values(
        Array.from({ length: MAX_LABELS - 1 }, (_, i) => ({ workspaceId, name: `Topic ${i}`, color: '#000000' })),
      );
    await create(owner, 'The last one');
    expectError(await owner.post('/labels/create', { name: 'One too many', color: '#000000' }), 409, 'too_many_labels');
    expect((await owner.get('/labels/list')).body.data).toHaveLength(MAX_LABELS);
    // Another workspace has its own allowance.
    await create(other, 'One too many');
  });

  it('tell dashboards and answer caches that labels changed', async () => {
    const refund = await create(owner, 'Refund');
    await owner.post('/labels/update', { label_id: refund.label_id, name: 'Refunds' });
    await owner.post('/labels/delete', { label_id: refund.label_id });
    expect(heard.filter((e) => e.type === 'labels')).toHaveLength(3);
    // Refused calls tell nothing.
    heard.length = 0;
    await collab.post('/labels/create', { name: 'Mine', color: '#000000' });
    await owner.post('/labels/delete', { label_id: refund.label_id });
    expect(heard).toEqual([]);
  });
});

describe('inbox/label', () => {
  it("sets an item's labels to exactly those given, by anyone of the workspace; empty clears them", async () => {
    const refund = await create(owner, 'Refund', '#eb5757');
    const lead = await create(owner, 'Lead');
    const urgent = await create(owner, 'Urgent', '#f2c94c');
    const [item] = await listedItems(1);

    const first = await collab.post('/inbox/label', {
      post_id: item!.id,
      channel_id: item!.channelId,
      label_ids: `${urgent.label_id}_${refund.label_id}_${urgent.label_id}`,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual([refund, urgent]);
    expect(heard).toContainEqual({
      type: 'inbox',
      itemIds: [item!.id],
      conversationIds: [item!.conversationId],
      reason: 'changed',
    });
    // Each row keeps the item's time, so that the label's items page in the list's order.
    expect((await itemLabelRows()).map((r) => [r.itemId, r.labelId, r.workspaceId, r.createdAt])).toEqual(
      expect.arrayContaining([
        [item!.id, Number(refund.label_id), workspaceId, item!.createdAt],
        [item!.id, Number(urgent.label_id), workspaceId, item!.createdAt],
      ]),
    );

    expect((await label(owner, item!, `${lead.label_id}_${urgent.label_id}`)).body.data).toEqual([lead, urgent]);
    expect((await itemLabelRows()).map((r) => r.labelId).sort()).toEqual(
      [Number(lead.label_id), Number(urgent.label_id)].sort(),
    );
    // A JSON number is one id.
    const one = await owner.post('/inbox/label', {
      post_id: item!.id,
      channel_id: item!.channelId,
      label_ids: Number(lead.label_id),
    });
    expect(one.body.data).toEqual([lead]);
    expect((await label(owner, item!, '')).body.data).toEqual([]);
    expect(await itemLabelRows()).toEqual([]);
  });

  it('refuses an unknown item, a channel that is not the item’s, a bad list, and changes nothing', async () => {
    const refund = await create(owner, 'Refund');
    const [item] = await listedItems(1);
    await label(owner, item!, refund.label_id);
    const before = await itemLabelRows();
    heard.length = 0;
    expectError(await label(owner, { id: 999_999, channelId: item!.channelId }, refund.label_id), 404, 'not_found');
    const wrongChannel = Object.values(ch).find((id) => id !== item!.channelId)!;
    expectError(await label(owner, { id: item!.id, channelId: wrongChannel }, refund.label_id), 404, 'not_found');
    expectError(await label(owner, item!, `${refund.label_id}_999999`), 404, 'not_found');
    expectError(await label(other, item!, ''), 404, 'not_found');
    for (const bad of ['1,2', 'a', '_1', '0']) expectError(await label(owner, item!, bad), 400, 'invalid_parameter');
    expect(await itemLabelRows()).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('labels are carried by every answer that gives an item: the list, search, one item, a conversation', async () => {
    const refund = await create(owner, 'Refund', '#eb5757');
    const urgent = await create(owner, 'urgent', '#f2c94c');
    const [comment] = await t.db
      .select()
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.workspaceId, workspaceId),
          eq(inboxItems.channelId, ch[LINKEDIN]!),
          eq(inboxItems.postType, 'comment'),
          eq(inboxItems.byChannel, false),
          eq(inboxItems.isArchived, false),
        ),
      )
      .orderBy(desc(inboxItems.createdAt))
      .limit(1);
    await label(owner, comment!, `${urgent.label_id}_${refund.label_id}`);
    const expected = [refund, urgent];
    const find = (posts: Item[]) => posts.find((p) => p.post_id === String(comment!.id));

    const page = (await owner.get('/inbox/get', { channel_id: ch[LINKEDIN] })).body.data;
    expect(find(page.posts)?.labels).toEqual(expected);
    expect(
      page.posts.filter((p: Item) => p.post_id !== String(comment!.id)).every((p: Item) => p.labels.length === 0),
    ).toBe(true);

    const word = comment!.text.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w))!;
    const search = (await owner.get('/inbox/search', { q: word, channel_id: ch[LINKEDIN] })).body.data;
    expect(find(search.posts)?.labels).toEqual(expected);

    const one = (await owner.get('/inbox/getItem', { reply_id: comment!.id, channel_id: comment!.channelId })).body
      .data;
    expect(one.labels).toEqual(expected);

    const thread = (
      await owner.get('/inbox/conversation', {
        channel_type: LINKEDIN,
        channel_id: comment!.channelId,
        post_id: comment!.conversationId,
      })
    ).body.data;
    expect(find(thread.posts)?.labels).toEqual(expected);
  });
});

describe('inbox/get with label_id', () => {
  /** Labels the newest `count` items of the list, every `step`-th, and answers their ids newest first. */
  async function labelSome(labelId: string, count: number, step: number) {
    const items = (await listedItems(count)).filter((_, i) => i % step === 0);
    for (const item of items) expect((await label(owner, item, labelId)).status).toBe(200);
    return items;
  }

  async function walk(params: Record<string, string | number>, exact: boolean) {
    const seen: string[] = [];
    let page = (await owner.get('/inbox/get', params)).body.data;
    for (let guard = 0; guard < 100; guard++) {
      seen.push(...page.posts.map((p: Item) => p.post_id));
      if (!page.view_more) break;
      const last = page.posts.at(-1) as Item;
      const next = exact ? { ...params, last_post_id: Number(last.post_id) } : { ...params, timestamp: last.timestamp };
      page = (await owner.get('/inbox/get', next)).body.data;
    }
    return seen;
  }

  it("lists the label's items in the list's order, page by page, with the unread count among them", async () => {
    const refund = await create(owner, 'Refund');
    const items = await labelSome(refund.label_id, 90, 2);
    expect(items.length).toBe(45);
    const ids = items.map((i) => String(i.id));
    const first = (await owner.get('/inbox/get', { label_id: refund.label_id })).body.data;
    expect(first).toMatchObject({ count: 20, view_more: 1, active: items.filter((i) => i.isUnread).length });
    expect(first.posts.map((p: Item) => p.post_id)).toEqual(ids.slice(0, 20));
    expect(first.posts.every((p: Item) => p.labels.some((l) => l.label_id === refund.label_id))).toBe(true);
    expect(await walk({ label_id: refund.label_id }, true)).toEqual(ids);
    expect(await walk({ label_id: refund.label_id }, false)).toEqual(ids);

    // What came after an item, with is_after=1.
    const after = (await owner.get('/inbox/get', { label_id: refund.label_id, last_post_id: ids[5]!, is_after: 1 }))
      .body.data;
    expect(after.posts.map((p: Item) => p.post_id)).toEqual(ids.slice(0, 5));
  });

  it('combines with the other filters', async () => {
    const refund = await create(owner, 'Refund');
    const items = await labelSome(refund.label_id, 60, 1);
    const onLinkedIn = items.filter((i) => i.channelId === ch[LINKEDIN]).map((i) => String(i.id));
    expect(onLinkedIn.length).toBeGreaterThan(0);
    expect(await walk({ label_id: refund.label_id, channel_id: ch[LINKEDIN]! }, true)).toEqual(onLinkedIn);
    const unread = items.filter((i) => i.isUnread).map((i) => String(i.id));
    const unreadPage = (await owner.get('/inbox/get', { label_id: refund.label_id, is_unread: 1 })).body.data;
    expect(unreadPage.posts.map((p: Item) => p.post_id)).toEqual(unread.slice(0, 20));
    expect(unreadPage.active).toBe(unread.length);
    // Archived items carry their labels too, in the archived view.
    const archived = items[0]!;
    await owner.post('/inbox/action', {
      post_id: archived.id,
      channel_id: archived.channelId,
      channel_type: Object.entries(ch).find(([, id]) => id === archived.channelId)![0],
      action: 'archive',
    });
    const view = (await owner.get('/inbox/get', { label_id: refund.label_id, is_archived: 1 })).body.data;
    expect(view.posts.map((p: Item) => p.post_id)).toEqual([String(archived.id)]);
    const open = (await owner.get('/inbox/get', { label_id: refund.label_id })).body.data;
    expect(open.posts.map((p: Item) => p.post_id)).not.toContain(String(archived.id));
  });

  it('counts the unread items as they are read, archived, brought back and relabelled (decision 045)', async () => {
    const refund = await create(owner, 'Refund');
    const items = await labelSome(refund.label_id, 40, 1);
    const channelType = (item: { channelId: number }) => Object.entries(ch).find(([, id]) => id === item.channelId)![0];
    const act = async (item: (typeof items)[number], action: string) =>
      expect(
        (
          await owner.post('/inbox/action', {
            post_id: item.id,
            channel_id: item.channelId,
            channel_type: channelType(item),
            action,
          })
        ).status,
      ).toBe(200);
    /** The unread counts the label view answers, open and archived, overall and on LinkedIn, and the items' own. */
    const counts = async () => {
      const active = async (params: Record<string, string | number>) =>
        (await owner.get('/inbox/get', { label_id: refund.label_id, ...params })).body.data.active as number;
      const now = await t.db
        .select()
        .from(inboxItems)
        .where(
          sql`${inboxItems.id} in (select item_id from inbox_item_labels where label_id = ${Number(refund.label_id)})`,
        );
      const unread = (archived: boolean, channelId?: number) =>
        now.filter(
          (i) => i.isUnread && i.isArchived === archived && (channelId === undefined || i.channelId === channelId),
        ).length;
      return {
        answered: [
          await active({}),
          await active({ is_archived: 1 }),
          await active({ channel_id: ch[LINKEDIN]! }),
          await active({ is_unread: 1 }),
        ],
        expected: [unread(false), unread(true), unread(false, ch[LINKEDIN]), unread(false)],
      };
    };
    const check = async () => {
      const { answered, expected } = await counts();
      expect(answered).toEqual(expected);
      return expected;
    };
    const [first] = await check();
    const unread = items.filter((i) => i.isUnread);
    const read = items.filter((i) => !i.isUnread);
    expect(unread.length).toBeGreaterThan(1);
    expect(read.length).toBeGreaterThan(0);

    await act(unread[0]!, 'read');
    expect((await check())[0]).toBe(first! - 1);
    await act(read[0]!, 'unread');
    expect((await check())[0]).toBe(first!);
    await act(unread[1]!, 'archive');
    const [open, archived] = await check();
    expect([open, archived]).toEqual([first! - 1, 1]);
    await act(unread[1]!, 'unarchive');
    expect((await check()).slice(0, 2)).toEqual([first!, 0]);
    // Taking the label off an unread item (the one made unread above), and putting it back.
    expect((await label(owner, read[0]!, '')).status).toBe(200);
    expect((await check())[0]).toBe(first! - 1);
    expect((await label(owner, read[0]!, refund.label_id)).status).toBe(200);
    expect((await check())[0]).toBe(first!);
  });

  it('answers an empty label with an empty page, and a cursor of another workspace as a 404', async () => {
    const refund = await create(owner, 'Refund');
    expect((await owner.get('/inbox/get', { label_id: refund.label_id })).body.data).toMatchObject({
      count: 0,
      view_more: 0,
      active: 0,
      posts: [],
    });
    const [theirs] = await t.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(sql`${inboxItems.workspaceId} <> ${workspaceId}`)
      .limit(1);
    if (theirs)
      expectError(
        await owner.get('/inbox/get', { label_id: refund.label_id, last_post_id: theirs.id }),
        404,
        'not_found',
      );
  });

  it('is never answered from a stale cache: labelling, renaming and deleting show at once', async () => {
    const refund = await create(owner, 'Refund');
    const [newest, second] = await listedItems(2);
    await label(owner, newest!, refund.label_id);
    const read = async (params: Record<string, string | number> = {}) =>
      (await owner.get('/inbox/get', params)).body.data.posts as Item[];
    expect((await read({ label_id: refund.label_id })).map((p) => p.post_id)).toEqual([String(newest!.id)]);
    expect((await read())[0]!.labels).toEqual([refund]);
    const threadParams = {
      channel_type: Number(Object.entries(ch).find(([, id]) => id === newest!.channelId)![0]),
      channel_id: newest!.channelId,
      post_id: newest!.conversationId,
    };
    const inThread = async () =>
      ((await owner.get('/inbox/conversation', threadParams)).body.data.posts as Item[]).find(
        (p) => p.post_id === String(newest!.id),
      )!.labels;
    expect(await inThread()).toEqual([refund]);

    await label(collab, second!, refund.label_id);
    expect((await read({ label_id: refund.label_id })).map((p) => p.post_id)).toEqual([
      String(newest!.id),
      String(second!.id),
    ]);

    await owner.post('/labels/update', { label_id: refund.label_id, name: 'Refunds', color: '#000000' });
    const renamed = { ...refund, name: 'Refunds', color: '#000000' };
    expect((await read())[0]!.labels).toEqual([renamed]);
    expect((await read({ label_id: refund.label_id }))[1]!.labels).toEqual([renamed]);
    expect(await inThread()).toEqual([renamed]);

    await owner.post('/labels/delete', { label_id: refund.label_id });
    expect((await read())[0]!.labels).toEqual([]);
    expect(await inThread()).toEqual([]);
    expect(await itemLabelRows()).toEqual([]);
  });
});

describe('a label deleted', () => {
  it('comes off every item that carried it, and says how many', async () => {
    const refund = await create(owner, 'Refund');
    const lead = await create(owner, 'Lead');
    const items = await listedItems(3);
    for (const item of items) await label(owner, item, `${refund.label_id}_${lead.label_id}`);
    const deleted = await owner.post('/labels/delete', { label_id: refund.label_id });
    expect(deleted.body.data).toEqual({ label_id: refund.label_id, items: 3 });
    expect((await itemLabelRows()).map((r) => r.labelId)).toEqual([lead, lead, lead].map((l) => Number(l.label_id)));
    expect((await auditOf('label.deleted'))[0]!.details).toEqual({ items: 3 });
  });
});
