import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, connectRequests, posts } from '../../db/schema.ts';
import { POST_STATUS } from '../../services/outbox/read.ts';
import type { ApiClient } from '../../testing/api.ts';
import {
  channelRowOf,
  credentialsOf,
  listedChannel,
  openAsOwner,
  standInSettings,
  withCode,
} from '../../testing/connector-harness.ts';
import { startFacebookStandIn, type FacebookStandIn } from '../../testing/facebook-stand-in.ts';
import { connectedIds, connectThrough } from '../../testing/oauth-connect.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Connecting Facebook Pages through Facebook Login (developers.facebook.com/docs/facebook-login/guides/advanced/
// manual-flow), the long-lived user token (…/access-tokens/get-long-lived) and /me/accounts' Page tokens
// (…/pages-api/getting-started), against the stand-in, which answers as those pages say.
const FACEBOOK = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
let fb: FacebookStandIn;
let t: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  fb = await startFacebookStandIn();
});
afterAll(() => fb.close());

const seeded = () => fb.pages[0]!;
const connect = (params: Record<string, string | number> = {}, deny = false) =>
  connectThrough(t, owner, FACEBOOK, (url) => fb.approve(url, { deny }), params);
const channelOf = (id: number) => channelRowOf(t, id);

describe('connecting Facebook without its app on this server', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner());
  });
  afterEach(() => t.close());

  it('is refused with the settings to set, and starts nothing', async () => {
    const { status, body } = await owner.post('/channels/connect', { channel_type: FACEBOOK });
    expect(status).toBe(409);
    expect(body.code).toBe('network_not_configured');
    expect(body.message).toContain('FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET');
    expect(await t.db.select().from(connectRequests)).toEqual([]);
  });
});

