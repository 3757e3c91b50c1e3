import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations } from './contract/index.ts';
import { authorizeCode, DEMO_APP } from '../testing/oauth-flow.ts';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

describe('the service', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('answers health without a token', async () => {
    const reply = await t.app.inject({ url: '/api/health' });
    expect(reply.json()).toEqual({ status: 'success' });
  });

  it('answers unknown routes with the error body', async () => {
    const reply = await t.app.inject({ url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'not_found', message: expect.any(String) });
  });

  it('answers a malformed JSON body with 400 and the error body', async () => {
    const token = await t.tokenFor(DEMO.owner);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/posts/create?access_token=${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'malformed_body' });
  });

  it('answers an unsupported body type with 415', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ status: 'error', code: 'unsupported_media_type' });
  });

  it('builds every operation of the contract: none answers 501', async () => {
    const token = await t.tokenFor(DEMO.owner);
    for (const op of operations.filter((o) => o.produces !== 'text/event-stream')) {
      const reply = await t.app.inject({ method: op.method, url: `/api${op.path}?access_token=${token}` });
      expect(reply.statusCode, `${op.method} ${op.path}`).not.toBe(501);
    }
  });

  it('serves its OpenAPI document', async () => {
    const reply = await t.app.inject({ url: '/api/openapi.json' });
    expect(reply.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('scopes channels and account to the token’s workspace', async () => {
    const demo = (await t.app.inject({ url: `/api/drafts/get?access_token=${await t.tokenFor(DEMO.collab)}` })).json();
    const other = (await t.app.inject({ url: `/api/drafts/get?access_token=${await t.tokenFor(DEMO.other)}` })).json();
    expect(demo.data.channels).toHaveLength(7);
    expect(demo.data.channels.map((c: { channel_type: number }) => c.channel_type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(other.data.channels).toHaveLength(2);
    const demoIds = new Set(demo.data.channels.map((c: { channel_id: string }) => c.channel_id));
    expect(other.data.channels.some((c: { channel_id: string }) => demoIds.has(c.channel_id))).toBe(false);
  });

  it('never writes tokens, secrets or codes into its logs', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/oauth/getAccessToken?${new URLSearchParams({ ...DEMO_APP, code })}`,
      })
    ).json().access_token as string;
    await t.app.inject({ url: `/api/drafts/get?access_token=${token}` });
    await t.app.inject({ url: '/api/drafts/get', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'POST', url: '/api/oauth/revoke', payload: { access_token: token } });
    const logs = t.logs();
    expect(logs).toContain('/api/drafts/get');
    expect(logs).toContain('"operation":"draftsGet"');
    for (const secret of [token, code, DEMO_APP.client_secret, 'demo-password']) expect(logs).not.toContain(secret);
  });
});

describe('rate limit', () => {
  beforeEach(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });

  it('answers 429 with Retry-After once a token spends its minute, and counts each token apart', async () => {
    const token = await t.tokenFor(DEMO.owner);
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: `/api/account/get?access_token=${token}` })).statusCode).toBe(200);
    const limited = await t.app.inject({ url: `/api/account/get?access_token=${token}` });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
    // The operator hears of it once a minute per caller, not once per refused call.
    await t.app.inject({ url: `/api/account/get?access_token=${token}` });
    expect(t.logs().match(/a token reached the request limit/g)).toHaveLength(1);
    const another = await t.tokenFor(DEMO.collab);
    expect(
      (await t.app.inject({ url: '/api/account/get', headers: { authorization: `Bearer ${another}` } })).statusCode,
    ).toBe(200);
  });
});
