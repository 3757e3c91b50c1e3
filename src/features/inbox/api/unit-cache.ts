import type { QueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { itemKey } from './item-queries';
import { patchListed } from './list-cache';

/**
 * Sets fields every item of a unit of work shares (its assignee, its snooze: decision 038) wherever one is listed,
 * and on the named item's own copy. Apart from list-cache.ts, which the inbox's first download holds: only the
 * team's actions, loaded on first use, need it.
 */
export function setUnitFields(queryClient: QueryClient, item: InboxItem, fields: Partial<InboxItem>) {
  patchListed(queryClient, (listed) => (listed.work_id === item.work_id ? { ...listed, ...fields } : undefined));
  queryClient.setQueryData<{ status: 'success'; data: InboxItem }>(
    itemKey({ id: Number(item.post_id), channelId: Number(item.channel_id) }),
    (own) => own && { ...own, data: { ...own.data, ...fields } },
  );
}
