import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, connectRequests, posts } from '../../db/schema.ts';
import { POST_STATUS } from '../../services/outbox/read.ts';
import type { ApiClient } from '../../testing/api.ts';
import {
  channelRowOf,
  connectChannels,
  credentialsOf,
  listedChannel,
  openAsOwner,
  standInSettings,
  withCode,
} from '../../testing/connector-harness.ts';
import { startLinkedInStandIn, type LinkedInStandIn } from '../../testing/linkedin-stand-in.ts';
import { connectThrough } from '../../testing/oauth-connect.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Connecting LinkedIn members and the organizations they administer through LinkedIn's 3-legged OAuth
// (learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow and programmatic-refresh-tokens),
// against the stand-in, which answers as those pages say.
const LINKEDIN = 4;
const DAY_MS = 86_400_000;
const ORG = 'urn:li:organization:2414183';
let li: LinkedInStandIn;
let t: TestApp;
let owner: ApiClient;

beforeAll(async () => {
  li = await startLinkedInStandIn();
});
afterAll(() => li.close());

const channelRow = (id: number) => channelRowOf(t, id);
const tokensOf = (id: number) => credentialsOf(t, id);

/** Signs in through the stand-in `stand` and, where the sign-in reached several accounts, picks `pick` of them. */
const connect = (pick = [li.memberUrn, ORG], stand = li) =>
  connectChannels(t, owner, LINKEDIN, (url) => stand.approve(url), { pick });

describe('connecting LinkedIn without its app on this server', () => {
  afterEach(() => t.close());

  it('is refused with the settings to set', async () => {
    ({ t, owner } = await openAsOwner());
    const { status, body } = await owner.post('/channels/connect', { channel_type: LINKEDIN });
    expect(status).toBe(409);
    expect(body).toMatchObject({ status: 'error', code: 'network_not_configured' });
    expect(body.message).toContain('LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET');
  });
});

