import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, connectRequests } from '../../db/schema.ts';
import type { ApiClient } from '../../testing/api.ts';
import {
  channelRowOf,
  connectChannel,
  listedChannel,
  openAsOwner,
  standInSettings,
  uploadPicture,
  withCode,
} from '../../testing/connector-harness.ts';
import { png } from '../../testing/images.ts';
import { comeBack, connectedIds, connectThrough } from '../../testing/oauth-connect.ts';
import { startPinterestStandIn, type PinterestStandIn } from '../../testing/pinterest-stand-in.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Connecting a Pinterest account through Pinterest's sign-in (OAuth 2 authorization code, HTTP Basic at the token
// endpoint, developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/), against the
// stand-in, which answers as that guide and the API v5 spec say.
const PINTEREST = 6;
const DAY_MS = 86_400_000;
let p: PinterestStandIn;
let t: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  p = await startPinterestStandIn();
});
afterAll(() => p.close());

const channelRow = (id: number) => channelRowOf(t, id);
const tokensOf = (row: { credentials: string | null }) => JSON.parse(t.deps.secrets.open(row.credentials!));
const connect = (params: Record<string, string | number> = {}) =>
  connectChannel(t, owner, PINTEREST, (url) => p.approve(url), params);

describe('connecting Pinterest without its app on this server', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner());
  });
  afterEach(() => t.close());

  it('is refused naming the settings, and the Connect dialog says Pinterest is not set up', async () => {
    const { status, body } = await owner.post('/channels/connect', { channel_type: PINTEREST });
    expect(status).toBe(409);
    expect(body.message).toContain('PINTEREST_CLIENT_ID and PINTEREST_CLIENT_SECRET');
    expect(await t.db.select().from(connectRequests)).toEqual([]);
    const networks = (await owner.get('/channels/networks')).body.data as { channel_type: number }[];
    expect(networks.find((n) => n.channel_type === PINTEREST)).toMatchObject({ status: 'not_configured' });
  });
});

describe('connecting Pinterest through its sign-in', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner(standInSettings('PINTEREST', p)));
    p.requests.length = 0;
  });
  afterEach(() => t.close());

  it('sends the person to Pinterest with comma-separated scopes and a state, and makes the channel', async () => {
    const { body } = await owner.post('/channels/connect', { channel_type: PINTEREST });
    const asked = new URL(body.data.authorize_url);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${p.url}/oauth/`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      response_type: 'code',
      client_id: p.clientId,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      scope: 'boards:read,boards:write,pins:read,pins:write,user_accounts:read',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });

    const landed = await comeBack(t, p.approve(body.data.authorize_url));
    const id = connectedIds(landed)[0]!;
    const channel = await channelRow(id);
    expect(channel).toMatchObject({
      channelType: PINTEREST,
      connector: 'pinterest',
      accountId: p.user.id,
      name: 'Northwind Coffee',
      screenName: 'northwindcoffee',
      picture: p.user.profile_image,
      status: 'connected',
    });
    // The sign-in lasts as long as its refresh token: 60 days, renewed with each refresh.
    expect(Math.abs(channel.signInEndsAt!.getTime() - (Date.now() + 60 * DAY_MS))).toBeLessThan(60_000);

    const exchange = p.requests.find((r) => r.path === '/v5/oauth/token')!;
    expect(exchange.headers.authorization).toBe(
      `Basic ${Buffer.from(`${p.clientId}:${p.clientSecret}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({
      grant_type: 'authorization_code',
      code: expect.any(String),
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      continuous_refresh: 'true',
    });
    const me = p.requests.find((r) => r.path === '/v5/user_account')!;
    const accessToken = (me.headers.authorization as string).replace('Bearer ', '');
    expect(channel.credentials).not.toContain(accessToken);
    expect(tokensOf(channel)).toMatchObject({ accessToken, refreshToken: expect.any(String) });
    expect(t.logs()).not.toContain(accessToken);

    const listed = await listedChannel(owner, id);
    expect(listed).toMatchObject({ network: 'Pinterest', connector: 'pinterest', status: 'connected' });
    expect(listed.sign_in_ends).not.toBe('');
    const networks = (await owner.get('/channels/networks')).body.data as { channel_type: number }[];
    expect(networks.find((n) => n.channel_type === PINTEREST)).toMatchObject({ status: 'available' });
  });

  it('says so when the person cancels at Pinterest, and gives Pinterest’s words for a code it refuses', async () => {
    const cancelled = await connectThrough(t, owner, PINTEREST, (url) => p.approve(url, { deny: true }));
    expect(cancelled.searchParams.get('connect_error')).toBe('Pinterest was not connected: the sign-in was cancelled.');

    const refused = await connectThrough(
      t,
      owner,
      PINTEREST,
      withCode((url) => p.approve(url), 'not-a-code-pinterest-gave'),
    );
    expect(refused.searchParams.get('connect_error')).toBe(
      'Pinterest refused the sign-in: The authorization code is invalid, expired or already used.',
    );
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'pinterest'))).toEqual([]);
  });

  it('reconnects the channel named at connect: same id, new tokens', async () => {
    const first = await connect();
    const before = await channelRow(first);
    expect(await connect({ channel_id: first })).toBe(first);
    expect(tokensOf(await channelRow(first)).accessToken).not.toBe(tokensOf(before).accessToken);
  });

  it('renews ahead of the 30 days with the refresh token, storing the rotated one and the sign-in’s new end', async () => {
    const id = await connect();
    const before = await channelRow(id);
    const picture = await uploadPicture(t, png(20, 30), 'image/png');
    // 29 days and 23 hours on: the access token ends within the minute, so it is renewed before the call.
    const later = new Date(Date.now() + 30 * DAY_MS - 30_000);
    t.setNow(() => later);
    p.requests.length = 0;
    const made = await owner.post('/posts/create', {
      channel_ids: id,
      share_now: 1,
      message: 'A month on',
      picture,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const refresh = p.requests.find((r) => r.path === '/v5/oauth/token')!;
    const form = new URLSearchParams(refresh.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe(tokensOf(before).refreshToken);
    expect(form.get('continuous_refresh')).toBe('true');
    expect(p.requests.filter((r) => r.path === '/v5/oauth/token')).toHaveLength(1);

    const after = await channelRow(id);
    expect(tokensOf(after).refreshToken).not.toBe(tokensOf(before).refreshToken);
    expect(after.signInEndsAt!.getTime()).toBeGreaterThan(before.signInEndsAt!.getTime() + 29 * DAY_MS);
    expect(p.pins.map((pin) => pin.description)).toContain('A month on');
  });
});
