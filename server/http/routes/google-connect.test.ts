import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, posts } from '../../db/schema.ts';
import type { ApiClient } from '../../testing/api.ts';
import {
  channelRowOf,
  connectChannel,
  credentialsOf,
  openAsOwner,
  standInSettings,
  withCode,
} from '../../testing/connector-harness.ts';
import { startGoogleStandIn, type GoogleLocation, type GoogleStandIn } from '../../testing/google-stand-in.ts';
import { connectThrough } from '../../testing/oauth-connect.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Connecting Google Business Profile locations through Google's OAuth 2.0 for web server applications
// (developers.google.com/identity/protocols/oauth2/web-server), against the stand-in, which answers as that page and
// the Business Profile API reference (developers.google.com/my-business/reference) say.
const GOOGLE = 7;
const HARBOUR = 'accounts/4815162342/locations/7301221874';
const OLD_MARKET = 'accounts/4815162342/locations/7301221875';
let g: GoogleStandIn;
let t: TestApp;
let owner: ApiClient;
let seededLocations: GoogleLocation[];

beforeAll(async () => {
  g = await startGoogleStandIn();
  seededLocations = [...g.locations];
});
afterAll(() => g.close());

const approve = (authorizeUrl: string) => g.approve(authorizeUrl);
const channelRow = (id: number) => channelRowOf(t, id);
const tokensOf = (id: number) => credentialsOf(t, id);
const tokenRequests = () => g.requests.filter((r) => r.path === '/token').map((r) => new URLSearchParams(r.body));

/** Connects the one location the stand-in has now; the channel's id. */
const connectOne = () => connectChannel(t, owner, GOOGLE, approve);