describe('connecting LinkedIn through its sign-in', () => {
  beforeEach(async () => {
    ({ t, owner } = await openAsOwner(standInSettings('LINKEDIN', li)));
    li.requests.length = 0;
    li.organizations[0]!.role = 'ADMINISTRATOR';
  });
  afterEach(() => t.close());

  it('sends the person to LinkedIn with its scopes and a state, without PKCE', async () => {
    const { status, body } = await owner.post('/channels/connect', { channel_type: LINKEDIN });
    expect(status).toBe(200);
    const asked = new URL(body.data.authorize_url);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${li.url}/oauth/v2/authorization`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      response_type: 'code',
      client_id: li.clientId,
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      scope: 'openid profile w_member_social r_organization_admin w_organization_social r_organization_social',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('makes channels of the member and the pages she administers, from the code LinkedIn sends back', async () => {
    const landed = await connectThrough(t, owner, LINKEDIN, (url) => li.approve(url));
    const choice = landed.searchParams.get('choose')!;
    expect(choice).toBeTruthy();
    // The token request: on www.linkedin.com's origin, the app's id and secret in the form (no Basic, no verifier).
    const exchange = li.requests.find((r) => r.path === '/oauth/v2/accessToken')!;
    expect(exchange.headers.authorization).toBeUndefined();
    const form = Object.fromEntries(new URLSearchParams(exchange.body));
    expect(form).toEqual({
      grant_type: 'authorization_code',
      code: expect.any(String),
      redirect_uri: 'http://localhost:8787/api/channels/callback',
      client_id: li.clientId,
      client_secret: li.clientSecret,
    });

    const listed = await owner.get('/channels/choice', { choice });
    // Harbor Roasters is there too, but she is only an analyst of it: not a page she can post as.
    expect(listed.body.data.accounts).toEqual([
      expect.objectContaining({ account_id: li.memberUrn, name: 'Maya Lindqvist', picture: li.member.picture }),
      expect.objectContaining({ account_id: ORG, name: 'Northwind Coffee', screen_name: 'northwind-coffee' }),
    ]);
    const chosen = await owner.post('/channels/choose', { choice, account_ids: `${li.memberUrn},${ORG}` });
    const [memberId, orgId] = (chosen.body.data.channel_ids as string[]).map(Number);
    const org = await channelRow(orgId!);
    expect(org).toMatchObject({
      channelType: LINKEDIN,
      connector: 'linkedin',
      name: 'Northwind Coffee',
      status: 'connected',
    });
    // The sign-in ends with the refresh token, 365 days after it, whatever renewals happen meanwhile.
    expect(Math.abs(org.signInEndsAt!.getTime() - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
    const tokens = await tokensOf(memberId!);
    expect(tokens).toMatchObject({
      refreshToken: expect.any(String),
      scope: expect.stringContaining('w_member_social'),
    });
    expect((await channelRow(memberId!)).credentials).not.toContain(tokens.accessToken);
    const me = li.requests.find((r) => r.path === '/v2/userinfo')!;
    expect(me.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    const acls = li.requests.find((r) => r.path === '/rest/organizationAcls')!;
    expect(Object.fromEntries(acls.query)).toMatchObject({
      q: 'roleAssignee',
      role: 'ADMINISTRATOR',
      state: 'APPROVED',
    });
    expect(acls.headers['linkedin-version']).toMatch(/^\d{6}$/);
  });

  it('connects the member at once when she administers no page', async () => {
    li.organizations[0]!.role = 'ANALYST';
    const [id] = await connect();
    expect(await channelRow(id!)).toMatchObject({ accountId: li.memberUrn, screenName: 'Maya Lindqvist' });
  });

  it('reconnects the channel named at connect: same id, new tokens', async () => {
    const [, orgId] = await connect();
    const before = await tokensOf(orgId!);
    const again = await connectThrough(t, owner, LINKEDIN, (url) => li.approve(url), { channel_id: orgId! });
    expect(Number(again.searchParams.get('reconnected'))).toBe(orgId);
    expect((await tokensOf(orgId!)).accessToken).not.toBe(before.accessToken);
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'linkedin'))).toHaveLength(2);
  });

  it('renews ahead of the 60 days with the refresh token, which stays; revoked asks to reconnect', async () => {
    const [, orgId] = await connect();
    const before = await tokensOf(orgId!);
    // Day 59 and a bit: the access token is about to end, so it is renewed before the call, not after a refusal.
    t.setNow(() => new Date(Date.now() + 60 * DAY_MS - 30_000));
    li.requests.length = 0;
    const made = await owner.post('/posts/create', { channel_ids: orgId!, message: 'Day 59', share_now: 1 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const renewal = li.requests.find((r) => r.path === '/oauth/v2/accessToken')!;
    expect(Object.fromEntries(new URLSearchParams(renewal.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: before.refreshToken,
      client_id: li.clientId,
      client_secret: li.clientSecret,
    });
    expect(li.requests.indexOf(renewal)).toBeLessThan(li.requests.findIndex((r) => r.path === '/rest/posts'));
    const after = await tokensOf(orgId!);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);

    li.revokeAll();
    const refused = await owner.post('/posts/create', { channel_ids: orgId!, message: 'Signed out', share_now: 1 });
    const [post] = await t.db
      .select()
      .from(posts)
      .where(eq(posts.id, Number(refused.body.data.post_id[0])));
    expect(post).toMatchObject({ status: POST_STATUS.failed, errorMessage: expect.stringMatching(/reconnect/i) });
    expect((await channelRow(orgId!)).status).toBe('needs_reconnect');
  });

  it('says so when the person cancels at LinkedIn, and refuses a code LinkedIn did not give', async () => {
    const cancelled = await connectThrough(t, owner, LINKEDIN, (url) => li.approve(url, { deny: true }));
    expect(cancelled.searchParams.get('connect_error')).toMatch(/^LinkedIn .*cancel/i);

    const refused = await connectThrough(
      t,
      owner,
      LINKEDIN,
      withCode((url) => li.approve(url), 'not-a-code-linkedin-gave'),
    );
    expect(refused.searchParams.get('connect_error')).toMatch(/^LinkedIn refused the sign-in/);
    expect(await t.db.select().from(channels).where(eq(channels.connector, 'linkedin'))).toEqual([]);
    expect(await t.db.select().from(connectRequests)).toEqual([]);
  });
});

describe('renewing a LinkedIn sign-in', () => {
  let brief: LinkedInStandIn;
  beforeAll(async () => {
    // Access tokens of 30 seconds: each call finds its token about to end, with LinkedIn's clock and ours agreeing.
    brief = await startLinkedInStandIn({ accessTokenLifetimeSeconds: 30 });
  });
  afterAll(() => brief.close());
  afterEach(() => t.close());

  it('leaves the end of the sign-in where it was: the refresh token counts from the first sign-in', async () => {
    ({ t, owner } = await openAsOwner(standInSettings('LINKEDIN', brief)));
    const [orgId] = await connect([ORG], brief);
    const endsAt = (await channelRow(orgId!)).signInEndsAt!.getTime();
    const before = await tokensOf(orgId!);
    await owner.post('/posts/create', { channel_ids: orgId!, message: 'Renewed first', share_now: 1 });
    expect(
      brief.requests.filter((r) => new URLSearchParams(r.body).get('grant_type') === 'refresh_token'),
    ).toHaveLength(1);
    expect((await tokensOf(orgId!)).accessToken).not.toBe(before.accessToken);
    expect(Math.abs((await channelRow(orgId!)).signInEndsAt!.getTime() - endsAt)).toBeLessThan(2_000);
    expect(brief.posts.map((p) => p.text)).toEqual(['Renewed first']);
  });
});

describe('LinkedIn apps without programmatic refresh tokens', () => {
  let plain: LinkedInStandIn;
  beforeAll(async () => {
    plain = await startLinkedInStandIn({ refreshTokens: false });
  });
  afterAll(() => plain.close());
  afterEach(() => t.close());

  it('ends the sign-in with the access token, 60 days on, and asks to reconnect after it', async () => {
    ({ t, owner } = await openAsOwner(standInSettings('LINKEDIN', plain)));
    const [orgId] = await connect([ORG], plain);
    const org = await channelRow(orgId!);
    expect((await tokensOf(orgId!)).refreshToken).toBeNull();
    expect(Math.abs(org.signInEndsAt!.getTime() - (Date.now() + 60 * DAY_MS))).toBeLessThan(60_000);
    const entry = await listedChannel(owner, orgId!);
    expect(entry.sign_in_ends).not.toBe('');

    t.setNow(() => new Date(Date.now() + 61 * DAY_MS));
    await owner.post('/posts/create', { channel_ids: orgId!, message: 'Too late', share_now: 1 });
    expect((await channelRow(orgId!)).status).toBe('needs_reconnect');
    expect(plain.requests.filter((r) => r.path === '/rest/posts')).toEqual([]);
  });
});
