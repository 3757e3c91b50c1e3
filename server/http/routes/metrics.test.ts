import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { loadConfig } from '../../config.ts';
import { drafts, posts, queueTails } from '../../db/schema.ts';
import { publishDue } from '../../publisher/publisher.ts';
import { apiClient, demoChannels } from '../../testing/api.ts';
import { METRICS_TOKEN, scrape } from '../../testing/metrics.ts';
import { DEMO, openedPerTest } from '../../testing/test-app.ts';

const open = openedPerTest();
const withToken = { env: { METRICS_TOKEN } };

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN, whatever the caller sends', async () => {
    const t = await open();
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const reply = await t.app.inject({ url: '/metrics', headers });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ status: 'error', code: 'not_found' });
    }
  });

  it('answers only the METRICS_TOKEN as a bearer, with the error body otherwise', async () => {
    const t = await open(withToken);
    const refused = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-len' },
      { authorization: 'Bearer short' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Basic ${METRICS_TOKEN}` },
      { authorization: METRICS_TOKEN },
    ];
    for (const headers of refused) {
      const reply = await t.app.inject({ url: '/metrics', headers });
      expect(reply.statusCode, JSON.stringify(headers)).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(reply.json()).toMatchObject({ status: 'error', code: 'invalid_token' });
      expect(reply.body).not.toContain(METRICS_TOKEN);
    }
    // An API token is not the metrics token.
    const apiToken = await t.tokenFor(DEMO.owner);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${apiToken}` } })).statusCode).toBe(
      401,
    );
    const metrics = await scrape(t);
    expect(metrics.sum('socialdesk_build_info', { version: packageJson.version })).toBe(1);
    expect(metrics.sum('socialdesk_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(metrics.families.get('socialdesk_nodejs_eventloop_lag_p99_seconds')?.type).toBe('GAUGE');
  });

  it('stays out of the API’s contract, and refuses a token too short to guess at', async () => {
    const t = await open(withToken);
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([]);
    expect(() => loadConfig({ METRICS_TOKEN: 'fifteen-letters' })).toThrow(/METRICS_TOKEN has at least 16 characters/);
  });
});

