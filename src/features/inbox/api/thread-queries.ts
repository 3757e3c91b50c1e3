import { infiniteQueryOptions } from '@tanstack/react-query';
import { inboxConversationQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { inboxConversation, inboxMoreConversation } from '../../../api/generated/sdk.gen';
import type { Conversation, InboxItem } from '../../../api/generated/types.gen';

/** Every open thread (the generated conversation key without its item). */
export const everyThreadKey = () => {
  const [{ query: _query, ...everyThread }] = inboxConversationQueryKey({
    query: { channel_id: 0, channel_type: 1, post_id: 0 },
  });
  return [everyThread];
};

/** A thread: the root and its latest replies first; each further page brings older replies. */
export const threadOptions = (item: Pick<InboxItem, 'post_id' | 'channel_id' | 'channel' | 'is_direct_post'>) => {
  const ref = {
    post_id: Number(item.post_id),
    channel_id: Number(item.channel_id),
    channel_type: Number(item.channel),
    ...(item.is_direct_post === '1' ? { is_message: 1 } : {}),
  };
  return infiniteQueryOptions({
    queryKey: [{ ...inboxConversationQueryKey({ query: ref })[0], _infinite: true as const }],
    queryFn: async ({ pageParam, signal }): Promise<Conversation> =>
      pageParam === null
        ? (await inboxConversation({ query: ref, signal, throwOnError: true })).data.data
        : (await inboxMoreConversation({ query: { ...ref, last_comment_id: pageParam }, signal, throwOnError: true }))
            .data.data,
    initialPageParam: null as number | null,
    getNextPageParam: (page: Conversation, pages: Conversation[]) => {
      if (!page.view_more) return undefined;
      // The oldest reply loaded so far: the first reply of the newest page (the first page starts with the root).
      const newest = pages.at(-1)!.posts;
      const oldest = pages.length === 1 ? newest[1] : newest[0];
      return oldest ? Number(oldest.post_id) : undefined;
    },
  });
};

/** Every item of a loaded thread, notes among them, however many pages were loaded. */
export const threadPosts = (pages: readonly Conversation[] | undefined): InboxItem[] =>
  (pages ?? []).flatMap((page) => page.posts);

/**
 * The newest item of a loaded thread (its highest id: items and notes take their ids from one sequence, decision
 * 042), what a writer has seen of it; undefined before it loads.
 */
export function newestSeenId(pages: readonly Conversation[] | undefined): number | undefined {
  const ids = threadPosts(pages).map((post) => Number(post.post_id));
  return ids.length ? Math.max(...ids) : undefined;
}
