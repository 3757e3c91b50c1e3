import { invalidateInboxViews } from './view-queries';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { inboxSnooze } from '../../../api/generated/sdk.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { isArchivedListKey } from './inbox-queries';
import {
  listedItems,
  markListsStale,
  patchListed,
  positionsOf,
  reinsert,
  settleLists,
  type ListPosition,
  setItemFields,
} from './list-cache';

export interface Snoozed {
  /** When it comes back, as the service wrote it (the workspace's zone). */
  until: string;
  /** The items of the conversation that left the open lists, and where each was. */
  taken: { item: InboxItem; positions: ListPosition[] }[];
}

const open = (key: readonly unknown[]) => !isArchivedListKey(key);

/**
 * Snoozes an item's conversation (its unit of work: decision 040): archived until `until`, then back unread. The
 * service is asked first, so that a time it refuses (passed, or skipped by the clocks) is told where it was chosen
 * (the caller's to show); once it agreed, the conversation's items leave the open lists at once. `leaving` is told
 * which before they go, so the focus can move on first, as archiving does. Loaded when first used (see
 * assign-item.ts).
 */
export async function snoozeItem(
  queryClient: QueryClient,
  item: InboxItem,
  until: string,
  leaving: (ids: ReadonlySet<string>) => void,
): Promise<Snoozed> {
  const answer = await new MutationObserver(queryClient, {
    mutationFn: async (snooze: { post_id: number; channel_id: number; until: string }) =>
      (await inboxSnooze({ body: snooze, throwOnError: true })).data.data,
    meta: { quiet: true },
  }).mutate({ post_id: Number(item.post_id), channel_id: Number(item.channel_id), until });
  const unit = listedItems(queryClient, (listed) => listed.work_id === item.work_id, open);
  const taken = unit.map((one) => ({ item: one, positions: positionsOf(queryClient, one.post_id) }));
  leaving(new Set([item.post_id, ...unit.map((one) => one.post_id)]));
  await settleLists(queryClient);
  patchListed(queryClient, (listed) => (listed.work_id === item.work_id ? null : undefined), open);
  setItemFields(queryClient, item, { snoozed_until: answer.snoozed_until }, { unit: true });
  // The Archived lists have them now, and the views' open counts changed: fetched when next shown.
  void markListsStale(queryClient, true);
  void invalidateInboxViews(queryClient);
  return { until: answer.snoozed_until, taken };
}

/**
 * Undo, in the lists: every item taken out goes back where it was. Unarchiving one item of the conversation (the
 * caller's) then ends the snooze on the service and brings the rest with it (decision 040).
 */
export function putBack(queryClient: QueryClient, item: InboxItem, { taken }: Snoozed) {
  // Last first, so each goes back before the item that followed it.
  for (const one of taken.toReversed()) reinsert(queryClient, one.item, one.positions);
  setItemFields(queryClient, item, { snoozed_until: '' }, { unit: true });
}
