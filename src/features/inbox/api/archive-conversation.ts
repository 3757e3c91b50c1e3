import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { isArchivedListKey } from './inbox-queries';
import {
  listedItems,
  markListsStale,
  patchListed,
  positionsOf,
  refetchLists,
  settleLists,
  type ListPosition,
} from './list-cache';

/** An item the archive took out of the inbox, and where it was listed (what Undo needs to put it back). */
export interface TakenOut {
  item: InboxItem;
  positions: ListPosition[];
}

const sameThread = (item: InboxItem) => (listed: InboxItem) => listed.get_conversation_id === item.get_conversation_id;
const inbox = (key: QueryKey) => !isArchivedListKey(key);

/**
 * Archives a whole thread: every listed item of it leaves the lists at once. Answers the items it took out of the
 * inbox lists, which are the ones the archive changed: items of the thread that were archived already are not
 * among them, so an Undo leaves them in the archive (decision 030).
 */
export async function archiveConversation(queryClient: QueryClient, item: InboxItem): Promise<TakenOut[]> {
  const taken = listedItems(queryClient, sameThread(item), inbox).map((listed) => ({
    item: listed,
    positions: positionsOf(queryClient, listed.post_id).filter((position) => inbox(position.key)),
  }));
  await new MutationObserver(queryClient, {
    mutationFn: (item: InboxItem) => callAction(item, 'archive_conversation'),
    meta: { errorMessage: (reason) => `Archiving the conversation did not work: ${reason} Its items are back.` },
    onMutate: async (item) => {
      await settleLists(queryClient);
      patchListed(queryClient, (listed) => (sameThread(item)(listed) ? null : undefined), inbox);
    },
    onError: () => refetchLists(queryClient),
    onSuccess: () => markListsStale(queryClient, true),
  }).mutate(item);
  return taken;
}
