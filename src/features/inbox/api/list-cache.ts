import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { everyInboxListKeys, isArchivedListKey, type InboxPages } from './inbox-queries';
import { itemKey } from './item-queries';

/**
 * The listed copies of items, changed in place before the service answers (decision 007: what an action certainly
 * does shows at once, and its success refetches nothing, so the keyboard cursor never jumps).
 */

const unread = (item: InboxItem | null) => (item?.is_unread === '1' ? 1 : 0);

const everyList = (queryClient: QueryClient) =>
  everyInboxListKeys().flatMap((queryKey) => queryClient.getQueriesData<InboxPages>({ queryKey }));

/** Stops list fetches under way, so an answer that left before the change cannot overwrite it. */
export const settleLists = (queryClient: QueryClient) =>
  Promise.all(everyInboxListKeys().map((queryKey) => queryClient.cancelQueries({ queryKey })));

/** After a failure, when what the service holds is not known: every list is fetched again. */
export const refetchLists = (queryClient: QueryClient) =>
  Promise.all(everyInboxListKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Marks lists (the Archived ones, or the others) as out of date without fetching them now: they refresh when shown. */
export const markListsStale = (queryClient: QueryClient, archived: boolean) =>
  Promise.all(
    everyInboxListKeys().map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        refetchType: 'none',
        predicate: (query) => isArchivedListKey(query.queryKey) === archived,
      }),
    ),
  );

/** Writes a list's pages back, with its unread count (and a search's number of matches) kept true. */
function rewrite(
  queryClient: QueryClient,
  key: QueryKey,
  data: InboxPages,
  posts: InboxItem[][],
  unreadDelta: number,
  countDelta: number,
) {
  const pages = data.pages.map((page, i) => {
    const next = { ...page.data, posts: posts[i]! };
    // The counts travel on the first page.
    if (i === 0) {
      next.active = Math.max(0, next.active + unreadDelta);
      if (next.total !== undefined) next.total = Math.max(0, next.total + countDelta);
    }
    return { ...page, data: next };
  });
  queryClient.setQueryData<InboxPages>(key, { ...data, pages });
}

/**
 * Changes the items `change` answers for in every list `where` picks: a new copy, or null to take it out of the
 * list (undefined leaves an item alone).
 */
export function patchListed(
  queryClient: QueryClient,
  change: (item: InboxItem) => InboxItem | null | undefined,
  where: (key: QueryKey) => boolean = () => true,
) {
  for (const [key, data] of everyList(queryClient)) {
    if (!data || !where(key)) continue;
    let touched = false;
    let unreadDelta = 0;
    let countDelta = 0;
    const posts = data.pages.map((page) =>
      page.data.posts.flatMap((item) => {
        const next = change(item);
        if (next === undefined) return [item];
        touched = true;
        unreadDelta += unread(next) - unread(item);
        if (!next) countDelta -= 1;
        return next ? [next] : [];
      }),
    );
    if (touched) rewrite(queryClient, key, data, posts, unreadDelta, countDelta);
  }
}

/**
 * Sets fields of one item wherever it is listed, and on its own copy (an item opened by its address); with `unit`,
 * of every listed item of its unit of work, for what they share (the assignee, the snooze: decision 038).
 */
export function setItemFields(
  queryClient: QueryClient,
  item: InboxItem,
  fields: Partial<InboxItem>,
  { unit = false }: { unit?: boolean } = {},
) {
  const same = (listed: InboxItem) => (unit ? listed.work_id === item.work_id : listed.post_id === item.post_id);
  patchListed(queryClient, (listed) => (same(listed) ? { ...listed, ...fields } : undefined));
  queryClient.setQueryData<{ status: 'success'; data: InboxItem }>(
    itemKey({ id: Number(item.post_id), channelId: Number(item.channel_id) }),
    (own) => own && { ...own, data: { ...own.data, ...fields } },
  );
}

/** The items `pick` answers for in the lists `where` picks, each once, in the order they are listed. */
export function listedItems(
  queryClient: QueryClient,
  pick: (item: InboxItem) => boolean,
  where: (key: QueryKey) => boolean,
): InboxItem[] {
  const found = new Map<string, InboxItem>();
  for (const [key, data] of everyList(queryClient)) {
    if (!data || !where(key)) continue;
    for (const page of data.pages)
      for (const item of page.data.posts) if (pick(item) && !found.has(item.post_id)) found.set(item.post_id, item);
  }
  return [...found.values()];
}

/** Where an item is listed: enough to put it back where it was (before the item that followed it). */
export interface ListPosition {
  key: QueryKey;
  page: number;
  index: number;
  before?: string;
}

export function positionsOf(queryClient: QueryClient, postId: string): ListPosition[] {
  const found: ListPosition[] = [];
  for (const [key, data] of everyList(queryClient)) {
    data?.pages.forEach((page, p) => {
      const index = page.data.posts.findIndex((item) => item.post_id === postId);
      if (index < 0) return;
      const next = page.data.posts[index + 1] ?? data.pages[p + 1]?.data.posts[0];
      found.push({ key, page: p, index, before: next?.post_id });
    });
  }
  return found;
}

/** Puts an item back into the lists it was taken from, where it was. Answers the lists it went back into. */
export function reinsert(queryClient: QueryClient, item: InboxItem, positions: ListPosition[]): QueryKey[] {
  const restored: QueryKey[] = [];
  for (const position of positions) {
    const data = queryClient.getQueryData<InboxPages>(position.key);
    if (!data?.pages.length || data.pages.some((page) => page.data.posts.some((i) => i.post_id === item.post_id)))
      continue;
    const posts = data.pages.map((page) => [...page.data.posts]);
    const beforePage = position.before
      ? posts.findIndex((page) => page.some((i) => i.post_id === position.before))
      : -1;
    if (beforePage >= 0) {
      posts[beforePage]!.splice(
        posts[beforePage]!.findIndex((i) => i.post_id === position.before),
        0,
        item,
      );
    } else {
      const page = posts[Math.min(position.page, posts.length - 1)]!;
      page.splice(Math.min(position.index, page.length), 0, item);
    }
    rewrite(queryClient, position.key, data, posts, unread(item), 1);
    restored.push(position.key);
  }
  return restored;
}
