import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, connectRequests } from '../../db/schema.ts';
import { apiClient, type ApiClient } from '../../testing/api.ts';
import { listedChannel, openAsOwner, standInSettings } from '../../testing/connector-harness.ts';
import { comeBack } from '../../testing/oauth-connect.ts';
import { DEMO, type TestApp } from '../../testing/test-app.ts';
import { startXStandIn, type XStandIn } from '../../testing/x-stand-in.ts';

// Connecting an X account through X's own sign-in (OAuth 2.0 with PKCE, docs.x.com/fundamentals/authentication/
// oauth-2-0/authorization-code), against the stand-in, which answers as those pages say.
const X = 1;
let x: XStandIn;
let t: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  x = await startXStandIn();
});
afterAll(() => x.close());

async function connect(params: Record<string, string | number> = {}) {
  const { status, body } = await owner.post('/channels/connect', { channel_type: X, ...params });
  expect(status).toBe(200);
  return body.data.authorize_url as string;
}

describe('connecting X without its app on this server', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner());
  });
  afterEach(() => t.close());

  it('is refused with the settings to set, and starts nothing', async () => {
    const { status, body } = await owner.post('/channels/connect', { channel_type: X });
    expect(status).toBe(409);
    expect(body.code).toBe('network_not_configured');
    expect(body.message).toContain('X_CLIENT_ID and X_CLIENT_SECRET');
    expect(await t.db.select().from(connectRequests)).toEqual([]);
  });
});

describe('connecting X through its sign-in', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner(standInSettings('X', x)));
    x.requests.length = 0;
  });
  afterEach(() => t.close());

  it('sends the person to X with PKCE and a state, and makes the channel from the code X sends back', async () => {
    const authorizeUrl = await connect();
    const asked = new URL(authorizeUrl);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${x.url}/i/oauth2/authorize`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: x.clientId,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      code_challenge_method: 'S256',
    });
    expect(asked.searchParams.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access']),
    );
    expect(asked.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const landed = await comeBack(t, await x.approve(authorizeUrl));
    expect(`${landed.origin}${landed.pathname}`).toBe('http://localhost:8787/settings/channels');
    const channelId = Number(landed.searchParams.get('connected'));
    const [channel] = await t.db.select().from(channels).where(eq(channels.id, channelId));
    expect(channel).toMatchObject({
      channelType: X,
      connector: 'x',
      accountId: x.user.id,
      name: x.user.name,
      screenName: x.user.username,
      status: 'connected',
    });
    // The tokens are sealed at rest, never readable in the database.
    const tokenRequest = x.requests.find((r) => r.path === '/2/oauth2/token')!;
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from(`${x.clientId}:${x.clientSecret}`).toString('base64')}`,
    );
    const form = new URLSearchParams(tokenRequest.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code_verifier')).toMatch(/^[\w-]{64}$/);
    const me = x.requests.find((r) => r.path === '/2/users/me')!;
    const accessToken = (me.headers.authorization as string).replace('Bearer ', '');
    expect(channel!.credentials).not.toContain(accessToken);
    expect(JSON.parse(t.deps.secrets.open(channel!.credentials!))).toMatchObject({ accessToken });

    // The channel is in the list and on the Channels page, as every other.
    const listed = await listedChannel(owner, channelId);
    expect(listed).toMatchObject({ network: 'X', screen_name: x.user.username, status: 'connected' });
    expect(t.logs()).not.toContain(accessToken);
  });

  it('uses a state once: coming back again with it connects nothing more', async () => {
    const callback = await x.approve(await connect());
    expect((await comeBack(t, callback)).searchParams.get('connected')).toMatch(/^\d+$/);
    const again = await comeBack(t, callback);
    expect(again.searchParams.get('connect_error')).toContain('already used');
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'x'))).toHaveLength(1);
  });

  it('says so when the person cancels at X, or takes longer than ten minutes', async () => {
    const cancelled = await comeBack(t, await x.approve(await connect(), { deny: true }));
    expect(cancelled.searchParams.get('connect_error')).toBe('X was not connected: the sign-in was cancelled.');

    const authorizeUrl = await connect();
    const callback = await x.approve(authorizeUrl);
    t.setNow(() => new Date(Date.now() + 11 * 60_000));
    expect((await comeBack(t, callback)).searchParams.get('connect_error')).toContain('took over ten minutes');
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'x'))).toEqual([]);
  });

  it('refuses a state it never gave out, and a forged code', async () => {
    const forged = await comeBack(t, 'http://localhost:8787/api/channels/callback?state=made-up&code=abc');
    expect(forged.searchParams.get('connect_error')).toContain('not one of ours');
    const authorizeUrl = await connect();
    const callback = new URL(await x.approve(authorizeUrl));
    callback.searchParams.set('code', 'not-a-code-x-gave');
    expect((await comeBack(t, callback.toString())).searchParams.get('connect_error')).toMatch(
      /^X refused the sign-in/,
    );
  });

  it('reconnects the channel named at connect: same id, new tokens', async () => {
    const first = Number((await comeBack(t, await x.approve(await connect()))).searchParams.get('connected'));
    const [before] = await t.db.select().from(channels).where(eq(channels.id, first));
    const again = await comeBack(t, await x.approve(await connect({ channel_id: first })));
    expect(Number(again.searchParams.get('reconnected'))).toBe(first);
    const [after] = await t.db.select().from(channels).where(eq(channels.id, first));
    expect(after!.credentials).not.toBe(before!.credentials);
  });

  it('is for owners and admins only', async () => {
    const collab = apiClient(t, await t.tokenFor(DEMO.collab));
    const { status, body } = await collab.post('/channels/connect', { channel_type: X });
    expect(status).toBe(403);
    expect(body.message).toContain('connect channels');
  });
});

describe('the networks a server offers', () => {
  afterEach(() => t.close());

  it('says which connect here and which need their app set up, naming the settings', async () => {
    ({ t, owner } = await openAsOwner({ X_CLIENT_ID: 'only-the-id' }));
    const { body } = await owner.get('/channels/networks');
    const of = (type: number) => body.data.find((n: { channel_type: number }) => n.channel_type === type);
    expect(of(3)).toEqual({
      channel_type: 3,
      name: 'Bluesky',
      connect: 'app_password',
      status: 'available',
      missing_settings: [],
    });
    expect(of(1)).toEqual({
      channel_type: 1,
      name: 'X',
      connect: 'oauth',
      status: 'not_configured',
      missing_settings: ['X_CLIENT_SECRET'],
    });
    expect(of(6)).toMatchObject({
      status: 'not_configured',
      missing_settings: ['PINTEREST_CLIENT_ID', 'PINTEREST_CLIENT_SECRET'],
    });
  });
});
