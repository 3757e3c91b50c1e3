import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectChannels, networkHarness, openAsOwner, standInSettings } from '../testing/connector-harness.ts';
import { startLinkedInStandIn, type LinkedInStandIn } from '../testing/linkedin-stand-in.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { ApiClient } from '../testing/api.ts';
import { NeedsReconnect, RateLimited } from './types.ts';

// The figures LinkedIn gives of the posts a channel published, and of the account, read against the stand-in, which
// answers as learn.microsoft.com/en-us/linkedin describes it (organizations/share-statistics, shares/posts-api "Batch
// Get Posts", shares/social-metadata-api, organizations/organization-lookup-api, members/follower-statistics).
const LINKEDIN = 4;
const ORG = 'urn:li:organization:2414183';
const ADA = 'urn:li:person:ada1';
let li: LinkedInStandIn;
let t: TestApp;
let owner: ApiClient;
let memberId: number;
let orgId: number;

/** The consent page's Allow, the sign-in asking also for the restricted scopes `extra` (select developers only). */
const approveWith =
  (...extra: string[]) =>
  (url: string) => {
    const asked = new URL(url);
    asked.searchParams.set('scope', [asked.searchParams.get('scope'), ...extra].join(','));
    return li.approve(asked.href);
  };

async function connect(...extra: string[]) {
  ({ t, owner } = await openAsOwner(standInSettings('LINKEDIN', li)));
  const ids = await connectChannels(t, owner, LINKEDIN, approveWith(...extra), { pick: [li.memberUrn, ORG] });
  [memberId, orgId] = ids as [number, number];
  li.requests.length = 0;
}

beforeAll(async () => {
  li = await startLinkedInStandIn();
});
afterAll(() => li.close());
beforeEach(() => {
  li.posts.length = 0;
  li.comments.length = 0;
  li.reactions.length = 0;
  li.figures.clear();
});
afterEach(() => t.close());

const org = networkHarness(() => ({ t, owner, channelId: orgId }), LINKEDIN);
const member = networkHarness(() => ({ t, owner, channelId: memberId }), LINKEDIN);

type Channel = Awaited<ReturnType<typeof org.channelRow>>;

/** The connector's reading of these posts' figures as the channel, now. */
async function readResults(channel: Channel, urns: string[]) {
  const connector = t.deps.connectorFor(channel);
  const posts = urns.map((networkPostId) => ({ networkPostId, publishedAt: new Date() }));
  return connector.readResults!(channel, posts, new Date());
}
const readGrowth = async (channel: Channel) =>
  t.deps.connectorFor(channel).readGrowth!(channel, '2026-11-28', new Date());

/** Publishes a post on the channel through the service: its URN on LinkedIn. */
async function published(harness: typeof org, message: string) {
  await harness.shareNow({ message });
  return li.posts.at(-1)!.urn;
}

