import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { isArchivedListKey } from './inbox-queries';
import { markListsStale, patchListed, refetchLists, reinsert, settleLists, type ListPosition } from './list-cache';

export interface Unarchive {
  item: InboxItem;
  /** Where the item was listed before it was archived (an Undo): it goes back there at once. */
  positions?: ListPosition[];
}

/** Takes an item out of the archive: it leaves the Archived lists, and returns to the lists it was archived from. */
export function unarchiveItem(queryClient: QueryClient, change: Unarchive) {
  return new MutationObserver(queryClient, {
    mutationFn: ({ item }: Unarchive) => callAction(item, 'unarchive'),
    meta: { errorMessage: (reason) => `Unarchiving did not work: ${reason} The item is still archived.` },
    onMutate: async ({ item, positions = [] }) => {
      await settleLists(queryClient);
      patchListed(
        queryClient,
        (listed) => (listed.post_id === item.post_id ? null : undefined),
        (key) => isArchivedListKey(key),
      );
      reinsert(queryClient, item, positions);
    },
    onError: () => refetchLists(queryClient),
    // The lists it did not go back into (an unarchive from the Archived filter) are fetched when next shown.
    onSuccess: (_answer, { positions }) => (positions?.length ? undefined : markListsStale(queryClient, false)),
  }).mutate(change);
}
