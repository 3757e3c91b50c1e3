import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxAssigneesQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { inboxSnooze } from '../../../api/generated/sdk.gen';
import type { InboxItem } from '../../../api/generated/types.gen';
import { isArchivedListKey } from './inbox-queries';
import {
  listedItems,
  markListsStale,
  patchListed,
  positionsOf,
  reinsert,
  setUnitFields,
  settleLists,
  type ListPosition,
} from './list-cache';
import { useUnarchiveItem } from './use-unarchive-item';

export interface Snoozed {
  /** When it comes back, as the service wrote it (the workspace's zone). */
  until: string;
  /** The items of the conversation that left the open lists, and where each was. */
  taken: { item: InboxItem; positions: ListPosition[] }[];
}

const ignore = () => undefined;

/**
 * Snoozes an item's conversation (its unit of work: decision 040): archived until `until`, then back unread. The
 * service is asked first, so that a time it refuses (passed, or skipped by the clocks) is told where it was chosen;
 * once it agreed, the conversation's items leave the open lists at once. `leaving` is told which before they go, so
 * the focus can move on first, as archiving does.
 */
export function useSnooze() {
  const queryClient = useQueryClient();
  const unarchiving = useUnarchiveItem();
  const mutation = useMutation({
    mutationFn: async ({ item, until }: { item: InboxItem; until: string }) =>
      (
        await inboxSnooze({
          body: { post_id: Number(item.post_id), channel_id: Number(item.channel_id), until },
          throwOnError: true,
        })
      ).data.data,
    meta: { quiet: true },
  });

  const snooze = async (
    item: InboxItem,
    until: string,
    leaving: (ids: ReadonlySet<string>) => void,
  ): Promise<Snoozed> => {
    const answer = await mutation.mutateAsync({ item, until });
    const open = (key: readonly unknown[]) => !isArchivedListKey(key);
    const unit = listedItems(queryClient, (listed) => listed.work_id === item.work_id, open);
    const taken = unit.map((one) => ({ item: one, positions: positionsOf(queryClient, one.post_id) }));
    leaving(new Set([item.post_id, ...unit.map((one) => one.post_id)]));
    await settleLists(queryClient);
    patchListed(queryClient, (listed) => (listed.work_id === item.work_id ? null : undefined), open);
    setUnitFields(queryClient, item, { snoozed_until: answer.snoozed_until });
    // The Archived lists have them now, and the views' open counts changed: fetched when next shown.
    void markListsStale(queryClient, true);
    void queryClient.invalidateQueries({ queryKey: inboxAssigneesQueryKey() });
    return { until: answer.snoozed_until, taken };
  };

  /**
   * Undo: unarchiving one item of a snoozed conversation ends its snooze and brings the rest back with it (decision
   * 040), so one call; every item taken out goes back where it was at once.
   */
  const unsnooze = (item: InboxItem, { taken }: Snoozed) => {
    // Last first, so each goes back before the item that followed it.
    for (const one of taken.toReversed()) reinsert(queryClient, one.item, one.positions);
    setUnitFields(queryClient, item, { snoozed_until: '' });
    return unarchiving.mutateAsync({ item: { ...item, snoozed_until: '' } }).catch(ignore);
  };

  return { snooze, unsnooze, isPending: mutation.isPending };
}
