import { useQueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { useWorkspaceEvents } from '../../../lib/events';
import { itemOptions } from '../api/item-queries';
import { setItemFields } from '../api/list-cache';

/**
 * Keeps the open item's team state current: when the stream says it changed (a teammate assigned, labelled or
 * snoozed it) its own copy is fetched and what it says of the team is laid on the listed copies, which the pane
 * shows. When the workspace's labels change, the item's labels are read again.
 */
export function useLiveItem(item: InboxItem) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    const ref = { id: Number(item.post_id), channelId: Number(item.channel_id) };
    const fresh = await queryClient.fetchQuery({ ...itemOptions(ref), staleTime: 0 }).catch(() => null);
    if (!fresh) return;
    const { assignee_id, assignee_name, snoozed_until, labels } = fresh.data;
    setItemFields(queryClient, item, { assignee_id, assignee_name, snoozed_until }, { unit: true });
    setItemFields(queryClient, item, { labels });
  };
  useWorkspaceEvents((event) => {
    // The workspace's labels themselves are read again by the views (useLiveViews), which the inbox always has.
    if (event.type === 'labels') void refresh();
    else if (event.type === 'inbox' && event.data.item_ids.includes(Number(item.post_id))) void refresh();
  });
}
