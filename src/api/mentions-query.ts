import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { inboxMentionsQueryKey } from './generated/@tanstack/react-query.gen';
import { inboxMentions } from './generated/sdk.gen';
import type { InboxMentionsResponse } from './generated/types.gen';

type Cursor = { last_note_id?: number };
export type MentionPages = InfiniteData<InboxMentionsResponse, Cursor>;

/**
 * The caller's mentions (or the unseen ones alone), newest first, 20 a page; a page continues after the last note.
 * The unseen badge reads the unseen list's first page (its answer counts them all), so the two ask once between them.
 */
export const mentionsOptions = (unseenOnly: boolean) => {
  const query = unseenOnly ? { is_unseen: 1 } : {};
  return infiniteQueryOptions({
    queryKey: [{ ...inboxMentionsQueryKey({ query })[0], _infinite: true as const }],
    queryFn: async ({ pageParam, signal }) =>
      (await inboxMentions({ query: { ...query, ...pageParam }, signal, throwOnError: true })).data,
    initialPageParam: {} as Cursor,
    getNextPageParam: (page: InboxMentionsResponse): Cursor | undefined => {
      const last = page.data.mentions.at(-1);
      return page.data.view_more && last ? { last_note_id: Number(last.note_id) } : undefined;
    },
  });
};
