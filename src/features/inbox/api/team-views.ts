import type { QueryClient } from '@tanstack/react-query';
import { everyInboxListKeys } from './inbox-queries';
import { invalidateInboxViews } from './view-queries';
import { itemKey } from './item-queries';
import type { InboxItem } from '../../../api/generated/types.gen';

/**
 * After a change of who has a conversation, or of what is open: every list (the Mine, Unassigned and teammates'
 * views among them) and the views' counts are fetched again.
 */
export const refreshTeamViews = (queryClient: QueryClient) =>
  Promise.all([
    ...everyInboxListKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    invalidateInboxViews(queryClient),
  ]);

/** The item's own copy, fetched again (an item opened by its address, which no list shows). */
export const refreshItem = (queryClient: QueryClient, item: InboxItem) =>
  queryClient.invalidateQueries({
    queryKey: itemKey({ id: Number(item.post_id), channelId: Number(item.channel_id) }),
  });
