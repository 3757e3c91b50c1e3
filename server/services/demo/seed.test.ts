import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, inboxItems, workspaces } from '../../db/schema.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { inboxKinds, networkInbox } from '../../domain/network-inbox.ts';
import { networkOf } from '../../../shared/networks.ts';
import { impossibleInbox, realConnectorOf } from '../../testing/producible.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { random } from './seed-inbox.ts';
import { simulateOnce } from '../inbox/simulator.ts';

let t: TestApp;
let owner: ApiClient;
beforeEach(async () => {
  t = await createTestApp();
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
});
afterEach(() => t.close());

describe('the demo outbox', () => {
  it('gives every channel a queue, pins some posts, fails one on X, and has the collaborator’s posts awaiting approval', async () => {
    const channels = await demoChannels(owner);
    let pinned = 0;
    let awaiting = 0;
    for (const [type, id] of Object.entries(channels)) {
      const { body } = await owner.get('/posts/get', { channel_id: id });
      const queue = body.data.channels[String(id)] as { is_custom_time: number; display_time: string }[];
      expect(queue.filter((p) => p.is_custom_time === 0).length, `channel type ${type}`).toBeGreaterThanOrEqual(4);
      pinned += queue.filter((p) => p.is_custom_time === 1).length;
      awaiting += body.data.postsToApprove[String(id)].length;
      const times = queue.map((p) => p.display_time);
      expect(times, 'in time order').toEqual([...times].sort());
      if (Number(type) === 1) expect(body.data.errorPosts[String(id)][0].error_message).toContain('duplicate content');
      // Instagram publishes nothing without a picture: its post awaiting approval has one, as its reviewer sees it.
      if (Number(type) === 5) expect(body.data.postsToApprove[String(id)][0].picture).toMatch(/^\/demo\/.+\.png$/);
    }
    expect(pinned).toBeGreaterThan(0);
    expect(awaiting).toBe(3);
  });
});

describe('the demo drafts', () => {
  it('include drafts with and without channels, and one a reviewer sent back with a reason', async () => {
    const { body } = await owner.get('/drafts/get');
    expect(body.data.count).toBeGreaterThanOrEqual(4);
    expect(body.data.drafts.some((d: { channel_ids: string }) => d.channel_ids === '')).toBe(true);
    const rejected = body.data.drafts.filter((d: { rejected_user_name?: string }) => d.rejected_user_name);
    expect(rejected).toEqual([
      expect.objectContaining({
        rejected_user_name: 'Maya Chen',
        rejected_message: expect.stringContaining('friendly'),
      }),
    ]);
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const own = (await collab.get('/drafts/get')).body.data.drafts as { creator_name: string }[];
    expect(own.every((d) => d.creator_name === 'Sam Rivera')).toBe(true);
  });
});

