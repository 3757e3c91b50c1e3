// The team's response times (issue 35, decision 040): GET /inbox/report's figures on items of known times, in the
// workspace zone (the demo's is New York), exact to the second.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, users } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let other: ApiClient;
let workspaceId: number;
let ownerId: number;
let collabId: number;
let chA: number;
let chB: number;

beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  other = apiClient(t, await t.tokenFor(DEMO.other));
  const me = (await owner.get('/account/get')).body.data;
  workspaceId = Number(me.workspace.workspace_id);
  ownerId = Number(me.user.user_id);
  collabId = Number((await collab.get('/account/get')).body.data.user.user_id);
  const ch = await demoChannels(owner);
  chA = ch[4]!;
  chB = ch[1]!;
});
afterEach(() => t.close());

let n = 0;
/**
 * An item that arrived at `at` (UTC), answered and done so many seconds later, assigned to someone. The assignee
 * and the times are written after the insert, as the triggers of migration 0025 would have left them.
 */
async function arrived(item: {
  at: string;
  channelId: number;
  assignee?: number;
  answeredAfter?: number;
  doneAfter?: number;
  ours?: boolean;
  type?: 'comment' | 'message' | 'mention' | 'post' | 'reply';
}) {
  n += 1;
  const at = new Date(item.at);
  const later = (seconds: number | undefined) =>
    seconds === undefined ? null : new Date(at.getTime() + seconds * 1000);
  const [row] = await t.db
    .insert(inboxItems)
    .values({
      workspaceId,
      channelId: item.channelId,
      networkId: `sbx-report-${n}`,
      postType: item.type ?? 'comment',
      conversationId: 0,
      isDirect: item.type === 'message',
      byChannel: item.ours ?? false,
      authorId: `person-${n}`,
      authorName: `Person ${n}`,
      text: 'Hello',
      permalink: '',
      createdAt: at,
    })
    .returning({ id: inboxItems.id });
  await t.db
    .update(inboxItems)
    .set({
      conversationId: row!.id,
      assigneeId: item.assignee ?? null,
      answeredAt: later(item.answeredAfter),
      doneAt: later(item.doneAfter),
    })
    .where(eq(inboxItems.id, row!.id));
}

/** Six inbound items over two New York days (EST, UTC-5), and what must not count. */
async function knownWeek() {
  // The demo's inbox has nothing in 2024: these are the only items of the range.
  const [before] = (
    await t.db.execute(sql`select count(*)::int as count from inbox_items where created_at < '2025-01-01'`)
  ).rows as { count: number }[];
  expect(before!.count).toBe(0);
  // Friday 8 March 2024.
  await arrived({ at: '2024-03-08T15:00:00Z', channelId: chA, assignee: ownerId, answeredAfter: 600, doneAfter: 3600 });
  await arrived({
    at: '2024-03-08T16:00:00Z',
    channelId: chA,
    assignee: ownerId,
    answeredAfter: 1200,
    type: 'message',
  });
  await arrived({ at: '2024-03-08T17:00:00Z', channelId: chB, assignee: collabId, answeredAfter: 60, doneAfter: 120 });
  // 23:30 in New York, already the 9th in UTC: the 8th's.
  await arrived({ at: '2024-03-09T04:30:00Z', channelId: chB, type: 'mention' });
  // Saturday 9 March.
  await arrived({ at: '2024-03-09T05:30:00Z', channelId: chA, assignee: ownerId, answeredAfter: 3000 });
  await arrived({ at: '2024-03-09T14:00:00Z', channelId: chA });
  // Not counted: 21:00 on the 7th in New York (the 8th in UTC), 00:10 on the 10th, and what is ours.
  await arrived({ at: '2024-03-08T02:00:00Z', channelId: chA, answeredAfter: 5 });
  await arrived({ at: '2024-03-10T05:10:00Z', channelId: chA, answeredAfter: 5 });
  await arrived({ at: '2024-03-08T18:00:00Z', channelId: chA, ours: true, type: 'reply' });
  await arrived({ at: '2024-03-08T18:00:00Z', channelId: chA, ours: true, type: 'post' });
}

const report = (api: ApiClient, params: Record<string, string>) => api.get('/inbox/report', params);
const RANGE = { from: '2024-03-08', to: '2024-03-09' };

