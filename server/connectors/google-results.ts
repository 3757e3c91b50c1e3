import { PERFORMANCE_HOST, V4_HOST, type GoogleCall } from './google-api.ts';
import type { ChannelFigures, ConnectorChannel } from './types.ts';

/** The four ways a profile is seen (DailyMetric, …/performance/rest/v1/DailyMetric), summed as its views. */
const IMPRESSIONS = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
] as const;
/** What people did from the profile (DailyMetric): visited the website, called, asked the way. */
const ACTIONS = ['WEBSITE_CLICKS', 'CALL_CLICKS', 'BUSINESS_DIRECTION_REQUESTS'] as const;
/** How far behind UTC a workspace's day may be (UTC−12): a day later than that of now less these hours is current. */
const BEHIND_UTC_HOURS = 12;

/** A FetchMultiDailyMetricsTimeSeriesResponse (…/performance/rest/v1/locations/fetchMultiDailyMetricsTimeSeries). */
interface MultiSeries {
  multiDailyMetricTimeSeries?: {
    dailyMetricTimeSeries?: {
      dailyMetric?: string;
      timeSeries?: { datedValues?: { date?: { year?: number; month?: number; day?: number }; value?: string }[] };
    }[];
  }[];
}

const ymd = (date: { year?: number; month?: number; day?: number } | undefined) =>
  date?.year && date.month && date.day
    ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
    : '';
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * What Google tells of a Business Profile location (decision 075). Its local posts carry no figures in any
 * documented API (the v4 localPosts reportInsights went with the v4 insights), so there is no readResults: a Google
 * post's results are our short links' clicks only. The location's day is its views, website clicks, calls and
 * direction requests, and its reviews' count and average.
 */
export function googleResults(call: GoogleCall) {
  /** The location's id as the Performance API names it (`locations/{l}`), from the channel's `accounts/{a}/locations/{l}`. */
  const locationOf = (channel: ConnectorChannel) => channel.accountId!.replace(/^accounts\/[^/]+\//, '');

  /**
   * GET {location}:fetchMultiDailyMetricsTimeSeries for the one day (…/performance/rest/v1/locations/
   * fetchMultiDailyMetricsTimeSeries): each metric's value that day. A DatedValue's value "will not be present when
   * the value is zero" (…/performance/rest/v1/TimeSeries): a dated entry without one is 0. A day Google has not yet
   * filled in (its figures come a few days late) has no dated entry: null.
   */
  async function daily(channel: ConnectorChannel, day: string) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const query = new URLSearchParams();
    for (const metric of [...IMPRESSIONS, ...ACTIONS]) query.append('dailyMetrics', metric);
    for (const end of ['start_date', 'end_date'])
      for (const [part, value] of [
        ['year', year],
        ['month', month],
        ['day', date],
      ] as const)
        query.set(`dailyRange.${end}.${part}`, String(value));
    const answer = (await call(
      channel,
      'GET',
      `${PERFORMANCE_HOST}/v1/${locationOf(channel)}:fetchMultiDailyMetricsTimeSeries?${query}`,
      { what: "reading the profile's performance" },
    )) as MultiSeries;
    const values = new Map<string, number>();
    for (const multi of answer?.multiDailyMetricTimeSeries ?? [])
      for (const series of multi.dailyMetricTimeSeries ?? []) {
        const dated = series.timeSeries?.datedValues?.find((one) => ymd(one.date) === day);
        if (series.dailyMetric && dated) values.set(series.dailyMetric, Number(dated.value ?? 0));
      }
    return (metric: string): number | null => values.get(metric) ?? null;
  }

  /**
   * The reviews' count and average as the reviews list gives them (accounts.locations.reviews.list, …/rest/v4/
   * accounts.locations.reviews/list: averageRating, totalReviewCount), one review a page since only the totals are
   * wanted. They are the counts of now: given for the day being lived somewhere, null for a past one. Google's JSON
   * leaves zero and unset fields out (proto3): no count is 0 reviews, and no average is none to give.
   */
  async function reviews(channel: ConnectorChannel) {
    const answer = (await call(channel, 'GET', `${V4_HOST}/v4/${channel.accountId}/reviews?pageSize=1`, {
      what: 'reading the reviews',
    })) as { averageRating?: unknown; totalReviewCount?: unknown };
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    const count = number(answer?.totalReviewCount ?? 0);
    return { reviews: count, rating: count ? number(answer?.averageRating) : null };
  }

  return {
    async readGrowth(channel: ConnectorChannel, day: string, now: Date): Promise<ChannelFigures> {
      const value = await daily(channel, day);
      const seen = IMPRESSIONS.map(value);
      const current = day >= utcDay(now.getTime() - BEHIND_UTC_HOURS * 3_600_000);
      return {
        followers: null,
        following: null,
        posts: null,
        views: seen.some((n) => n === null) ? null : seen.reduce<number>((sum, n) => sum + n!, 0),
        websiteClicks: value('WEBSITE_CLICKS'),
        calls: value('CALL_CLICKS'),
        directions: value('BUSINESS_DIRECTION_REQUESTS'),
        ...(current ? await reviews(channel) : { reviews: null, rating: null }),
      };
    },
  };
}
