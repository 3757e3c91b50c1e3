import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { inboxLabel } from '../../../api/generated/sdk.gen';
import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import { everyInboxListKeys } from './inbox-queries';
import { setItemFields, settleLists } from './list-cache';

export interface LabelItem {
  item: InboxItem;
  /** The item's labels from now on, all of them (the call sets the whole set: decision 041). */
  labels: InboxLabel[];
}

const byName = (labels: InboxLabel[]) => labels.toSorted((a, b) => a.name.localeCompare(b.name));
const isLabelView = (key: QueryKey) =>
  (key[0] as { query?: { label_id?: unknown } } | undefined)?.query?.label_id !== undefined;

/**
 * Sets an item's labels: shown at once wherever it is listed, then as the service answers them; put back if it
 * refuses (told by the query client's one place for failed writes). A label's own view may gain or lose the item, so
 * those lists are fetched again. Run by an observer, loaded when first used (see assign-item.ts).
 */
export function labelItem(queryClient: QueryClient, change: LabelItem) {
  return new MutationObserver(queryClient, {
    mutationFn: async ({ item, labels }: LabelItem) =>
      (
        await inboxLabel({
          body: {
            post_id: Number(item.post_id),
            channel_id: Number(item.channel_id),
            label_ids: labels.map((label) => label.label_id).join('_'),
          },
          throwOnError: true,
        })
      ).data.data,
    meta: { errorMessage: (reason) => `Labelling did not work: ${reason} The labels are as they were.` },
    onMutate: async ({ item, labels }) => {
      await settleLists(queryClient);
      setItemFields(queryClient, item, { labels: byName(labels) });
    },
    onSuccess: (labels, { item }) => setItemFields(queryClient, item, { labels }),
    onError: (_error, { item }) => setItemFields(queryClient, item, { labels: item.labels }),
    onSettled: () =>
      void Promise.all(
        everyInboxListKeys().map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (query) => isLabelView(query.queryKey) }),
        ),
      ),
  }).mutate(change);
}
