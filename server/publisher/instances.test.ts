import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import {
  createDatabase,
  makePostsDue,
  publishingTally,
  startInstance,
  until,
  type Instance,
} from '../testing/instance.ts';

// Two service processes on one real PostgreSQL server, publishing through the sandbox network, which records
// every publication it receives: a post published twice would show as two.
const POSTS = 2000;
const running: Instance[] = [];
const clients: pg.Client[] = [];

// A claim untouched for twice the publish timeout is taken for its instance's death; a live instance renews the
// claims of its batch every half timeout. Short where an instance dies, so that the test need not wait long.
const env = (url: string, publishTimeoutSeconds: number) => ({
  DATABASE_URL: url,
  SEED_INBOX_ITEMS: '0',
  SIMULATOR: '0',
  PUBLISHER_INTERVAL_SECONDS: '0.2',
  PUBLISH_TIMEOUT_SECONDS: String(publishTimeoutSeconds),
});

async function setUp(name: string, publishTimeoutSeconds: number) {
  const url = await createDatabase(inject('postgresUrl'), `${name}_${process.pid}`);
  const first = await startInstance(env(url, publishTimeoutSeconds));
  const second = await startInstance(env(url, publishTimeoutSeconds));
  running.push(first, second);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return { url, first, second, client };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  if (!(await until(check, timeoutMs))) throw new Error(`timed out waiting until ${what}`);
}

const tallied = (instance: Instance, field: 'claimed' | 'recovered') =>
  instance.logs.filter((l) => l.msg === 'publishing round').reduce((sum, l) => sum + Number(l[field]), 0);
const claimedBy = (instance: Instance) => tallied(instance, 'claimed');

afterEach(async () => {
  await Promise.all(running.splice(0).map(async (i) => void (await i.stop())));
  await Promise.all(clients.splice(0).map((c) => c.end()));
});
afterAll(async () => {
  await Promise.all(running.map((i) => i.kill()));
});

describe('two service processes on one PostgreSQL database', () => {
  it(`publish ${POSTS} due posts across channels exactly once each, losing none`, async () => {
    // Nobody dies here: a claim taken over would be a live instance's batch mistaken for a dead one's.
    const { first, second, client } = await setUp('two_instances', 3);
    await makePostsDue(client, POSTS);
    await waitUntil(
      async () => (await publishingTally(client)).byStatus[1] === POSTS,
      90_000,
      'every post is published',
    );
    const tally = await publishingTally(client);
    expect(tally).toEqual({ byStatus: { 1: POSTS }, byCopies: { 1: POSTS } });
    // Both took part, and together claimed each post once: no claim was taken over.
    expect(claimedBy(first)).toBeGreaterThan(0);
    expect(claimedBy(second)).toBeGreaterThan(0);
    expect(claimedBy(first) + claimedBy(second)).toBe(POSTS);
  }, 120_000);

  it('publish every post exactly once when one is killed mid-run and started again', async () => {
    const { url, first, second, client } = await setUp('killed_instance', 1);
    await makePostsDue(client, POSTS);
    await waitUntil(
      async () => ((await publishingTally(client)).byStatus[1] ?? 0) >= POSTS / 4,
      90_000,
      'a quarter is out',
    );
    await first.kill();
    const midRun = await publishingTally(client);
    expect(midRun.byStatus[1], `published when the first was killed: ${JSON.stringify(midRun)}`).toBeLessThan(POSTS);
    const restarted = await startInstance(env(url, 1));
    running.push(restarted);
    await waitUntil(
      async () => (await publishingTally(client)).byStatus[1] === POSTS,
      90_000,
      'every post is published',
    );
    expect(await publishingTally(client), 'posts by status, and by copies the network got').toEqual({
      byStatus: { 1: POSTS },
      byCopies: { 1: POSTS },
    });
    // Each channel's posts went out in due order, through the kill and the recovery (one lane per channel).
    const { rows: out } = await client.query<{ channel_id: number; due: number; id: number }>(
      `select p.channel_id, extract(epoch from p.due_at)::float8 as due, p.id
       from sandbox_publications s join posts p on p.id = s.post_id
       where p.hash like 'load-%' order by s.id`,
    );
    const byChannel = new Map<number, typeof out>();
    for (const row of out) byChannel.set(row.channel_id, [...(byChannel.get(row.channel_id) ?? []), row]);
    for (const [channel, rows] of byChannel) {
      const inDueOrder = [...rows].sort((a, b) => a.due - b.due || a.id - b.id);
      expect(
        rows.map((r) => r.id),
        `channel ${channel}'s publications`,
      ).toEqual(inDueOrder.map((r) => r.id));
    }
    // The killed instance held claims mid-call; the others settled them by asking the network.
    const rounds = (instance: Instance) =>
      instance.logs.filter((l) => l.msg === 'publishing round').map((l) => [l.claimed, l.recovered]);
    expect(
      tallied(second, 'recovered') + tallied(restarted, 'recovered'),
      `claims settled by the others (rounds of the killed one, [claimed, recovered]: ${JSON.stringify(rounds(first))})`,
    ).toBeGreaterThan(0);
  }, 150_000);

  it('lose and duplicate nothing when one is stopped (SIGTERM) mid-burst: it gives its claims back', async () => {
    const { first, second, client } = await setUp('stopped_instance', 3);
    await makePostsDue(client, POSTS);
    await waitUntil(
      async () => ((await publishingTally(client)).byStatus[1] ?? 0) >= POSTS / 4,
      90_000,
      'a quarter is out',
    );
    // Counted as the signal goes: while the stopped one finishes its posts at the network, the other goes on
    // publishing, and may well finish the burst before the stopped one exits.
    const midRun = await publishingTally(client);
    expect(midRun.byStatus[1], `published when the first was told to stop: ${JSON.stringify(midRun)}`).toBeLessThan(
      POSTS,
    );
    expect(await first.stop(), 'the stopped instance exits 0').toBe(0);
    const stopped = first.logs.find((l) => String(l.msg).startsWith('stopped'));
    expect(stopped, 'its last line says what it gave back').toMatchObject({
      job: 'stop',
      released: expect.any(Number),
    });
    await waitUntil(
      async () => (await publishingTally(client)).byStatus[1] === POSTS,
      90_000,
      'every post is published',
    );
    expect(await publishingTally(client)).toEqual({ byStatus: { 1: POSTS }, byCopies: { 1: POSTS } });
    // The other took the given-back posts as due ones at once, not as a dead claimer's after two timeouts.
    expect(tallied(second, 'recovered'), 'claims the other had to recover').toBe(0);
    expect(claimedBy(first) + claimedBy(second)).toBe(POSTS + Number(stopped!.released));
  }, 150_000);
});
