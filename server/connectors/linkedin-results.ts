import { granted, urnKey, type LinkedInCaller } from './linkedin-api.ts';
import type { ChannelFigures, ConnectorChannel, PostFigures, ResultsQuery } from './types.ts';

/** How many posts one reading asks LinkedIn about: the share statistics take a list of URNs, 20 a call here. */
export const LINKEDIN_RESULTS_BATCH = 20;

/** A post's figures in `totalShareStatistics` (…/organizations/share-statistics, ShareStatisticsData). */
interface ShareStatistics {
  likeCount?: number;
  commentCount?: number;
  shareCount?: number;
  clickCount?: number;
  impressionCount?: number;
}
interface ShareStatisticsElement {
  share?: string;
  ugcPost?: string;
  totalShareStatistics?: ShareStatistics;
}
/** A Rest.li BATCH_GET answer (…/shared/api-guide/concepts/methods): results, and errors by key. */
interface BatchAnswer<T> {
  results?: Record<string, T>;
  errors?: Record<string, { status?: number }>;
}
/** A social metadata summary (…/community-management/shares/social-metadata-api). */
interface SocialMetadata {
  reactionSummaries?: Record<string, { count?: number }>;
  commentSummary?: { count?: number; topLevelCount?: number };
}

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const none: Omit<PostFigures, 'likes' | 'comments'> = {
  shares: null,
  quotes: null,
  saves: null,
  impressions: null,
  networkClicks: null,
};

/** A Rest.li 2.0 list of URNs for a query parameter: `List(urn%3Ali%3Ashare%3A1,…)`. */
const listOf = (urns: readonly string[]) => `List(${urns.map(urnKey).join(',')})`;

/**
 * What LinkedIn tells of the posts a channel published and of the account (decision 075). An organization's posts:
 * their organic statistics; a member's: likes and comments, the only figures LinkedIn gives an app of them.
 */
