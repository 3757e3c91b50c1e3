import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { inboxActionMutation, inboxGetItemQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { InboxActionData, InboxItem } from '../../../api/generated/types.gen';
import { useToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import { everyInboxListKey, type InboxPages } from './inbox-queries';

export type Action = InboxActionData['body']['action'];

/** What an action certainly does to an item, shown before the service answers. */
function applied(item: InboxItem, action: Action): InboxItem | null {
  switch (action) {
    case 'read':
      return { ...item, is_unread: '0' };
    case 'unread':
      return { ...item, is_unread: '1' };
    case 'like':
    case 'favorite':
      return { ...item, is_liked: 1 };
    case 'unlike':
    case 'unfavorite':
      return { ...item, is_liked: 0 };
    case 'archive':
    case 'unarchive':
    case 'archive_conversation':
      return null;
    default:
      return item;
  }
}

const LABELS: Partial<Record<Action, string>> = {
  read: 'Marking read',
  unread: 'Marking unread',
  archive: 'Archiving',
  like: 'Liking',
  unlike: 'Unliking',
};

/**
 * Acts on items optimistically where the outcome is certain (read, unread, like, unlike, archive): every list
 * shows it at once; if the service refuses, every list is put back and a message says so.
 */
export function useItemActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const lists = everyInboxListKey();
  const mutation = useMutation({
    ...inboxActionMutation(),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: lists });
      const snapshot = queryClient.getQueriesData<InboxPages>({ queryKey: lists });
      const { post_id, action } = variables.body;
      queryClient.setQueriesData<InboxPages>({ queryKey: lists }, (data) => {
        if (!data) return data;
        let unreadDelta = 0;
        const pages = data.pages.map((page) => ({
          ...page,
          data: {
            ...page.data,
            posts: page.data.posts.flatMap((item) => {
              if (item.post_id !== String(post_id)) return [item];
              const next = applied(item, action);
              unreadDelta += (next?.is_unread === '1' ? 1 : 0) - (item.is_unread === '1' ? 1 : 0);
              return next ? [next] : [];
            }),
          },
        }));
        // The unread count ("active") travels on the first page.
        const [first, ...rest] = pages;
        return first
          ? {
              ...data,
              pages: [
                { ...first, data: { ...first.data, active: Math.max(0, first.data.active + unreadDelta) } },
                ...rest,
              ],
            }
          : data;
      });
      return { snapshot };
    },
    onError: (error, variables, context) => {
      context?.snapshot.forEach(([key, data]: [QueryKey, unknown]) => queryClient.setQueryData(key, data));
      void queryClient.invalidateQueries({ queryKey: lists });
      toast.show(
        `${LABELS[variables.body.action] ?? 'That action'} did not work: ${apiErrorMessage(error)} The item is back as it was.`,
        { tone: 'error' },
      );
    },
    // The item as fetched on its own (the open conversation of an item no list shows) is simply fetched again.
    onSuccess: (_result, variables) =>
      queryClient.invalidateQueries({
        queryKey: inboxGetItemQueryKey({
          query: { reply_id: variables.body.post_id, channel_id: variables.body.channel_id },
        }),
      }),
    // On success the optimistic state is the truth; refetching the lists would pull in items that arrived since
    // and move the keyboard cursor. New items wait behind the "N new" notice instead.
  });
  return {
    run: (item: InboxItem, action: Action, message?: string) =>
      mutation.mutateAsync({
        body: {
          post_id: Number(item.post_id),
          channel_id: Number(item.channel_id),
          channel_type: Number(item.channel),
          action,
          ...(message ? { message } : {}),
        },
      }),
    isPending: mutation.isPending,
  };
}
