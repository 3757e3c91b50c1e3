import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { refetchLists, setItemFields, settleLists } from './list-cache';

export interface MarkRead {
  item: InboxItem;
  read: boolean;
}

/**
 * Marks an item read or unread: at once in every list (and the unread count); put back if the service refuses. Run
 * by an observer, loaded with the inbox's other triage actions when first needed (see assign-item.ts).
 */
export function markRead(queryClient: QueryClient, change: MarkRead) {
  return new MutationObserver(queryClient, {
    mutationFn: ({ item, read }: MarkRead) => callAction(item, read ? 'read' : 'unread'),
    meta: { errorMessage: (reason) => `Marking read or unread did not work: ${reason} The item is back as it was.` },
    onMutate: async ({ item, read }) => {
      await settleLists(queryClient);
      setItemFields(queryClient, item, { is_unread: read ? '0' : '1' });
    },
    onError: (_error, { item }) => {
      setItemFields(queryClient, item, { is_unread: item.is_unread });
      void refetchLists(queryClient);
    },
  }).mutate(change);
}