describe('an organization’s posts on LinkedIn', () => {
  beforeEach(() => connect());

  it('reads the organic statistics of its posts in one call, null where LinkedIn counts nothing', async () => {
    const busy = await published(org, 'Our new roast');
    const quiet = await published(org, 'Closed on Monday');
    li.setFigures(busy, { impressions: 905, clicks: 31, shares: 4 });
    li.comment(ADA, busy, 'Lovely');
    li.reactions.push({ actor: ADA, entity: busy, reactionType: 'PRAISE' });
    li.requests.length = 0;

    const figures = await readResults(await org.channelRow(), [busy, quiet]);
    expect(figures.get(busy)).toEqual({
      likes: 1,
      comments: 1,
      shares: 4,
      quotes: null,
      saves: null,
      impressions: 905,
      networkClicks: 31,
    });
    // Left out of the statistics, and still on LinkedIn: the documented zero.
    expect(figures.get(quiet)).toEqual({
      likes: 0,
      comments: 0,
      shares: 0,
      quotes: null,
      saves: null,
      impressions: 0,
      networkClicks: 0,
    });

    const [statistics, batch] = li.requests;
    expect(li.requests).toHaveLength(2);
    expect(statistics!.path).toBe('/rest/organizationalEntityShareStatistics');
    expect(Object.fromEntries(statistics!.query)).toEqual({
      q: 'organizationalEntity',
      organizationalEntity: ORG,
      shares: `List(${busy},${quiet})`,
    });
    expect(statistics!.headers['linkedin-version']).toMatch(/^\d{6}$/);
    expect(batch!.path).toBe('/rest/posts');
    expect(batch!.query.get('ids')).toBe(`List(${quiet})`);
    expect(t.deps.connectorFor(await org.channelRow()).resultsBatch).toBe(20);
  });

  it('asks for ugcPost URNs as ugcPosts, and makes no second call when every post is counted', async () => {
    const share = await published(org, 'A share');
    // Videos and older posts carry ugcPost URNs (…/shares/posts-api): one made on LinkedIn itself.
    li.posts.push({ ...li.posts[0]!, urn: 'urn:li:ugcPost:7201', commentary: 'A video', text: 'A video' });
    li.setFigures(share, { impressions: 10 });
    li.setFigures('urn:li:ugcPost:7201', { impressions: 55, likes: 3 });
    li.requests.length = 0;

    const figures = await readResults(await org.channelRow(), [share, 'urn:li:ugcPost:7201']);
    expect(figures.get('urn:li:ugcPost:7201')).toMatchObject({ impressions: 55, likes: 3, comments: 0 });
    expect(figures.get(share)).toMatchObject({ impressions: 10, likes: 0 });
    expect(li.requests).toHaveLength(1);
    expect(li.requests[0]!.query.get('shares')).toBe(`List(${share})`);
    expect(li.requests[0]!.query.get('ugcPosts')).toBe('List(urn:li:ugcPost:7201)');
  });

  it('says a post LinkedIn no longer has is gone', async () => {
    const kept = await published(org, 'Still here');
    const deleted = await published(org, 'Deleted on LinkedIn');
    li.setFigures(kept, { impressions: 3 });
    li.setFigures(deleted, { impressions: 40 });
    li.deletePost(deleted);

    const figures = await readResults(await org.channelRow(), [kept, deleted]);
    expect(figures.get(deleted)).toBe('gone');
    expect(figures.get(kept)).toMatchObject({ impressions: 3 });
  });

  it('throws RateLimited until LinkedIn’s daily limit resets, and NeedsReconnect when the grant is revoked', async () => {
    const urn = await published(org, 'Busy day');
    li.rateLimitNext('/rest/organizationalEntityShareStatistics', 1);
    const limited = await readResults(await org.channelRow(), [urn]).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimited);
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect((limited as RateLimited).until).toEqual(midnight);

    li.revokeAll();
    await expect(readResults(await org.channelRow(), [urn])).rejects.toBeInstanceOf(NeedsReconnect);
    await expect(readGrowth(await org.channelRow())).rejects.toBeInstanceOf(NeedsReconnect);
  });

  it('reads the page’s followers, and nothing LinkedIn does not give', async () => {
    li.organizations[0]!.followers = 1281;
    expect(await readGrowth(await org.channelRow())).toEqual({ followers: 1281, following: null, posts: null });
    const [asked] = li.requests;
    expect(asked!.path).toBe(`/rest/networkSizes/${encodeURIComponent(ORG)}`);
    expect(asked!.query.get('edgeType')).toBe('COMPANY_FOLLOWED_BY_MEMBER');
  });
});

describe('a member’s posts on LinkedIn', () => {
  it('reads nothing without r_member_social and r_member_profileAnalytics, which LinkedIn grants few apps', async () => {
    await connect();
    const urn = await published(member, 'Personal news');
    li.reactions.push({ actor: ADA, entity: urn, reactionType: 'LIKE' });
    li.requests.length = 0;
    expect(await readResults(await member.channelRow(), [urn])).toEqual(new Map());
    expect(await readGrowth(await member.channelRow())).toEqual({ followers: null, following: null, posts: null });
    expect(li.requests).toEqual([]);
  });

  it('reads likes and comments from the social metadata, the rest null, and a deleted post as gone', async () => {
    await connect('r_member_social', 'r_member_profileAnalytics');
    const urn = await published(member, 'Personal news');
    const gone = await published(member, 'Removed later');
    li.reactions.push(
      { actor: ADA, entity: urn, reactionType: 'LIKE' },
      { actor: 'urn:li:person:bo22', entity: urn, reactionType: 'EMPATHY' },
    );
    const question = li.comment(ADA, urn, 'Congratulations!');
    li.comment(li.memberUrn, question.urn, 'Thank you');
    li.deletePost(gone);
    li.requests.length = 0;

    const figures = await readResults(await member.channelRow(), [urn, gone]);
    expect(figures.get(urn)).toEqual({
      likes: 2,
      comments: 2,
      shares: null,
      quotes: null,
      saves: null,
      impressions: null,
      networkClicks: null,
    });
    expect(figures.get(gone)).toBe('gone');
    expect(li.requests.map((r) => r.path)).toEqual(['/rest/socialMetadata']);
    expect(li.requests[0]!.query.get('ids')).toBe(`List(${urn},${gone})`);
  });

  it('reads the member’s followers with r_member_profileAnalytics', async () => {
    await connect('r_member_profileAnalytics');
    li.memberFollowers = 415;
    expect(await readGrowth(await member.channelRow())).toEqual({ followers: 415, following: null, posts: null });
    expect(li.requests.map((r) => `${r.path}?${r.query}`)).toEqual(['/rest/memberFollowersCount?q=me']);
  });
});
