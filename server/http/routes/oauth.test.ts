import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../services/workspaces/secrets.ts';
import { accessTokens, oauthCodes } from '../../db/schema.ts';
import { authorizeCode, DASHBOARD, DEMO_APP, pkcePair, submitLogin } from '../../testing/oauth-flow.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const exchangeInQuery = (params: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/oauth/getAccessToken?${new URLSearchParams(params)}` });
const exchangeInForm = (params: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/getAccessToken',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(params).toString(),
  });
const whoAmI = (token: string) => t.app.inject({ url: `/api/account/get?access_token=${encodeURIComponent(token)}` });

describe('authorization code flow, confidential client (parameters in the query string)', () => {
  it('logs in, passes state through and yields a working token', async () => {
    const { code, state, location } = await authorizeCode(t.app, {
      client_id: DEMO_APP.client_id,
      redirect_uri: DEMO_APP.redirect_uri,
    });
    expect(location.origin + location.pathname).toBe(DEMO_APP.redirect_uri);
    expect(state).toBe('st-1');
    const reply = await exchangeInQuery({ ...DEMO_APP, code });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const body = reply.json();
    expect(body).toMatchObject({ status: 'success', token_type: 'Bearer', expires_in: 8 * 3600 });
    const me = await whoAmI(body.access_token);
    expect(me.json().data).toMatchObject({
      user: { email: 'owner@demo.test', role: 'owner' },
      workspace: { timezone: 'America/New_York' },
    });
  });

  it('stores only a hash of the token', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const token = (await exchangeInQuery({ ...DEMO_APP, code })).json().access_token as string;
    const rows = await t.db.select().from(accessTokens);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('rejects a wrong client secret, and the code still works afterwards', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const wrong = await exchangeInQuery({ ...DEMO_APP, client_secret: 'guess', code });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 'error', code: 'invalid_client', error: 'invalid_client' });
    expect((await exchangeInQuery({ ...DEMO_APP, code })).statusCode).toBe(200);
  });

  it('rejects a missing client secret', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const { client_secret: _omit, ...rest } = DEMO_APP;
    expect((await exchangeInQuery({ ...rest, code })).json().code).toBe('invalid_client');
  });

  it('rejects a reused code and revokes the token it granted', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const token = (await exchangeInQuery({ ...DEMO_APP, code })).json().access_token as string;
    const again = await exchangeInQuery({ ...DEMO_APP, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'error', code: 'invalid_grant' });
    const me = await whoAmI(token);
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('token_revoked');
  });

  it('rejects a redirect_uri other than the one the code was issued for', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    const reply = await exchangeInQuery({ ...DEMO_APP, redirect_uri: 'http://localhost:3000/other', code });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('invalid_grant');
  });

  it('rejects an expired code', async () => {
    const { code } = await authorizeCode(t.app, { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri });
    await t.db
      .update(oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthCodes.codeHash, sha256(code)));
    const reply = await exchangeInQuery({ ...DEMO_APP, code });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'invalid_grant', message: expect.stringContaining('expired') });
  });

  it('rejects a code issued to another client', async () => {
    const { verifier, challenge } = pkcePair();
    const { code } = await authorizeCode(t.app, {
      ...DASHBOARD,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const reply = await exchangeInQuery({ ...DEMO_APP, code, code_verifier: verifier });
    expect(reply.json().code).toBe('invalid_grant');
  });

  it('rejects an unknown code and reports a missing parameter by name', async () => {
    expect((await exchangeInQuery({ ...DEMO_APP, code: 'made-up' })).json().code).toBe('invalid_grant');
    const { code: _c, ...noCode } = { ...DEMO_APP, code: '' };
    const missing = await exchangeInQuery(noCode);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'missing_parameter', field: 'code' });
  });
});

