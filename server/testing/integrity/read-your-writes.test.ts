// Once a write is acknowledged by one instance, the next read on another shows it, though that other instance
// keeps answers and callers in caches: a post, a draft, a revoked token, a lowered role. Each trial warms the
// other instance's cache first, so that a miss would be a stale cached answer (decision 019).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seededDatabase, startInstances, type Client, type Instances } from '../postgres-instances.ts';
import { DEMO } from '../test-app.ts';

const TRIALS = Number(process.env.TRIALS ?? 1_000);
let service: Instances;
let owner: [Client, Client];
let channelId: number;
let url: string;

beforeAll(async () => {
  url = await seededDatabase(inject('postgresUrl'), `read_your_writes_${process.pid}`, 20);
  service = await startInstances(url, 2);
  const token = await service.tokenFor(DEMO.owner);
  owner = [service.client(0, token, []), service.client(1, token, [])];
  const { rows } = await service.instances[0]!.database.db.execute(
    sql`select min(c.id)::int as id from channels c join memberships m on m.workspace_id = c.workspace_id
        join users u on u.id = m.user_id where u.email = ${DEMO.owner}`,
  );
  channelId = (rows[0] as { id: number }).id;
}, 60_000);
afterAll(() => service?.close());

const idsIn = (data: unknown): number[] =>
  Object.values((data as { channels: Record<string, { post_id: number }[]> }).channels)
    .flat()
    .map((post) => post.post_id);

describe('a write acknowledged by one instance', () => {
  it(`is in the other's next read of a cached list (${TRIALS} posts, ${TRIALS / 4} drafts)`, async () => {
    const misses: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const [writer, reader] = trial % 2 ? [owner[0], owner[1]] : [owner[1], owner[0]];
      await reader.get('/posts/get', { channel_id: channelId });
      const made = await writer.post('/posts/create', { channel_ids: channelId, message: `trial ${trial}` });
      const [id] = (made.body.data as { post_id: number[] }).post_id;
      if (!idsIn((await reader.get('/posts/get', { channel_id: channelId })).body.data).includes(id!))
        misses.push(`post ${id}`);
      // The queue stays short, so that each read costs the same.
      await writer.delete('/posts/delete', { post_id: id! });

      if (trial % 4 === 0) {
        await reader.get('/drafts/get');
        const draft = await writer.post('/drafts/create', { message: `draft ${trial}` });
        const draftId = (draft.body.data as { draft_id: number }).draft_id;
        const drafts = (await reader.get('/drafts/get')).body.data as { drafts: { draft_id: number }[] };
        if (!drafts.drafts.some((d) => d.draft_id === draftId)) misses.push(`draft ${draftId}`);
        await writer.delete('/drafts/delete', { draft_id: draftId });
      }
    }
    expect(misses).toEqual([]);
  }, 300_000);
});

describe('a token revoked or a role lowered on one instance', () => {
  it(`is refused on the other at once (${TRIALS} tokens, ${TRIALS / 4} roles)`, async () => {
    const misses: string[] = [];
    const collabId = Number(
      ((await owner[0].get('/members/list')).body.data as { user_id: string; email: string }[]).find(
        (m) => m.email === DEMO.collab,
      )!.user_id,
    );
    const collabToken = await service.tokenFor(DEMO.collab);
    const collab: [Client, Client] = [service.client(0, collabToken, []), service.client(1, collabToken, [])];
    for (let trial = 0; trial < TRIALS; trial++) {
      const [on, off] = trial % 2 ? ([0, 1] as const) : ([1, 0] as const);
      const token = await service.tokenFor(DEMO.owner);
      const user: [Client, Client] = [service.client(0, token, []), service.client(1, token, [])];
      if ((await user[on].get('/account/get')).status !== 200) misses.push(`token ${trial} refused before`);
      await user[off].post('/oauth/revoke');
      const after = await user[on].get('/account/get');
      if (after.status !== 401) misses.push(`token ${trial} answered ${after.status} after its revocation`);

      if (trial % 4 === 0) {
        await owner[off].post('/members/updateRole', { user_id: collabId, role: 'admin' });
        if ((await collab[on].get('/apps/list')).status !== 200) misses.push(`role ${trial}: admin refused`);
        await owner[off].post('/members/updateRole', { user_id: collabId, role: 'collaborator' });
        const lowered = await collab[on].get('/apps/list');
        if (lowered.status !== 403) misses.push(`role ${trial}: ${lowered.status} after the demotion`);
      }
    }
    expect(misses).toEqual([]);
  }, 300_000);
});

describe('calls that arrive together', () => {
  it('share the marker sent as they arrived, though they wait in line for their turn', async () => {
    // The markers go through the same topic as the instances' messages: a listener of our own counts them.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const markers: string[] = [];
    listener.on('notification', (message) => {
      if (message.payload?.startsWith('mark:')) markers.push(message.payload);
    });
    await listener.query('listen workspace_events');
    try {
      // Thirty calls for an instance that works on three at a time (REQUEST_CONCURRENCY's default).
      const calls = await Promise.all(Array.from({ length: 30 }, () => owner[0].get('/account/get')));
      expect(calls.map((call) => call.status)).toEqual(Array.from({ length: 30 }, () => 200));
      // Notifications come in commit order: once a marker of our own is back, so are the instance's.
      const ours = new Promise<void>((resolve) =>
        listener.on('notification', (message) => message.payload === 'mark:the-end' && resolve()),
      );
      await listener.query(`select pg_notify('workspace_events', 'mark:the-end')`);
      await ours;
      // One marker out when the first arrived, one for all that arrived while it was out. Sent once each call was
      // let in, they took about one marker for every two calls.
      markers.pop();
      expect(markers.length).toBeGreaterThan(0);
      expect(markers.length).toBeLessThanOrEqual(3);
    } finally {
      await listener.end();
    }
  });
});

describe('an instance that was alone', () => {
  it('shows, in the next read of a cached list, a write acknowledged by an instance started after it', async () => {
    const lateUrl = await seededDatabase(inject('postgresUrl'), `read_your_writes_late_${process.pid}`, 20);
    const first = await startInstances(lateUrl, 1);
    let second: Instances | undefined;
    try {
      const token = await first.tokenFor(DEMO.owner);
      const reader = first.client(0, token, []);
      // Its cache is warm while it is alone: no marker, its answers kept.
      await reader.get('/posts/get', { channel_id: channelId });
      second = await startInstances(lateUrl, 1);
      const writer = second.client(0, token, []);
      const made = await writer.post('/posts/create', { channel_ids: channelId, message: 'from the newcomer' });
      const [id] = (made.body.data as { post_id: number[] }).post_id;
      expect(idsIn((await reader.get('/posts/get', { channel_id: channelId })).body.data)).toContain(id);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
