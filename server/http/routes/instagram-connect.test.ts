import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, connectRequests } from '../../db/schema.ts';
import { pollChannel } from '../../services/inbox/poller.ts';
import type { ApiClient } from '../../testing/api.ts';
import {
  channelRowOf,
  credentialsOf,
  openAsOwner,
  standInSettings,
  withCode,
} from '../../testing/connector-harness.ts';
import { startInstagramStandIn, type InstagramStandIn } from '../../testing/instagram-stand-in.ts';
import { connectedIds, connectThrough } from '../../testing/oauth-connect.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Connecting an Instagram professional account through Business Login for Instagram (developers.facebook.com/
// documentation/instagram-platform/instagram-api-with-instagram-login/business-login; reference/access_token and
// reference/refresh_access_token), against the stand-in, which answers as those pages say.
const INSTAGRAM = 5;
const DAY_MS = 86_400_000;
let ig: InstagramStandIn;
let t: TestApp;
let owner: ApiClient;
let clock: () => Date = () => new Date();

beforeAll(async () => {
  ig = await startInstagramStandIn({ now: () => clock() });
});
afterAll(() => ig.close());

const connect = (params: Record<string, string | number> = {}) =>
  connectThrough(t, owner, INSTAGRAM, (url) => ig.approve(url), params);
const channelRow = (id: number) => channelRowOf(t, id);
const tokensOf = (id: number) => credentialsOf(t, id);

describe('connecting Instagram without its app on this server', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner());
  });
  afterEach(() => t.close());

  it('is refused with the settings to set, and starts nothing', async () => {
    const { status, body } = await owner.post('/channels/connect', { channel_type: INSTAGRAM });
    expect(status).toBe(409);
    expect(body).toMatchObject({ status: 'error', code: 'network_not_configured' });
    expect(body.message).toContain('INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET');
    expect(await t.db.select().from(connectRequests)).toEqual([]);
  });
});

describe('connecting Instagram through Business Login', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner(standInSettings('INSTAGRAM', ig)));
    ig.requests.length = 0;
  });
  afterEach(() => {
    clock = () => new Date();
    return t.close();
  });

  it('sends the person to Instagram’s consent page with the comma-separated scopes and a state, no PKCE', async () => {
    const { body } = await owner.post('/channels/connect', { channel_type: INSTAGRAM });
    const asked = new URL(body.data.authorize_url);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${ig.url}/oauth/authorize`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      response_type: 'code',
      client_id: ig.clientId,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      scope:
        'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_comments,instagram_business_manage_insights',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('trades the code for a short-lived token, that for a 60-day one, and makes the account a channel', async () => {
    const landed = await connect();
    expect(`${landed.origin}${landed.pathname}`).toBe('http://localhost:8787/settings/channels');
    const [id] = connectedIds(landed);
    expect(await channelRow(id!)).toMatchObject({
      channelType: INSTAGRAM,
      connector: 'instagram',
      accountId: ig.account.user_id,
      name: 'Northwind Coffee',
      screenName: 'northwindcoffee',
      picture: ig.account.profile_picture_url,
      status: 'connected',
      // A token Instagram renews for as long as it is used has no end to warn of.
      signInEndsAt: null,
    });

    const code = ig.requests.find((r) => r.path === '/oauth/access_token')!;
    expect(code.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(code.body))).toEqual({
      client_id: ig.clientId,
      client_secret: ig.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      code: expect.any(String),
    });
    const long = ig.requests.find((r) => r.path === '/access_token')!;
    expect(long.method).toBe('GET');
    expect(long.query.get('grant_type')).toBe('ig_exchange_token');
    expect(long.query.get('client_secret')).toBe(ig.clientSecret);

    // The channel holds the long-lived token, sealed, the one it asked who signed in with.
    const me = ig.requests.find((r) => r.path === '/v25.0/me')!;
    const token = (me.headers.authorization as string).replace('Bearer ', '');
    expect(long.query.get('access_token')).not.toBe(token);
    expect((await channelRow(id!)).credentials).not.toContain(token);
    const stored = await tokensOf(id!);
    expect(stored).toMatchObject({ accessToken: token });
    expect(stored.endsAt - Date.now()).toBeGreaterThan(59 * DAY_MS);
    expect(t.logs()).not.toContain(token);
  });

  it('renews the token through ig_refresh_token once half its life is gone; a revoked one needs reconnecting', async () => {
    const [id] = connectedIds(await connect());
    const before = await tokensOf(id!);
    const later = new Date(Date.now() + 31 * DAY_MS);
    clock = () => later;
    t.setNow(() => later);
    ig.requests.length = 0;
    await pollChannel(t.deps, await channelRow(id!));

    const renewal = ig.requests.find((r) => r.path === '/refresh_access_token')!;
    expect(renewal.method).toBe('GET');
    expect(renewal.query.get('grant_type')).toBe('ig_refresh_token');
    expect(renewal.query.get('access_token')).toBe(before.accessToken);
    const after = await tokensOf(id!);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.endsAt).toBe(later.getTime() + 60 * DAY_MS);
    // Every call after the renewal carries the new token.
    const reads = ig.requests.filter((r) => r.path.startsWith('/v25.0/'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.headers.authorization === `Bearer ${after.accessToken}`)).toBe(true);
    expect(await channelRow(id!)).toMatchObject({ status: 'connected', signInEndsAt: null });

    ig.revokeAll();
    await pollChannel(t.deps, await channelRow(id!));
    const revoked = await channelRow(id!);
    expect(revoked.status).toBe('needs_reconnect');
    expect(revoked.statusReason).toContain('The user has not authorized application');
  });

  it('reconnects the channel named at connect: same id, new tokens, healthy again', async () => {
    const [first] = connectedIds(await connect());
    const before = await tokensOf(first!);
    ig.revokeAll();
    await pollChannel(t.deps, await channelRow(first!));
    expect((await channelRow(first!)).status).toBe('needs_reconnect');

    const again = await connect({ channel_id: first! });
    expect(Number(again.searchParams.get('reconnected'))).toBe(first);
    expect((await tokensOf(first!)).accessToken).not.toBe(before.accessToken);
    expect((await channelRow(first!)).status).toBe('connected');
  });

  it('says so when the person cancels at Instagram, and when Instagram refuses the code', async () => {
    const cancelled = await connectThrough(t, owner, INSTAGRAM, (url) => ig.approve(url, { deny: true }));
    expect(cancelled.searchParams.get('connect_error')).toBe('Instagram was not connected: the sign-in was cancelled.');

    const refused = await connectThrough(
      t,
      owner,
      INSTAGRAM,
      withCode((url) => ig.approve(url), 'not-a-code-instagram-gave'),
    );
    expect(refused.searchParams.get('connect_error')).toBe(
      'Instagram refused the sign-in: The authorization code is invalid, expired or already used.',
    );
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'instagram'))).toEqual([]);
  });
});
