import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { inboxAssign } from '../../../api/generated/sdk.gen';
import type { InboxAssignee, InboxItem } from '../../../api/generated/types.gen';
import { settleLists, setItemFields } from './list-cache';
import { refreshItem, refreshTeamViews } from './team-views';

/** Who gets a conversation: a member, or nobody (`user_id` "0", `name` ""). */
export type Assignee = Pick<InboxAssignee, 'user_id' | 'name'>;

export const nobody: Assignee = { user_id: '0', name: '' };

export interface Assign {
  /** The item as the person saw it: its assignee is who they expect to take it from (decision 039). */
  item: InboxItem;
  to: Assignee;
}

/**
 * Gives the item's conversation to someone, shown at once on every item of it. The call says who the person saw
 * holding it, so that of two people taking it at once one wins and the other hears who did (409
 * `assignee_changed`): the change is put back, and the item and the views are fetched again to show the winner.
 * The refusal is told by the caller, where the person asked (beside the button, or in a toast for a key).
 *
 * A mutation run by an observer rather than a hook: the page loads it when first used, not with its first download.
 */
export function assignItem(queryClient: QueryClient, assign: Assign) {
  return new MutationObserver(queryClient, {
    mutationFn: ({ item, to }: Assign) =>
      inboxAssign({
        body: {
          post_id: Number(item.post_id),
          channel_id: Number(item.channel_id),
          assignee_id: Number(to.user_id),
          expected_assignee_id: Number(item.assignee_id),
        },
        throwOnError: true,
      }),
    meta: { quiet: true },
    onMutate: async ({ item, to }) => {
      await settleLists(queryClient);
      setItemFields(queryClient, item, { assignee_id: to.user_id, assignee_name: to.name }, { unit: true });
    },
    // Refused (a teammate took it meanwhile, which announces nothing): the item is read again to show who has it.
    // An assignment made is announced, and the open pane reads its item again on that event (useLiveItem).
    onError: (_error, { item }) => {
      setItemFields(
        queryClient,
        item,
        { assignee_id: item.assignee_id, assignee_name: item.assignee_name },
        { unit: true },
      );
      void refreshItem(queryClient, item);
    },
    // Not awaited: the person's next action need not wait for the views to come back.
    onSettled: () => void refreshTeamViews(queryClient),
  }).mutate(assign);
}