export function linkedinResults(api: LinkedInCaller) {
  const isOrganization = (channel: ConnectorChannel) => channel.accountId?.startsWith('urn:li:organization:') ?? false;

  /**
   * Which of `urns` LinkedIn no longer has: one BATCH_GET of the Posts API (…/community-management/shares/posts-api,
   * "Batch Get Posts"), whose `errors` name the missing ones with status 404.
   */
  async function missing(channel: ConnectorChannel, urns: readonly string[]): Promise<Set<string>> {
    const { body } = await api.call(channel, `/rest/posts?ids=${listOf(urns)}`);
    const errors = (body as BatchAnswer<unknown>).errors ?? {};
    return new Set(urns.filter((urn) => errors[urn]?.status === 404));
  }

  /**
   * An organization's posts: GET /rest/organizationalEntityShareStatistics?q=organizationalEntity with the posts as
   * `shares=List(…)` and `ugcPosts=List(…)` by their URN's kind (…/organizations/share-statistics: organic figures
   * only, over a rolling 12 months). "Shares that are not returned in the list of elements can be assumed to have
   * counts of 0": a post left out is read again through the Posts API, gone when LinkedIn no longer has it, else 0.
   */
  async function organizationPosts(channel: ConnectorChannel, urns: readonly string[]) {
    const answer = new Map<string, PostFigures | 'gone'>();
    const shares = urns.filter((urn) => urn.startsWith('urn:li:share:'));
    const ugcPosts = urns.filter((urn) => urn.startsWith('urn:li:ugcPost:'));
    if (shares.length + ugcPosts.length === 0) return answer;
    const query = [
      'q=organizationalEntity',
      `organizationalEntity=${urnKey(channel.accountId!)}`,
      ...(shares.length ? [`shares=${listOf(shares)}`] : []),
      ...(ugcPosts.length ? [`ugcPosts=${listOf(ugcPosts)}`] : []),
    ].join('&');
    const { body } = await api.call(channel, `/rest/organizationalEntityShareStatistics?${query}`);
    for (const element of (body as { elements?: ShareStatisticsElement[] }).elements ?? []) {
      const urn = element.share ?? element.ugcPost;
      const figures = element.totalShareStatistics;
      if (!urn || !figures || !urns.includes(urn)) continue;
      answer.set(urn, {
        ...none,
        likes: count(figures.likeCount),
        comments: count(figures.commentCount),
        shares: count(figures.shareCount),
        impressions: count(figures.impressionCount),
        networkClicks: count(figures.clickCount),
      });
    }
    const leftOut = [...shares, ...ugcPosts].filter((urn) => !answer.has(urn));
    if (leftOut.length === 0) return answer;
    const gone = await missing(channel, leftOut);
    for (const urn of leftOut)
      answer.set(
        urn,
        gone.has(urn) ? 'gone' : { ...none, likes: 0, comments: 0, shares: 0, impressions: 0, networkClicks: 0 },
      );
    return answer;
  }

  /**
   * A member's posts: GET /rest/socialMetadata?ids=List(…) (…/shares/social-metadata-api, "Batch Get a Summary of
   * Social Metadata"): reactions of every kind as likes, the comments' count; LinkedIn gives apps no other figure of
   * a member's post they may read. Readable with r_member_social only, "granted to select developers only":
   * without it nothing is asked, and the posts have no figures but our link clicks.
   */
  async function memberPosts(channel: ConnectorChannel, urns: readonly string[]) {
    const answer = new Map<string, PostFigures | 'gone'>();
    if (!granted(api.scopeOf(channel), 'r_member_social') || urns.length === 0) return answer;
    const { body } = await api.call(channel, `/rest/socialMetadata?ids=${listOf(urns)}`);
    const { results = {}, errors = {} } = body as BatchAnswer<SocialMetadata>;
    for (const urn of urns) {
      if (errors[urn]?.status === 404) answer.set(urn, 'gone');
      const summary = results[urn];
      if (!summary) continue;
      const reactions = Object.values(summary.reactionSummaries ?? {}).map((one) => count(one.count) ?? 0);
      answer.set(urn, {
        ...none,
        likes: reactions.reduce((sum, n) => sum + n, 0),
        comments: count(summary.commentSummary?.count),
      });
    }
    return answer;
  }

  return {
    resultsBatch: LINKEDIN_RESULTS_BATCH,

    async readResults(channel: ConnectorChannel, posts: readonly ResultsQuery[]) {
      const urns = [...new Set(posts.map((post) => post.networkPostId))];
      return isOrganization(channel) ? organizationPosts(channel, urns) : memberPosts(channel, urns);
    },

    /**
     * The account's followers as LinkedIn counts them now (it keeps no past counts to ask for a day): an
     * organization's, GET /rest/networkSizes/{URN}?edgeType=COMPANY_FOLLOWED_BY_MEMBER → firstDegreeSize
     * (…/organizations/organization-lookup-api, "Retrieve Organization Follower Count"); a member's,
     * GET /rest/memberFollowersCount?q=me (…/community-management/members/follower-statistics), which needs
     * r_member_profileAnalytics: without it, null. LinkedIn gives neither whom the account follows nor its posts' count.
     */
    async readGrowth(channel: ConnectorChannel): Promise<ChannelFigures> {
      const figures: ChannelFigures = { followers: null, following: null, posts: null };
      if (isOrganization(channel)) {
        const { body } = await api.call(
          channel,
          `/rest/networkSizes/${urnKey(channel.accountId!)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`,
        );
        figures.followers = count((body as { firstDegreeSize?: unknown }).firstDegreeSize);
      } else if (granted(api.scopeOf(channel), 'r_member_profileAnalytics')) {
        const { body } = await api.call(channel, '/rest/memberFollowersCount?q=me');
        const elements = (body as { elements?: { memberFollowersCount?: unknown }[] }).elements ?? [];
        figures.followers = count(elements[0]?.memberFollowersCount);
      }
      return figures;
    },
  };
}