describe('what the metrics count', () => {
  it('API calls by operation and status, the cached ones too, never by their address', async () => {
    const t = await open(withToken);
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const ch = await demoChannels(owner);
    const before = await scrape(t);
    for (let i = 0; i < 3; i++) expect((await owner.get('/inbox/get')).status).toBe(200);
    expect((await t.app.inject({ url: '/api/inbox/get' })).statusCode).toBe(401);
    expect((await owner.get('/inbox/getItem', { reply_id: 999_999_999, channel_id: ch[4] })).status).toBe(404);
    expect((await owner.post('/posts/create', { channel_ids: ch[4], message: 'Hello' })).status).toBe(200);
    const after = await scrape(t);
    const added = (operation: string, status: string) =>
      after.sum('socialdesk_http_requests_total', { operation, status }) -
      before.sum('socialdesk_http_requests_total', { operation, status });
    expect([added('inbox/get', '200'), added('inbox/get', '401')]).toEqual([3, 1]);
    expect([added('inbox/getItem', '404'), added('posts/create', '200')]).toEqual([1, 1]);
    const timed = (m: typeof before) =>
      m.sum('socialdesk_http_request_duration_seconds_count', { operation: 'inbox/get' });
    expect(timed(after) - timed(before)).toBe(4);
    expect(after.sum('socialdesk_http_request_duration_seconds_sum', { operation: 'inbox/get' })).toBeGreaterThan(0);
    const operations = after.seriesOf('socialdesk_http_requests_total').map((s) => s.labels!.operation!);
    expect(operations).toContain('drafts/get');
    expect(operations.filter((operation) => /\d/.test(operation))).toEqual([]);
  });

  // Wednesday 2026-06-10, 10:00 in New York, the demo workspace's zone.
  const NOW = new Date('2026-06-10T14:00:00Z');

  it('publishing and its failures, the posts waiting, and the embedded database’s dead rows', async () => {
    let clock = NOW;
    const t = await open({ ...withToken, now: () => clock });
    const owner = apiClient(t, await t.tokenFor(DEMO.owner));
    const ch = await demoChannels(owner);
    await t.db.delete(posts);
    await t.db.delete(queueTails);
    await t.db.delete(drafts);
    // Two pinned posts due at 12:00 New York (16:00Z): one on a sandbox channel set to refuse posts.
    expect((await owner.post('/sandbox/update', { channel_id: ch[3], behaviour: 'fail' })).status).toBe(200);
    for (const channel of [ch[4], ch[3]]) {
      const made = await owner.post('/posts/create', {
        channel_ids: channel,
        message: 'At noon',
        custom_time: '2026-06-10 12:00:00',
      });
      expect(made.status).toBe(200);
    }
    const waiting = await scrape(t);
    expect(waiting.sum('socialdesk_posts', { state: 'due' })).toBe(0);
    expect(waiting.sum('socialdesk_db_up')).toBe(1);

    // A minute past their time, before the publisher runs: two posts due, the oldest waiting a minute.
    clock = new Date('2026-06-10T16:01:00Z');
    const due = await scrape(t);
    expect(due.sum('socialdesk_posts', { state: 'due' })).toBe(2);
    expect(due.sum('socialdesk_posts_overdue_seconds')).toBe(60);

    expect(await publishDue(t.deps)).toBe(2);
    const after = await scrape(t);
    const sandbox = (outcome: string) => ({ network: 'sandbox', outcome });
    expect(after.sum('socialdesk_publications_total', sandbox('published'))).toBe(1);
    expect(after.sum('socialdesk_publications_total', sandbox('failed'))).toBe(1);
    expect(after.sum('socialdesk_publish_delay_seconds_count', { network: 'sandbox' })).toBe(2);
    expect(after.sum('socialdesk_publish_delay_seconds_sum', { network: 'sandbox' })).toBe(120);
    // 60 s is past the 30 s bucket and within the 60 s one.
    const bucket = (le: string) => after.sum('socialdesk_publish_delay_seconds_bucket', { network: 'sandbox', le });
    expect([bucket('30'), bucket('60')]).toEqual([0, 2]);
    expect(after.sum('socialdesk_network_calls_total', { network: 'sandbox', call: 'publish', outcome: 'ok' })).toBe(1);
    expect(
      after.sum('socialdesk_network_calls_total', { network: 'sandbox', call: 'publish', outcome: 'refused' }),
    ).toBe(1);
    expect(after.sum('socialdesk_network_call_duration_seconds_count', { network: 'sandbox', call: 'publish' })).toBe(
      2,
    );
    expect(after.sum('socialdesk_publisher_lanes_in_use', { network: 'sandbox' })).toBe(0);
    expect(after.sum('socialdesk_publisher_lanes_max')).toBe(128);
    expect(after.sum('socialdesk_posts', { state: 'due' })).toBe(0);
    expect(after.sum('socialdesk_posts', { state: 'publishing' })).toBe(0);
    expect(after.sum('socialdesk_posts', { state: 'failed' })).toBe(1);
    expect(after.sum('socialdesk_posts_overdue_seconds')).toBe(0);
    expect(after.sum('socialdesk_channels', { network: 'sandbox', status: 'connected' })).toBeGreaterThan(0);

    // The embedded database: its size, and the row versions the publishing left behind until a vacuum.
    await t.db.execute(sql`select pg_stat_force_next_flush()`);
    const stored = await scrape(t);
    expect(stored.sum('socialdesk_db_size_bytes')).toBeGreaterThan(1_000_000);
    expect(stored.sum('socialdesk_db_dead_rows', { table: 'posts' })).toBeGreaterThan(0);
    expect(stored.seriesOf('socialdesk_db_live_rows', { table: 'posts' })).toHaveLength(1);
    await t.db.execute(sql`vacuum posts`);
    expect((await scrape(t)).sum('socialdesk_db_dead_rows', { table: 'posts' })).toBe(0);
  });

  it('the dashboards connected to the event stream', async () => {
    const t = await open(withToken);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = async () => (await scrape(t)).sum('socialdesk_event_streams');
    expect(await streams()).toBe(0);
    const controller = new AbortController();
    const response = await fetch(`${address}/api/events/stream?access_token=${await t.tokenFor(DEMO.owner)}`, {
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    expect(await streams()).toBe(1);
    controller.abort();
    await reader.closed.catch(() => undefined);
    await vi.waitFor(async () => expect(await streams()).toBe(0));
  });
});
