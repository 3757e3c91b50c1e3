import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { callAction } from './call-action';
import { likesOptions } from './item-queries';
import { refetchLists, setItemFields, settleLists } from './list-cache';

export interface Like {
  item: InboxItem;
  like: boolean;
}

/** Likes or unlikes an item on its network: shown at once, put back if the network or the service refuses. */
export function likeItem(queryClient: QueryClient, change: Like) {
  return new MutationObserver(queryClient, {
    mutationFn: ({ item, like }: Like) => callAction(item, like ? 'like' : 'unlike'),
    meta: { errorMessage: (reason) => `Liking did not work: ${reason} The item is back as it was.` },
    onMutate: async ({ item, like }) => {
      await settleLists(queryClient);
      setItemFields(queryClient, item, { is_liked: like ? 1 : 0 });
    },
    onError: (_error, { item }) => {
      setItemFields(queryClient, item, { is_liked: item.is_liked });
      void refetchLists(queryClient);
    },
    // Who liked it: the list under the conversation now names the channel (or no longer does).
    onSuccess: (_answer, { item }) => queryClient.invalidateQueries({ queryKey: likesOptions(item).queryKey }),
  }).mutate(change);
}
