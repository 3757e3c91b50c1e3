import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxItems, workspaces } from '../../db/schema.ts';
import { apiClient } from '../../testing/api.ts';
import { impossibleInbox } from '../../testing/producible.ts';
import { DEMO, openedPerTest } from '../../testing/test-app.ts';
import { random } from '../demo/seed-inbox.ts';
import { simulateOnce } from './simulator.ts';

const open = openedPerTest();

/** The demo, and a team's own workspace beside it (the demo owner's next one), with a sandbox channel on X. */
async function demoAndTeam() {
  const t = await open({ env: { SIGNUP: 'open' } });
  const created = await apiClient(t, await t.tokenFor(DEMO.owner)).post('/workspaces/create', {
    name: 'Analytical Engines',
    timezone: 'Europe/London',
  });
  const teamId = Number(created.body.data.workspace_id);
  const team = apiClient(t, await t.tokenFor(DEMO.owner, { workspaceId: teamId }));
  const made = await team.post('/channels/connect', {
    network: 'sandbox',
    channel_type: 1,
    name: 'Analytical Engines',
  });
  const channelId = Number(made.body.data.channel_id);
  const itemsOf = (workspaceId: number) =>
    t.db.select().from(inboxItems).where(eq(inboxItems.workspaceId, workspaceId)).orderBy(inboxItems.id);
  return { t, team, teamId, channelId, itemsOf };
}

const demoSize = async (t: Awaited<ReturnType<typeof demoAndTeam>>['t']) => {
  const demo = await t.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.isDemo, true));
  const [row] = await t.db
    .select({ n: count() })
    .from(inboxItems)
    .where(
      inArray(
        inboxItems.workspaceId,
        demo.map((w) => w.id),
      ),
    );
  return row!.n;
};

describe('the simulator', () => {
  it('brings a team’s own sandbox channel nothing while the demo goes on getting its traffic', async () => {
    const { t, team, channelId, teamId, itemsOf } = await demoAndTeam();
    expect((await team.get('/sandbox/get')).body.data).toEqual([
      expect.objectContaining({ channel_id: String(channelId), practice_traffic: 0 }),
    ]);
    const before = await demoSize(t);
    const rng = random(33);
    for (let i = 0; i < 80; i++) await simulateOnce(t.deps, rng);
    expect(await itemsOf(teamId)).toEqual([]);
    expect(await demoSize(t)).toBeGreaterThan(before + 30);
  });

  it('brings practice traffic once the channel asks for it: of its network’s kinds, in words that fit any brand', async () => {
    const { t, team, channelId, teamId, itemsOf } = await demoAndTeam();
    const asked = await team.post('/sandbox/update', {
      channel_id: channelId,
      behaviour: 'publish',
      practice_traffic: 1,
    });
    expect(asked.body.data).toMatchObject({ practice_traffic: 1, behaviour: 'publish' });
    const rng = random(33);
    for (let i = 0; i < 200; i++) await simulateOnce(t.deps, rng);
    const items = await itemsOf(teamId);
    expect(items.length).toBeGreaterThan(5);
    expect(await impossibleInbox(t.deps, [teamId])).toEqual([]);
    expect(new Set(items.map((i) => i.postType))).toEqual(new Set(['mention', 'message']));
    for (const item of items) expect(item.text).not.toMatch(/northwind|harbor|coffee|barista|croissant|book/i);
    const mentions = items.filter((i) => i.postType === 'mention');
    expect(mentions.every((i) => i.text.includes('@analytical.engines'))).toBe(true);

    // Turned off again, it stops.
    await team.post('/sandbox/update', { channel_id: channelId, behaviour: 'publish', practice_traffic: 0 });
    for (let i = 0; i < 80; i++) await simulateOnce(t.deps, rng);
    expect(await itemsOf(teamId)).toHaveLength(items.length);
  });

  it('gives a sandbox channel added to the demo practice traffic from the start', async () => {
    const { t } = await demoAndTeam();
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const made = await owner.post('/channels/connect', { network: 'sandbox', channel_type: 4, name: 'Northwind Jobs' });
    const settings = (await owner.get('/sandbox/get')).body.data as { channel_id: string; practice_traffic: number }[];
    expect(settings.find((s) => s.channel_id === made.body.data.channel_id)).toMatchObject({ practice_traffic: 1 });
  });
});