describe('the demo inbox', () => {
  const demoWorkspaceIds = async () =>
    (await t.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.isDemo, true))).map((w) => w.id);

  it('marks both seeded workspaces as the demo, and gives their sandbox channels practice traffic', async () => {
    expect(
      await t.db.select({ name: workspaces.name, isDemo: workspaces.isDemo }).from(workspaces).orderBy(workspaces.id),
    ).toEqual([
      { name: 'Northwind Coffee', isDemo: true },
      { name: 'Harbor Books', isDemo: true },
    ]);
    const settings = (await owner.get('/sandbox/get')).body.data as { practice_traffic: number }[];
    expect(settings).toHaveLength(7);
    expect(settings.every((s) => s.practice_traffic === 1)).toBe(true);
  });

  it('plays each network by the table its connector declares', async () => {
    const rows = await t.db
      .select()
      .from(channels)
      .where(inArray(channels.workspaceId, await demoWorkspaceIds()));
    for (const channel of rows.filter((c) => c.workspaceId === rows[0]!.workspaceId)) {
      const declared = realConnectorOf(t.deps, channel).inbox!;
      const table = networkInbox(channel.channelType);
      expect(inboxKinds(table).sort(), `channel_type ${channel.channelType}`).toEqual([...declared.items].sort());
      expect(table.reactions, `channel_type ${channel.channelType}`).toEqual(declared.reactions);
      // The dashboard's network table offers direct messages where they arrive, and nowhere else.
      expect(networkOf(channel.channelType).directMessages, `channel_type ${channel.channelType}`).toBe(table.messages);
    }
  });

  it('holds only what each network’s connector brings or makes: no LinkedIn or Instagram messages', async () => {
    const ids = await demoWorkspaceIds();
    expect(await impossibleInbox(t.deps, ids)).toEqual([]);
    // Not empty by luck: the kinds each network has are all there.
    const kinds = await t.db
      .selectDistinct({ type: channels.channelType, postType: inboxItems.postType, byChannel: inboxItems.byChannel })
      .from(inboxItems)
      .innerJoin(channels, eq(channels.id, inboxItems.channelId))
      .where(inArray(inboxItems.workspaceId, ids));
    const of = (type: number) =>
      kinds
        .filter((k) => k.type === type && !k.byChannel)
        .map((k) => k.postType)
        .sort();
    expect(of(1)).toEqual(['comment', 'mention', 'message', 'reply']);
    expect(of(2)).toEqual(['comment', 'message']);
    expect(of(3)).toEqual(['comment', 'mention', 'reply']);
    expect(of(4)).toEqual(['comment']);
    expect(of(5)).toEqual(['comment', 'mention']);
    expect(of(6)).toEqual([]);
    expect(of(7)).toEqual(['comment']);
  });

  it('still gets new items from the simulator, only of those kinds', async () => {
    const ids = await demoWorkspaceIds();
    const size = async () =>
      (await t.db.select({ n: count() }).from(inboxItems).where(inArray(inboxItems.workspaceId, ids)))[0]!.n;
    const before = await size();
    const rng = random(29);
    for (let i = 0; i < 150; i++) await simulateOnce(t.deps, rng);
    expect(await size()).toBeGreaterThan(before + 50);
    expect(await impossibleInbox(t.deps, ids)).toEqual([]);
  });
});

describe('the demo’s year of results', () => {
  it('gives Analytics a year on every channel, and best times that favour weekday mornings', async () => {
    const channels = await demoChannels(owner);
    const today = new Date();
    const day = (daysAgo: number) =>
      new Date(today.getTime() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const year = await owner.get('/analytics/channels', { from: day(364), to: day(0) });
    expect(year.status).toBe(200);
    for (const channel of year.body.data.channels as { channel_type: number; posts: number; days: unknown[] }[]) {
      expect(channel.posts, `channel type ${channel.channel_type}`).toBeGreaterThanOrEqual(355);
      expect(channel.days).toHaveLength(365);
    }
    const x = year.body.data.channels.find((c: { channel_type: number }) => c.channel_type === 1);
    expect(x.followers_change).toBeGreaterThan(0);
    const google = year.body.data.channels.find((c: { channel_type: number }) => c.channel_type === 7);
    expect([google.engagement, google.days[0].views > 0]).toEqual([0, true]);
    const top = await owner.get('/analytics/posts', { from: day(60), to: day(31), sort: 'engagement', limit: 3 });
    expect(top.body.data.posts[0]).toMatchObject({ state: 'final', final: 1 });
    expect(top.body.data.posts[0].engagement).toBeGreaterThan(0);
    const best = await owner.get('/analytics/bestTimes', { channel_id: channels[1]! });
    expect(best.body.data).toMatchObject({ enough: 1 });
    const hours = (best.body.data.suggested as { weekday: string; time: string }[]).map((s) =>
      Number(s.time.slice(0, 2)),
    );
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.filter((h) => h >= 8 && h < 11).length).toBeGreaterThanOrEqual(Math.ceil(hours.length / 2));
  });
});
