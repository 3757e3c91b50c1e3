import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { isArchivedListKey } from './inbox-queries';
import {
  markListsStale,
  patchListed,
  positionsOf,
  refetchLists,
  reinsert,
  settleLists,
  type ListPosition,
} from './list-cache';

interface Archive {
  item: InboxItem;
  positions: ListPosition[];
}

/**
 * Archives an item: it leaves every list at once (and comes back where it was if the service refuses). Answers
 * where it was listed, which is what Undo needs to put it back.
 */
export async function archiveItem(queryClient: QueryClient, item: InboxItem): Promise<ListPosition[]> {
  const positions = positionsOf(queryClient, item.post_id);
  await new MutationObserver(queryClient, {
    mutationFn: ({ item }: Archive) => callAction(item, 'archive'),
    meta: { errorMessage: (reason) => `Archiving did not work: ${reason} The item is back in the list.` },
    onMutate: async ({ item }) => {
      await settleLists(queryClient);
      patchListed(
        queryClient,
        (listed) => (listed.post_id === item.post_id ? null : undefined),
        (key) => !isArchivedListKey(key),
      );
    },
    onError: (_error, { item, positions }) => {
      reinsert(queryClient, item, positions);
      void refetchLists(queryClient);
    },
    // The Archived lists have it now: fetched again when next shown.
    onSuccess: () => markListsStale(queryClient, true),
  }).mutate({ item, positions });
  return positions;
}