describe('authorization code flow, public dashboard client (PKCE, form body, no secret)', () => {
  it('yields a token for the right verifier', async () => {
    const { verifier, challenge } = pkcePair();
    const { code } = await authorizeCode(t.app, {
      ...DASHBOARD,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const reply = await exchangeInForm({
      grant_type: 'authorization_code',
      ...DASHBOARD,
      code,
      code_verifier: verifier,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'success', token_type: 'Bearer' });
  });

  it('rejects a wrong or missing verifier without spending the code', async () => {
    const { verifier, challenge } = pkcePair();
    const { code } = await authorizeCode(t.app, {
      ...DASHBOARD,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const wrong = await exchangeInForm({ ...DASHBOARD, code, code_verifier: pkcePair().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_grant', message: expect.stringContaining('PKCE') });
    expect((await exchangeInForm({ ...DASHBOARD, code })).json().code).toBe('invalid_grant');
    expect((await exchangeInForm({ ...DASHBOARD, code, code_verifier: verifier })).statusCode).toBe(200);
  });

  it('will not start without a code challenge: the error goes back to the client', async () => {
    const reply = await t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ ...DASHBOARD, state: 'abc' })}`,
    });
    expect(reply.statusCode).toBe(302);
    const location = new URL(String(reply.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('abc');
  });

  it('accepts only its own origin as redirect', async () => {
    const { challenge } = pkcePair();
    const reply = await t.app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({ client_id: 'dashboard', redirect_uri: 'http://evil.test/oauth/callback', code_challenge: challenge, code_challenge_method: 'S256' })}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body).toContain('not a registered redirect address');
  });
});

describe('the login form', () => {
  it('is an accessible form with a CSRF field, and may not be framed', async () => {
    const reply = await t.app.inject({ url: `/api/oauth/authorize?${new URLSearchParams(DEMO_APP)}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.body).toMatch(/<label for="email">Email<\/label>/);
    expect(reply.body).toMatch(/<label for="password">Password<\/label>/);
    expect(reply.body).toMatch(/name="csrf" value="[\w-]{20,}"/);
  });

  it('answers a wrong password with the form again and an error, never a redirect', async () => {
    const reply = await submitLogin(
      t.app,
      { client_id: DEMO_APP.client_id, redirect_uri: DEMO_APP.redirect_uri },
      { email: 'owner@demo.test', password: 'nope' },
    );
    expect(reply.statusCode).toBe(401);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body).toContain('role="alert"');
    expect(reply.body).toContain('value="owner@demo.test"');
    expect(await t.db.select().from(oauthCodes)).toHaveLength(0);
  });

  it('refuses a post without the CSRF cookie', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...DEMO_APP,
        csrf: 'forged',
        email: 'owner@demo.test',
        password: 'demo-password',
      }).toString(),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers.location).toBeUndefined();
    expect(await t.db.select().from(oauthCodes)).toHaveLength(0);
  });

  it('refuses an unknown client without redirecting', async () => {
    const reply = await t.app.inject({
      url: `/api/oauth/authorize?client_id=ghost&redirect_uri=${encodeURIComponent(DEMO_APP.redirect_uri)}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers.location).toBeUndefined();
  });
});

describe('access tokens', () => {
  it('are read from the query string, a Bearer header or the body', async () => {
    const token = await t.tokenFor('owner@demo.test');
    expect(
      (await t.app.inject({ url: '/api/account/get', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect((await whoAmI(token)).statusCode).toBe(200);
    const inBody = await t.app.inject({ method: 'POST', url: '/api/oauth/revoke', payload: { access_token: token } });
    expect(inBody.statusCode).toBe(200);
  });

  it('are refused when missing, unknown, expired or revoked', async () => {
    const missing = await t.app.inject({ url: '/api/drafts/get' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'missing_token' });
    expect((await whoAmI('not-a-token')).json().code).toBe('invalid_token');

    const expired = await t.tokenFor('owner@demo.test');
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accessTokens.tokenHash, sha256(expired)));
    expect((await whoAmI(expired)).json().code).toBe('token_expired');

    const token = await t.tokenFor('owner@demo.test');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.json()).toMatchObject({ status: 'success' });
    const after = await whoAmI(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_revoked');
  });
});

describe('the dashboard’s redirect', () => {
  const authorize = (app: TestApp['app'], redirectUri: string, host?: string) =>
    app.inject({
      url: `/api/oauth/authorize?${new URLSearchParams({
        client_id: 'dashboard',
        redirect_uri: redirectUri,
        response_type: 'code',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      })}`,
      headers: host ? { host } : {},
    });

  it('goes to the loopback origins on PORT without PUBLIC_ORIGIN, never where the Host header says', async () => {
    expect((await authorize(t.app, 'http://localhost:8787/oauth/callback')).statusCode).toBe(200);
    expect((await authorize(t.app, 'http://127.0.0.1:8787/oauth/callback')).statusCode).toBe(200);
    const spoofed = await authorize(t.app, 'http://evil.example/oauth/callback', 'evil.example');
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.body).toContain('Redirect address not allowed');
    expect(spoofed.headers.location).toBeUndefined();
  });

  it('goes to PUBLIC_ORIGIN behind a proxy, and to the origins DASHBOARD_ORIGINS adds', async () => {
    const behind = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://desk.example', DASHBOARD_ORIGINS: 'https://staging.desk.example/' },
    });
    try {
      expect((await authorize(behind.app, 'https://desk.example/oauth/callback')).statusCode).toBe(200);
      expect((await authorize(behind.app, 'https://staging.desk.example/oauth/callback')).statusCode).toBe(200);
      expect((await authorize(behind.app, 'http://localhost:8787/oauth/callback')).statusCode).toBe(400);
      expect((await authorize(behind.app, 'https://other.example/oauth/callback', 'other.example')).statusCode).toBe(
        400,
      );
    } finally {
      await behind.close();
    }
  });
});
