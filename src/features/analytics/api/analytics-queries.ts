import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  analyticsChannelsOptions,
  analyticsPostHistoryOptions,
  analyticsPostsInfiniteQueryKey,
  analyticsPostsOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import { analyticsPosts } from '../../../api/generated/sdk.gen';
import type { AnalyticsPostsResponse } from '../../../api/generated/types.gen';
import type { DayRange } from '../lib/analytics-range';

/** Top posts a page: enough to see the best, few enough to read the table at once. */
export const TOP_PAGE = 10;

// Figures move at most hourly (the refresh's steps, decision 073), and each read sums a range: not asked again for
// coming back to the page or the window within a minute, only when the question changes.
const staleTime = 60_000;

const queryOf = (range: DayRange, channel?: number) => ({
  from: range.from,
  to: range.to,
  ...(channel ? { channel_id: channel } : {}),
});

/** The range's posts, most engagement first, TOP_PAGE a page: the top posts' table and the tiles' totals. */
export const topPostsOptions = (range: DayRange, channel?: number) => {
  const query = { ...queryOf(range, channel), sort: 'engagement' as const, limit: TOP_PAGE };
  return infiniteQueryOptions({
    queryKey: analyticsPostsInfiniteQueryKey({ query }),
    queryFn: async ({ pageParam, signal }) =>
      (await analyticsPosts({ query: { ...query, offset: pageParam }, signal, throwOnError: true })).data,
    initialPageParam: 0,
    getNextPageParam: (page: AnalyticsPostsResponse, pages: AnalyticsPostsResponse[]) => {
      const seen = pages.reduce((sum, each) => sum + each.data.posts.length, 0);
      return page.data.posts.length && seen < page.data.count ? seen : undefined;
    },
    staleTime,
  });
};

/** The previous period's totals alone (one post asked for: the totals cover the whole range). */
export const previousTotalsOptions = (range: DayRange, channel?: number) => ({
  ...analyticsPostsOptions({ query: { ...queryOf(range, channel), limit: 1 } }),
  staleTime,
});

/** Each channel's days and totals, and each network's, over a range. */
export const channelsOptions = (range: DayRange, channel?: number) => ({
  ...analyticsChannelsOptions({ query: queryOf(range, channel) }),
  staleTime,
});

/** One post's readings over time, for its curve. */
export const postHistoryOptions = (postId: string) => ({
  ...analyticsPostHistoryOptions({ query: { post_id: Number(postId) } }),
  staleTime,
});
