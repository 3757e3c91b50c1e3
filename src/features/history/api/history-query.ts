import { infiniteQueryOptions } from '@tanstack/react-query';
import { postsHistoryInfiniteQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { postsHistory } from '../../../api/generated/sdk.gen';
import type { HistoryPost, PostsHistoryData, PostsHistoryResponse } from '../../../api/generated/types.gen';

type Cursor = Pick<NonNullable<PostsHistoryData['query']>, 'before' | 'before_post_id'>;

/** The post to continue after: its publishing time and, for posts published in the same second, its id. */
const cursorAfter = (post: HistoryPost): Cursor => ({
  before: post.published_time || post.display_time,
  before_post_id: post.post_id,
});

/** Published posts of every channel (or one), newest first, 50 a page; the next page starts after the last seen. */
export const historyOptions = (channelId?: number) => {
  const query = channelId ? { channel_id: channelId } : undefined;
  return infiniteQueryOptions({
    queryKey: postsHistoryInfiniteQueryKey(query && { query }),
    queryFn: async ({ pageParam, signal }) =>
      (await postsHistory({ query: { ...query, ...pageParam }, signal, throwOnError: true })).data,
    initialPageParam: {} as Cursor,
    getNextPageParam: (page: PostsHistoryResponse): Cursor | undefined => {
      const last = page.data.posts.at(-1);
      return page.data.view_more && last ? cursorAfter(last) : undefined;
    },
  });
};
