import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { isArchivedListKey } from './inbox-queries';
import { markListsStale, patchListed, refetchLists, settleLists } from './list-cache';

/** Archives a whole thread: every listed item of it leaves the lists at once. */
export function useArchiveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: InboxItem) => callAction(item, 'archive_conversation'),
    meta: { errorMessage: (reason) => `Archiving the conversation did not work: ${reason} Its items are back.` },
    onMutate: async (item) => {
      await settleLists(queryClient);
      patchListed(
        queryClient,
        (listed) => (listed.get_conversation_id === item.get_conversation_id ? null : undefined),
        (key) => !isArchivedListKey(key),
      );
    },
    onError: () => refetchLists(queryClient),
    onSuccess: () => markListsStale(queryClient, true),
  });
}
