import type { PinterestCall } from './pinterest-api.ts';
import type { ChannelFigures, ConnectorChannel, PostFigures, ResultsQuery } from './types.ts';

/** Pinterest's pin analytics reach back 90 days from today ("Cannot be more than 90 days back from today"). */
const REACH_DAYS = 89;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The metrics asked of a Pin, each a figure of ours (spec parameter query_pin_analytics_metric_types). */
const METRICS = { IMPRESSION: 'impressions', SAVE: 'saves', OUTBOUND_CLICK: 'networkClicks' } as const;
type Metric = keyof typeof METRICS;

/** One app type's figures (spec PinAnalyticsMetricsResponse). */
interface PinAnalytics {
  daily_metrics?: { date?: string; data_status?: string; metrics?: Record<string, number> }[];
  summary_metrics?: Record<string, number>;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A metric over the days asked: the summary's, else the days' sum where any day gives it, else null. */
function total(analytics: PinAnalytics, metric: Metric): number | null {
  const summary = analytics.summary_metrics?.[metric];
  if (isCount(summary)) return summary;
  const days = (analytics.daily_metrics ?? []).map((day) => day.metrics?.[metric]).filter(isCount);
  return days.length ? days.reduce((sum, n) => sum + n, 0) : null;
}

/**
 * What Pinterest tells of a channel's Pins and of the account (decision 075): a Pin's impressions, saves and clicks
 * through to its link; the account's followers, whom it follows and its Pins.
 */
export function pinterestResults(call: PinterestCall) {
  /**
   * GET /v5/pins/{pin_id}/analytics (spec operation pins/analytics, developers.pinterest.com/docs/api/v5/
   * #operation/pins/analytics): from the day the Pin was published (UTC, as Pinterest's dates are) to today, or 90
   * days back at most, the summary over those days; a Pin Pinterest no longer has answers 404: gone.
   */
  async function readPin(channel: ConnectorChannel, post: ResultsQuery, now: Date): Promise<PostFigures | 'gone'> {
    const today = utcDay(now);
    const reach = utcDay(new Date(now.getTime() - REACH_DAYS * DAY_MS));
    const published = utcDay(post.publishedAt);
    const query = new URLSearchParams({
      start_date: published < reach ? reach : published > today ? today : published,
      end_date: today,
      metric_types: Object.keys(METRICS).join(','),
    });
    const answer = (await call(
      channel,
      'GET',
      `/v5/pins/${encodeURIComponent(post.networkPostId)}/analytics?${query}`,
      {
        what: "the Pin's analytics",
        missingIsNull: true,
      },
    )) as Record<string, PinAnalytics> | null;
    if (answer === null) return 'gone';
    // Keyed by app type: "all" unless split, which is never asked.
    const analytics = answer.all ?? Object.values(answer)[0] ?? {};
    return {
      likes: null,
      comments: null,
      shares: null,
      quotes: null,
      saves: total(analytics, 'SAVE'),
      impressions: total(analytics, 'IMPRESSION'),
      networkClicks: total(analytics, 'OUTBOUND_CLICK'),
    };
  }

  return {
    /** One Pin a call: Pinterest's batch route (pins/analytics of several) is in beta, "not available to all apps". */
    resultsBatch: 1,

    async readResults(channel: ConnectorChannel, posts: readonly ResultsQuery[], now: Date) {
      const answer = new Map<string, PostFigures | 'gone'>();
      for (const post of posts) answer.set(post.networkPostId, await readPin(channel, post, now));
      return answer;
    },

    /**
     * GET /v5/user_account (spec operation user_account/get, Account): follower_count, following_count and
     * pin_count ("both created and saved pins") as they are now; Pinterest keeps no past counts to ask for a day.
     */
    async readGrowth(channel: ConnectorChannel): Promise<ChannelFigures> {
      const account = (await call(channel, 'GET', '/v5/user_account', { what: 'the account' })) as {
        follower_count?: unknown;
        following_count?: unknown;
        pin_count?: unknown;
      };
      const count = (value: unknown) => (isCount(value) ? value : null);
      return {
        followers: count(account?.follower_count),
        following: count(account?.following_count),
        posts: count(account?.pin_count),
      };
    },
  };
}
