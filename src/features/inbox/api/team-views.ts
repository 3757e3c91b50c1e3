import type { QueryClient } from '@tanstack/react-query';
import { inboxAssigneesQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { everyInboxListKeys } from './inbox-queries';
import { itemKey } from './item-queries';
import type { InboxItem } from '../../../api/generated/types.gen';

/**
 * After a change of who has a conversation, or of what is open: every list (the Mine, Unassigned and teammates'
 * views among them) and the views' counts are fetched again. The views' own helper replaces this once it is in.
 */
export const refreshTeamViews = (queryClient: QueryClient) =>
  Promise.all([
    ...everyInboxListKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: inboxAssigneesQueryKey() }),
  ]);

/** The item's own copy, fetched again (an item opened by its address, which no list shows). */
export const refreshItem = (queryClient: QueryClient, item: InboxItem) =>
  queryClient.invalidateQueries({
    queryKey: itemKey({ id: Number(item.post_id), channelId: Number(item.channel_id) }),
  });
