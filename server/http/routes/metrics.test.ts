import { describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { loadConfig } from '../../config.ts';
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
});
