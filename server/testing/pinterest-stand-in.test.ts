import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { png } from './images.ts';
import { startPinterestStandIn, type PinterestStandIn } from './pinterest-stand-in.ts';

// The stand-in is only worth its tests if it refuses what Pinterest refuses: these check it against the API v5
// spec (github.com/pinterest/api-description v5/openapi.json) and the authentication guide
// (developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/), with plain fetch.

const SCOPES = 'boards:read,boards:write,pins:read,pins:write,user_accounts:read';
const CALLBACK = 'http://127.0.0.1:9/api/channels/callback';
let p: PinterestStandIn;
beforeEach(async () => {
  p = await startPinterestStandIn();
});
afterEach(() => p.close());

function authorizeUrl(changes: Record<string, string> = {}) {
  const address = new URL('/oauth/', p.url);
  const query = { response_type: 'code', client_id: p.clientId, redirect_uri: CALLBACK, scope: SCOPES, state: 's1' };
  for (const [name, value] of Object.entries({ ...query, ...changes })) address.searchParams.set(name, value);
  return address.href;
}

const basic = (secret = p.clientSecret) => `Basic ${Buffer.from(`${p.clientId}:${secret}`).toString('base64')}`;
const tokenRequest = (form: Record<string, string>, authorization = basic()) =>
  fetch(`${p.url}/v5/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    body: new URLSearchParams(form),
  });

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_token_expires_in: number;
  refresh_token_expires_at: number;
  response_type: string;
}

async function signIn(scope = SCOPES): Promise<Tokens> {
  const code = new URL(p.approve(authorizeUrl({ scope }))).searchParams.get('code')!;
  const answer = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Tokens;
}

const api = (path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${p.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const image = () => ({ source_type: 'image_base64', content_type: 'image/png', data: png(4, 6).toString('base64') });

describe('the Pinterest stand-in’s sign-in', () => {
  it('shows a consent page whose form posts back to itself and sends the browser on with a code', async () => {
    const page = await fetch(authorizeUrl());
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/oauth/">');
    expect(html).toContain('See your public Pins');
    const form = new URLSearchParams([...new URL(authorizeUrl()).searchParams, ['decision', 'allow']]);
    const back = await fetch(`${p.url}/oauth/`, { method: 'POST', body: form, redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe('s1');
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('refuses space-separated scopes and another app’s id, as a page and to approve()', async () => {
    expect((await fetch(authorizeUrl({ scope: 'boards:read pins:read' }))).status).toBe(400);
    expect(() => p.approve(authorizeUrl({ client_id: 'someone-else' }))).toThrow(/client_id/);
  });

  it('gives tokens only to the app in HTTP Basic, for a code used once, in Pinterest’s error body otherwise', async () => {
    const code = new URL(p.approve(authorizeUrl())).searchParams.get('code')!;
    const form = { grant_type: 'authorization_code', code, redirect_uri: CALLBACK };
    const wrongApp = await tokenRequest(form, basic('not-the-secret'));
    expect(wrongApp.status).toBe(401);
    expect(await wrongApp.json()).toMatchObject({ code: 2 });
    const tokens = (await (await tokenRequest(form)).json()) as Tokens;
    expect(tokens.expires_in).toBe(30 * 86400);
    expect(tokens.refresh_token_expires_in).toBeGreaterThan(60 * 86400 - 5);
    expect(tokens.response_type).toBe('authorization_code');
    expect(tokens.refresh_token_expires_at).toBeGreaterThan(Date.now() / 1000);
    const again = await tokenRequest(form);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 1, message: expect.stringContaining('code') });
  });

  it('rotates the continuous refresh token, 60 days from each refresh, and refuses the spent one', async () => {
    const first = await signIn();
    const refresh = (token: string, extra: Record<string, string> = {}) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: token, ...extra });
    expect((await refresh(first.refresh_token, { continuous_refresh: 'yes' })).status).toBe(400);
    const renewed = (await (await refresh(first.refresh_token, { continuous_refresh: 'true' })).json()) as Tokens;
    expect(renewed.refresh_token).not.toBe(first.refresh_token);
    expect(renewed.response_type).toBe('refresh_token');
    expect(renewed.refresh_token_expires_in).toBeGreaterThan(60 * 86400 - 5);
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect((await api('/v5/user_account', renewed.access_token)).status).toBe(200);
  });
});

describe('the Pinterest stand-in’s API', () => {
  it('refuses a call without a live token (code 2) or without the route’s scopes (code 3)', async () => {
    expect(await (await api('/v5/user_account', null)).json()).toEqual({ code: 2, message: 'Authentication failed.' });
    const readOnly = await signIn('user_accounts:read');
    const pin = await api('/v5/pins', readOnly.access_token, { method: 'POST', body: {} });
    expect(pin.status).toBe(401);
    expect(await pin.json()).toMatchObject({ code: 3 });
    p.revokeAll();
    expect((await api('/v5/user_account', readOnly.access_token)).status).toBe(401);
  });

  it('makes a Pin only on a board it knows, with an image it can read or fetch', async () => {
    const { access_token: token } = await signIn();
    const create = (body: unknown) => api('/v5/pins', token, { method: 'POST', body });
    expect((await create({ media_source: image() })).status).toBe(400);
    const unknownBoard = await create({ board_id: '1', media_source: image() });
    expect(await unknownBoard.json()).toEqual({ code: 40, message: 'Board not found.' });
    const notPng = { ...image(), data: Buffer.from('not an image').toString('base64') };
    expect((await create({ board_id: '549755885175', media_source: notPng })).status).toBe(400);
    const local = { source_type: 'image_url', url: 'http://localhost:8787/media/1.gif' };
    const unfetched = await create({ board_id: '549755885175', media_source: local });
    expect(await unfetched.json()).toMatchObject({ code: 1, message: expect.stringContaining('could not fetch') });
    const tooLong = await create({ board_id: '549755885175', description: 'é'.repeat(801), media_source: image() });
    expect(tooLong.status).toBe(400);
    const made = await create({ board_id: '549755885175', description: 'é'.repeat(800), media_source: image() });
    expect(made.status).toBe(201);
    expect(p.pins).toHaveLength(1);
  });

  it('says a rate limit with code 8 and x-ratelimit headers, then serves again', async () => {
    const { access_token: token } = await signIn();
    p.rateLimitNext('GET /v5/boards', 1, 30);
    const limited = await api('/v5/boards', token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-reset')).toBe('30');
    expect(await limited.json()).toMatchObject({ code: 8 });
    const listed = (await (await api('/v5/boards?page_size=2', token)).json()) as {
      items: { name: string }[];
      bookmark: string | null;
    };
    expect(listed.items.map((b) => b.name)).toEqual(['Coffee lovers', 'Our roasts']);
    const rest = await (await api(`/v5/boards?page_size=2&bookmark=${listed.bookmark}`, token)).json();
    expect(rest).toEqual({ items: [expect.objectContaining({ name: 'Recipes' })], bookmark: null });
    expect((await api('/v5/boards?page_size=251', token)).status).toBe(400);
  });

  it('deletes a Pin with 204, and answers 404 code 50 for one that is gone', async () => {
    const { access_token: token } = await signIn();
    const made = (await (
      await api('/v5/pins', token, { method: 'POST', body: { board_id: '549755885176', media_source: image() } })
    ).json()) as { id: string };
    expect((await api(`/v5/pins/${made.id}`, token, { method: 'DELETE' })).status).toBe(204);
    const gone = await api(`/v5/pins/${made.id}`, token, { method: 'DELETE' });
    expect(await gone.json()).toEqual({ code: 50, message: 'Pin not found.' });
  });
});