describe('connecting Google Business Profile without its app on this server', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner());
  });
  afterEach(() => t.close());

  it('is refused with the settings to set', async () => {
    const { status, body } = await owner.post('/channels/connect', { channel_type: GOOGLE });
    expect(status).toBe(409);
    expect(body.code).toBe('network_not_configured');
    expect(body.message).toContain('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  });
});

describe('connecting Google Business Profile through Google’s sign-in', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner(standInSettings('GOOGLE', g)));
    g.locations.splice(0, g.locations.length, ...seededLocations);
    g.requests.length = 0;
  });
  afterEach(() => t.close());

  it('sends the person to Google for offline access with consent, PKCE and a state', async () => {
    const { body } = await owner.post('/channels/connect', { channel_type: GOOGLE });
    const asked = new URL(body.data.authorize_url);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${g.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: g.clientId,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      scope: 'https://www.googleapis.com/auth/business.manage',
      // A refresh token (offline), and a new one at every consent, reconnecting included.
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(asked.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('exchanges the code with the client secret in the form and offers each location the person manages', async () => {
    const landed = await connectThrough(t, owner, GOOGLE, approve);
    const [exchange] = tokenRequests();
    expect(Object.fromEntries(exchange!)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: g.clientId,
      client_secret: g.clientSecret,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
    });
    expect(exchange!.get('code_verifier')).toMatch(/^[\w-]{64}$/);
    expect(g.requests.find((r) => r.path === '/token')!.headers.authorization).toBeUndefined();
    // Every account's locations were listed with the read mask Business Information requires.
    const listed = g.requests.filter((r) => /^\/v1\/accounts\/\d+\/locations$/.test(r.path));
    expect(listed.map((r) => r.path).sort()).toEqual(
      [`/v1/accounts/${g.user.sub}/locations`, '/v1/accounts/4815162342/locations'].sort(),
    );
    expect(listed[0]!.query.get('readMask')).toBe('name,title,storefrontAddress');

    // Two locations: the person picks, told apart by their streets.
    const choice = landed.searchParams.get('choose')!;
    const offered = (await owner.get('/channels/choice', { choice })).body.data;
    expect(offered.network).toBe('Google Business Profile');
    expect(offered.accounts).toEqual([
      expect.objectContaining({
        account_id: HARBOUR,
        name: 'Northwind Coffee',
        screen_name: 'Northwind Coffee, 12 Harbour Street',
      }),
      expect.objectContaining({
        account_id: OLD_MARKET,
        name: 'Northwind Coffee',
        screen_name: 'Northwind Coffee, 3 Old Market',
      }),
    ]);
    const chosen = await owner.post('/channels/choose', { choice, account_ids: `${HARBOUR},${OLD_MARKET}` });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const ids = (chosen.body.data.channel_ids as string[]).map(Number);
    const rows = await Promise.all(ids.map(channelRow));
    expect(rows.map((r) => [r.connector, r.channelType, r.accountId, r.status])).toEqual([
      ['google', GOOGLE, HARBOUR, 'connected'],
      ['google', GOOGLE, OLD_MARKET, 'connected'],
    ]);
    // One sign-in, the same tokens for each location; Google's refresh tokens do not end by themselves.
    const [first, second] = await Promise.all(ids.map(tokensOf));
    expect(first.accessToken).toBe(second.accessToken);
    expect(first.refreshToken).toEqual(expect.any(String));
    expect(first.expiresAt - Date.now()).toBeGreaterThan(3_500_000);
    expect(rows.map((r) => r.signInEndsAt)).toEqual([null, null]);
    expect(rows[0]!.credentials).not.toContain(first.accessToken);
  });

  it('connects a single location at once', async () => {
    g.locations.splice(1);
    const id = await connectOne();
    expect(await channelRow(id)).toMatchObject({ accountId: HARBOUR, name: 'Northwind Coffee' });
  });

  it('reconnects the channel named at connect with its own location among several: same id, new tokens', async () => {
    g.locations.splice(0, 1);
    const id = await connectOne();
    const before = await tokensOf(id);
    g.locations.splice(0, g.locations.length, ...seededLocations);
    const again = await connectThrough(t, owner, GOOGLE, approve, { channel_id: id });
    expect(Number(again.searchParams.get('reconnected'))).toBe(id);
    expect(await channelRow(id)).toMatchObject({ accountId: OLD_MARKET, status: 'connected' });
    expect((await tokensOf(id)).accessToken).not.toBe(before.accessToken);
  });

  it('renews an hour-old access token with the refresh token, which stays the same; a revoked one needs reconnecting', async () => {
    g.locations.splice(1);
    const id = await connectOne();
    const before = await tokensOf(id);
    g.expireAccessTokens();
    const made = await owner.post('/posts/create', { channel_ids: id, share_now: 1, message: 'An hour later' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const refresh = tokenRequests().at(-1)!;
    expect(Object.fromEntries(refresh)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: before.refreshToken,
      client_id: g.clientId,
      client_secret: g.clientSecret,
    });
    const after = await tokensOf(id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect((await channelRow(id)).signInEndsAt).toBeNull();
    expect(g.localPosts.at(-1)!.summary).toBe('An hour later');

    g.revokeAll();
    const lost = await owner.post('/posts/create', { channel_ids: id, share_now: 1, message: 'Signed out' });
    const postId = Number(lost.body.data.post_id[0]);
    expect((await channelRow(id)).status).toBe('needs_reconnect');
    const [post] = await t.db.select().from(posts).where(eq(posts.id, postId));
    expect(post!.errorMessage).toMatch(/reconnect/i);
  });

  it('says so when the person cancels at Google, or the code is not one Google gave', async () => {
    const cancelled = await connectThrough(t, owner, GOOGLE, (url) => g.approve(url, { deny: true }));
    expect(cancelled.searchParams.get('connect_error')).toBe(
      'Google Business Profile was not connected: the sign-in was cancelled.',
    );
    const forged = await connectThrough(t, owner, GOOGLE, withCode(approve, 'not-a-code-google-gave'));
    expect(forged.searchParams.get('connect_error')).toMatch(/^Google Business Profile refused the sign-in/);
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'google'))).toEqual([]);
  });

  it('tells the person what Google said when it will not list the locations (API access not granted yet)', async () => {
    g.rateLimitNext('GET /v1/accounts', 1, 0);
    const landed = await connectThrough(t, owner, GOOGLE, approve);
    expect(landed.searchParams.get('connect_error')).toMatch(
      /^Google refused to list the business profiles: Quota exceeded/,
    );
  });
});