describe('GET /inbox/report', () => {
  it('answers the counts, answered share and percentiles of the whole range and per member', async () => {
    await knownWeek();
    const { status, body } = await report(owner, { ...RANGE, group_by: 'member' });
    expect(status).toBe(200);
    const name = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.name;
    expect(body.data).toEqual({
      ...RANGE,
      group_by: 'member',
      // Answers 60, 600, 1200, 3000 s: p50 between 600 and 1200, p90 at 1200 + 0.7 × 1800. Done: 120 and 3600.
      total: { count: 6, answered_share: 4 / 6, first_response_p50: 900, first_response_p90: 2460, done_p50: 1860 },
      groups: [
        {
          key: String(ownerId),
          name: await name(ownerId),
          count: 3,
          answered_share: 1,
          first_response_p50: 1200,
          first_response_p90: 2640,
          done_p50: 3600,
        },
        {
          key: '0',
          name: 'Unassigned',
          count: 2,
          answered_share: 0,
          first_response_p50: null,
          first_response_p90: null,
          done_p50: null,
        },
        {
          key: String(collabId),
          name: await name(collabId),
          count: 1,
          answered_share: 1,
          first_response_p50: 60,
          first_response_p90: 60,
          done_p50: 120,
        },
      ],
    });
  });

  it('groups per channel', async () => {
    await knownWeek();
    const screen = async (id: number) => (await t.db.select().from(channels).where(eq(channels.id, id)))[0]!.screenName;
    const { body } = await report(collab, { ...RANGE, group_by: 'channel' });
    expect(body.data.groups).toEqual([
      {
        key: String(chA),
        name: await screen(chA),
        count: 4,
        answered_share: 0.75,
        first_response_p50: 1200,
        first_response_p90: 2640,
        done_p50: 3600,
      },
      {
        key: String(chB),
        name: await screen(chB),
        count: 2,
        answered_share: 0.5,
        first_response_p50: 60,
        first_response_p90: 60,
        done_p50: 120,
      },
    ]);
  });

  it('groups per day of the workspace zone, every day of the range, empty ones too', async () => {
    await knownWeek();
    const { body } = await report(owner, { from: '2024-03-07', to: '2024-03-09', group_by: 'day' });
    expect(body.data.groups).toEqual([
      {
        key: '2024-03-07',
        name: '2024-03-07',
        count: 1,
        answered_share: 1,
        first_response_p50: 5,
        first_response_p90: 5,
        done_p50: null,
      },
      {
        key: '2024-03-08',
        name: '2024-03-08',
        count: 4,
        answered_share: 0.75,
        // 60, 600, 1200: p90 at 600 + 0.8 × 600.
        first_response_p50: 600,
        first_response_p90: 1080,
        done_p50: 1860,
      },
      {
        key: '2024-03-09',
        name: '2024-03-09',
        count: 2,
        answered_share: 0.5,
        first_response_p50: 3000,
        first_response_p90: 3000,
        done_p50: null,
      },
    ]);
  });

  it('answers an empty range with zeros and nulls', async () => {
    await knownWeek();
    const { body } = await report(owner, { from: '2023-06-01', to: '2023-06-02', group_by: 'day' });
    const empty = {
      count: 0,
      answered_share: null,
      first_response_p50: null,
      first_response_p90: null,
      done_p50: null,
    };
    expect(body.data.total).toEqual(empty);
    expect(body.data.groups).toEqual([
      { key: '2023-06-01', name: '2023-06-01', ...empty },
      { key: '2023-06-02', name: '2023-06-02', ...empty },
    ]);
    expect(
      (await report(owner, { from: '2023-06-01', to: '2023-06-02', group_by: 'member' })).body.data.groups,
    ).toEqual([]);
  });

  it('reads only the caller’s workspace', async () => {
    await knownWeek();
    const { status, body } = await report(other, { ...RANGE, group_by: 'channel' });
    expect(status).toBe(200);
    expect(body.data.total.count).toBe(0);
    expect(body.data.groups).toEqual([]);
  });

  it('refuses a range backwards, too long, a day that does not exist or an unknown grouping', async () => {
    const refused: [Record<string, string>, string][] = [
      [{ from: '2024-03-09', to: '2024-03-08', group_by: 'day' }, 'to'],
      [{ from: '2024-01-01', to: '2025-01-01', group_by: 'day' }, 'to'],
      [{ from: '2024-02-30', to: '2024-03-08', group_by: 'day' }, 'from'],
      [{ from: '2024-03-08', to: '2024-03-09', group_by: 'week' }, 'group_by'],
      [{ from: '8 March', to: '2024-03-09', group_by: 'day' }, 'from'],
      [{ to: '2024-03-09', group_by: 'day' }, 'from'],
    ];
    for (const [params, field] of refused) {
      const reply = await report(owner, params);
      expect(reply.status, JSON.stringify(params)).toBe(400);
      expect(reply.body).toMatchObject({ status: 'error', field });
    }
    // A whole leap year is allowed.
    expect((await report(owner, { from: '2024-01-01', to: '2024-12-31', group_by: 'member' })).status).toBe(200);
  });
});