describe('connecting Facebook Pages through Facebook Login', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner(standInSettings('FACEBOOK', fb)));
    fb.requests.length = 0;
    fb.pages.splice(1);
    seeded().granted = true;
  });
  afterEach(() => t.close());

  it('sends the person to the Login dialog with comma-separated permissions and a state, without PKCE', async () => {
    const { body } = await owner.post('/channels/connect', { channel_type: FACEBOOK });
    const asked = new URL(body.data.authorize_url);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${fb.url}/v25.0/dialog/oauth`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fb.clientId,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
    });
    expect(asked.searchParams.get('scope')!.split(',')).toEqual([
      'pages_show_list',
      'pages_manage_posts',
      'pages_read_engagement',
      'pages_manage_engagement',
      'pages_read_user_content',
      'pages_messaging',
      'read_insights',
    ]);
    expect(asked.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(asked.searchParams.has('code_challenge')).toBe(false);
  });

  it('exchanges the code by GET, makes it long-lived, and connects the Page with its own token', async () => {
    const landed = await connect();
    const [channelId] = connectedIds(landed);
    expect(landed.searchParams.has('connected')).toBe(true);
    const channel = await channelOf(channelId!);
    expect(channel).toMatchObject({
      channelType: FACEBOOK,
      connector: 'facebook',
      accountId: seeded().id,
      name: 'Northwind Coffee',
      screenName: 'northwindcoffee',
      picture: seeded().picture,
      status: 'connected',
    });

    const [code, long] = fb.requests.filter((r) => r.path === '/v25.0/oauth/access_token');
    expect(code!.method).toBe('GET');
    expect(Object.fromEntries(code!.query)).toEqual({
      client_id: fb.clientId,
      client_secret: fb.clientSecret,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      code: expect.any(String),
    });
    expect(long!.query.get('grant_type')).toBe('fb_exchange_token');
    const accounts = fb.requests.find((r) => r.path === '/v25.0/me/accounts')!;
    expect(accounts.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    expect(fb.requests.find((r) => r.path === '/debug_token')!.query.get('access_token')).toBe(
      `${fb.clientId}|${fb.clientSecret}`,
    );

    // The Page's token, sealed; it does not expire and nothing renews it.
    const credentials = await credentialsOf(t, channelId!);
    expect(credentials).toMatchObject({ refreshToken: null, expiresAt: null });
    expect(channel.credentials).not.toContain(credentials.accessToken);
    expect(t.logs()).not.toContain(credentials.accessToken);
    // The sign-in ends with the person's 90-days data access: the Channels page asks for reconnecting before.
    expect(Math.abs(channel.signInEndsAt!.getTime() - (Date.now() + 90 * DAY_MS))).toBeLessThan(60_000);
    const listed = await listedChannel(owner, channelId!);
    expect(listed).toMatchObject({ network: 'Facebook Page', connector: 'facebook', status: 'connected' });
    expect(listed.sign_in_ends).not.toBe('');
  });

  it('lets the person pick among several Pages, each connected with its own token', async () => {
    fb.pages.push(
      { ...seeded(), id: '104857600000002', name: 'Northwind Roastery', username: 'northwindroastery' },
      // A Page the person may only analyse: nothing can be posted there, so it is not offered.
      { ...seeded(), id: '104857600000003', name: 'Northwind Fans', username: 'northwindfans', tasks: ['ANALYZE'] },
    );
    const landed = await connect();
    const key = landed.searchParams.get('choose')!;
    const listed = (await owner.get('/channels/choice', { choice: key })).body.data.accounts;
    expect(listed.map((a: { name: string }) => a.name)).toEqual(['Northwind Coffee', 'Northwind Roastery']);
    const chosen = await owner.post('/channels/choose', {
      choice: key,
      account_ids: '104857600000001,104857600000002',
    });
    const ids = (chosen.body.data.channel_ids as string[]).map(Number);
    const [first, second] = await Promise.all(ids.map((id) => credentialsOf(t, id)));
    expect(first.accessToken).not.toBe(second.accessToken);
    expect((await channelOf(ids[1]!)).accountId).toBe('104857600000002');
  });

  it('reconnects the channel named at connect: same id, a new Page token', async () => {
    const [first] = connectedIds(await connect());
    const before = await credentialsOf(t, first!);
    const again = await connect({ channel_id: first! });
    expect(Number(again.searchParams.get('reconnected'))).toBe(first);
    expect((await credentialsOf(t, first!)).accessToken).not.toBe(before.accessToken);
  });

  it('says so when the person cancels, grants no Page, or comes back with a code Facebook refuses', async () => {
    const cancelled = await connect({}, true);
    expect(cancelled.searchParams.get('connect_error')).toBe(
      'Facebook Page was not connected: the sign-in was cancelled.',
    );

    seeded().granted = false;
    const none = await connect();
    expect(none.searchParams.get('connect_error')).toMatch(/^Facebook Page gave access to no account/);
    seeded().granted = true;

    const refused = await connectThrough(
      t,
      owner,
      FACEBOOK,
      withCode((url) => fb.approve(url), 'not-a-code-facebook-gave'),
    );
    expect(refused.searchParams.get('connect_error')).toMatch(/^Facebook Page refused the sign-in: /);
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'facebook'))).toEqual([]);
  });

  it('never refreshes: a Page token Facebook ends makes the channel need reconnecting, said in Meta’s words', async () => {
    const [channelId] = connectedIds(await connect());
    fb.requests.length = 0;
    fb.expireAccessTokens();
    const made = await owner.post('/posts/create', { channel_ids: channelId!, share_now: 1, message: 'Still there?' });
    const [post] = await t.db
      .select()
      .from(posts)
      .where(eq(posts.id, Number(made.body.data.post_id[0])));
    expect(post!.status).toBe(POST_STATUS.failed);
    const channel = await channelOf(channelId!);
    expect(channel.status).toBe('needs_reconnect');
    expect(channel.statusReason).toMatch(
      /^Facebook refused the sign-in: Error validating access token: Session has expired/,
    );
    expect(fb.requests.filter((r) => r.path.endsWith('/oauth/access_token'))).toEqual([]);

    // Signing in again brings the channel back.
    const again = await connect({ channel_id: channelId! });
    expect(Number(again.searchParams.get('reconnected'))).toBe(channelId);
    expect((await channelOf(channelId!)).status).toBe('connected');
  });
});
