import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { inboxConversationQueryKey, inboxGetQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { inboxConversation, inboxGet, inboxMoreConversation } from '../../../api/generated/sdk.gen';
import type { Conversation, InboxGetData, InboxGetResponse, InboxItem } from '../../../api/generated/types.gen';

export interface InboxFilters {
  channel?: number;
  archived?: boolean;
  author?: string;
  unread?: boolean;
}

export type InboxQuery = NonNullable<InboxGetData['query']>;

export function filterQuery(filters: InboxFilters): InboxQuery {
  return {
    ...(filters.channel !== undefined ? { channel_id: filters.channel } : {}),
    ...(filters.archived ? { is_archived: 1 } : {}),
    ...(filters.author ? { filter_by_user_id: filters.author } : {}),
    ...(filters.unread ? { is_unread: 1 } : {}),
  };
}

/** The generated key of this list, marked as the paged (infinite) form of it. */
export const inboxListKey = (filters: InboxFilters) => [
  { ...inboxGetQueryKey({ query: filterQuery(filters) })[0], _infinite: true as const },
];

/** Every filtered list at once (for changes that touch items wherever they are listed). */
export const everyInboxListKey = () => {
  const [{ query: _query, ...everyList }] = inboxGetQueryKey({ query: {} });
  return [everyList];
};

/** The inbox, newest first, 20 a page; the next page continues exactly after the last item seen. */
export const inboxListOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: inboxListKey(filters),
    queryFn: async ({ pageParam, signal }) =>
      (await inboxGet({ query: { ...filterQuery(filters), ...pageParam }, signal, throwOnError: true })).data,
    initialPageParam: {} as { last_post_id?: number },
    getNextPageParam: (page: InboxGetResponse) =>
      page.data.view_more && page.data.posts.length
        ? { last_post_id: Number(page.data.posts.at(-1)!.post_id) }
        : undefined,
  });

export type InboxPages = InfiniteData<InboxGetResponse, { last_post_id?: number }>;

export const itemsOf = (data: InfiniteData<InboxGetResponse, unknown> | undefined): InboxItem[] =>
  data?.pages.flatMap((p) => p.data.posts) ?? [];

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
