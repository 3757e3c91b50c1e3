import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { inboxGetQueryKey, inboxSearchQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { inboxGet, inboxSearch } from '../../../api/generated/sdk.gen';
import type { InboxGetData, InboxItem, InboxSearchData } from '../../../api/generated/types.gen';

/** The kinds of item a search can be narrowed to (the service's own posts are left out of the choice). */
export const itemTypes = ['comment', 'mention', 'message'] as const;
export type ItemType = (typeof itemTypes)[number];

/** A view of who handles what: a number is a member's user_id (as the address holds it: `assignee=5`). */
export type AssigneeView = 'me' | 'none' | number;

export interface InboxFilters {
  channel?: number;
  archived?: boolean;
  author?: string;
  unread?: boolean;
  /** Words to find: with them the list is the search's answer (best matches first), not the newest items. */
  q?: string;
  type?: ItemType;
  unanswered?: boolean;
  /** The view: `me`, `none` (nobody handles it) or a member's user_id; absent, everyone's. */
  assignee?: AssigneeView;
  /** Only the items carrying this label. */
  label?: number;
}

export type InboxQuery = NonNullable<InboxGetData['query']>;
export type SearchQuery = InboxSearchData['query'];

/** Whether these filters ask the search (words typed) rather than the list. */
export const isSearch = (filters: InboxFilters): filters is InboxFilters & { q: string } => Boolean(filters.q?.trim());

/** What the list and the search both take (decisions 040 and 046: every filter works with a search and without). */
const sharedQuery = (filters: InboxFilters) => ({
  ...(filters.channel !== undefined ? { channel_id: filters.channel } : {}),
  ...(filters.archived ? { is_archived: 1 } : {}),
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.unanswered ? { unanswered: 1 } : {}),
  ...(filters.unread ? { is_unread: 1 } : {}),
  ...(filters.assignee !== undefined ? { assignee: String(filters.assignee) } : {}),
  ...(filters.label !== undefined ? { label_id: filters.label } : {}),
});

export function filterQuery(filters: InboxFilters): InboxQuery {
  return { ...sharedQuery(filters), ...(filters.author ? { filter_by_user_id: filters.author } : {}) };
}

/**
 * The search narrows whatever is shown: the same filters, but an author, which is the list's alone (the search
 * finds authors by name already).
 */
export function searchQuery(filters: InboxFilters & { q: string }): SearchQuery {
  return { q: filters.q.trim(), ...sharedQuery(filters) };
}

/** What a page of the list and a page of search results have in common, which is all the list reads. */
export interface InboxListPage {
  status: 'success';
  data: { posts: InboxItem[]; active: number; view_more: number; total?: number };
}
type PageParam = { last_post_id?: number };
export type InboxPages = InfiniteData<InboxListPage, PageParam>;

/** The generated key of this list (or search), marked as the paged (infinite) form of it. */
export const inboxListKey = (filters: InboxFilters): QueryKey =>
  isSearch(filters)
    ? [{ ...inboxSearchQueryKey({ query: searchQuery(filters) })[0], _infinite: true as const }]
    : [{ ...inboxGetQueryKey({ query: filterQuery(filters) })[0], _infinite: true as const }];

/** Every filtered list and every search at once (for changes that touch items wherever they are listed). */
export const everyInboxListKeys = (): QueryKey[] => {
  const [{ query: _list, ...everyList }] = inboxGetQueryKey({ query: {} });
  const [{ query: _search, ...everySearch }] = inboxSearchQueryKey({ query: { q: '' } });
  return [[everyList], [everySearch]];
};

/** Whether a list's key is of archived items (the Archived filter), which an archive adds to rather than takes from. */
export const isArchivedListKey = (key: QueryKey): boolean =>
  (key[0] as { query?: { is_archived?: number } } | undefined)?.query?.is_archived === 1;

const fetchPage = async (filters: InboxFilters, page: PageParam, signal: AbortSignal): Promise<InboxListPage> =>
  isSearch(filters)
    ? (await inboxSearch({ query: { ...searchQuery(filters), ...page }, signal, throwOnError: true })).data
    : (await inboxGet({ query: { ...filterQuery(filters), ...page }, signal, throwOnError: true })).data;

/** The inbox (or a search of it), 20 a page; the next page continues exactly after the last item seen. */
export const inboxListOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: inboxListKey(filters),
    queryFn: ({ pageParam, signal }) => fetchPage(filters, pageParam, signal),
    initialPageParam: {} as PageParam,
    getNextPageParam: (page: InboxListPage): PageParam | undefined =>
      page.data.view_more && page.data.posts.length
        ? { last_post_id: Number(page.data.posts.at(-1)!.post_id) }
        : undefined,
  });

export const itemsOf = (data: InfiniteData<InboxListPage, unknown> | undefined): InboxItem[] =>
  data?.pages.flatMap((p) => p.data.posts) ?? [];
