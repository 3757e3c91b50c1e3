import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, drafts, posts, queueTails } from '../../db/schema.ts';
import { publishDue } from '../../publisher/publisher.ts';
import { apiClient, demoChannels, type ApiClient } from '../../testing/api.ts';
import { createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';
import { DEFAULT_REFUSAL } from '../../services/channels/sandbox-settings.ts';

const NOW = new Date('2026-06-10T14:00:00Z');
const X = 1;

let t: TestApp;
let owner: ApiClient;
let collab: ApiClient;
let ch: Record<number, number>;
let clock = NOW;

beforeEach(async () => {
  clock = NOW;
  t = await createTestApp({ now: () => clock, env: { PUBLISH_TIMEOUT_SECONDS: '0.2' } });
  owner = apiClient(t, await t.tokenFor(DEMO.owner));
  collab = apiClient(t, await t.tokenFor(DEMO.collab));
  ch = await demoChannels(owner);
  await t.db.delete(posts);
  await t.db.delete(queueTails);
  await t.db.delete(drafts);
});
afterEach(() => t.close());

const settingOf = async (channelId: number) =>
  ((await owner.get('/sandbox/get', {})).body.data as { channel_id: string }[]).find(
    (c) => c.channel_id === String(channelId),
  );

describe('sandbox settings', () => {
  it('lists every sandbox channel of the workspace as publishing normally, with its publication count', async () => {
    const { status, body } = await owner.get('/sandbox/get', {});
    expect(status).toBe(200);
    expect(body.data).toHaveLength(Object.keys(ch).length);
    expect(body.data[0]).toEqual({
      channel_id: expect.stringMatching(/^\d+$/),
      behaviour: 'publish',
      failure_reason: null,
      publications: 0,
      latency_ms: 0,
      latency_jitter_ms: 0,
      practice_traffic: 1,
    });
  });

  it('turns a channel’s practice traffic off and on, leaves it alone when not named, and refuses other values', async () => {
    const off = await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'publish', practice_traffic: 0 });
    expect(off.body.data).toMatchObject({ practice_traffic: 0 });
    await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'fail' });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'fail', practice_traffic: 0 });
    const wrong = await owner.post('/sandbox/update', {
      channel_id: ch[X]!,
      behaviour: 'publish',
      practice_traffic: 2,
    });
    expect(wrong.body).toMatchObject({ status: 'error', code: 'invalid_parameter', field: 'practice_traffic' });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'fail', practice_traffic: 0 });
    const byCollab = await collab.post('/sandbox/update', {
      channel_id: ch[X]!,
      behaviour: 'fail',
      practice_traffic: 1,
    });
    expect(byCollab.status).toBe(403);
    await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'publish', practice_traffic: 1 });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'publish', practice_traffic: 1 });
  });

  it('makes a channel take its time to answer, as a real network does, and keeps it until changed', async () => {
    const set = await owner.post('/sandbox/update', {
      channel_id: ch[X]!,
      behaviour: 'publish',
      latency_ms: 150,
      latency_jitter_ms: 0,
    });
    expect(set.body.data).toMatchObject({ behaviour: 'publish', latency_ms: 150, latency_jitter_ms: 0 });
    const post = (await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'slow network' })).body.data
      .post_id[0];
    const started = performance.now();
    const shared = await owner.post('/posts/shareNow', { channel_id: ch[X]!, post_id: post });
    expect(shared.body.data).toBe('Post published.');
    // The answer waited for the network: at least its latency.
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    // Set again without a latency: it stays.
    await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'fail' });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'fail', latency_ms: 150 });
    const tooLong = await owner.post('/sandbox/update', {
      channel_id: ch[X]!,
      behaviour: 'publish',
      latency_ms: 60_001,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'invalid_parameter', field: 'latency_ms' });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'fail', latency_ms: 150 });
  });

  it('makes a channel refuse posts with a reason, then publish again, and counts what went out', async () => {
    const set = await owner.post('/sandbox/update', {
      channel_id: ch[X]!,
      behaviour: 'fail',
      reason: 'X is down for maintenance.',
    });
    expect(set.body.data).toMatchObject({ behaviour: 'fail', failure_reason: 'X is down for maintenance.' });
    const refused = (await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'refused' })).body.data
      .post_id[0];
    clock = new Date('2026-06-10T17:00:01Z');
    await publishDue(t.deps);
    const [failed] = await t.db.select().from(posts).where(eq(posts.id, refused));
    expect(failed).toMatchObject({ status: 2, errorMessage: 'X is down for maintenance.' });

    await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'publish' });
    await owner.post('/posts/create', { channel_ids: ch[X]!, message: 'goes out' });
    clock = new Date('2026-06-10T21:00:01Z');
    await publishDue(t.deps);
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'publish', failure_reason: null, publications: 1 });
  });

  it('gives a refusal a default reason, and can make a channel hang', async () => {
    await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'fail' });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'fail', failure_reason: DEFAULT_REFUSAL });
    await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'hang' });
    expect(await settingOf(ch[X]!)).toMatchObject({ behaviour: 'hang', failure_reason: null });
    const [row] = await t.db.select().from(channels).where(eq(channels.id, ch[X]!));
    expect(row).toMatchObject({ sandboxHang: true, sandboxFailure: null });
  });

  it('refuses bad input, collaborators and other workspaces, and changes nothing', async () => {
    const before = await owner.get('/sandbox/get', {});
    const bad = await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'explode' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', field: 'behaviour' });
    const stray = await owner.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'hang', reason: 'why' });
    expect(stray).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect((await collab.post('/sandbox/update', { channel_id: ch[X]!, behaviour: 'hang' })).status).toBe(403);
    const other = apiClient(t, await t.tokenFor(DEMO.other));
    const otherChannel = (await other.get('/sandbox/get', {})).body.data[0].channel_id;
    const foreign = await owner.post('/sandbox/update', { channel_id: Number(otherChannel), behaviour: 'hang' });
    expect(foreign.status).toBe(404);
    expect((await owner.get('/sandbox/get', {})).body).toEqual(before.body);
    expect((await other.get('/sandbox/get', {})).body.data[0].behaviour).toBe('publish');
  });
});
