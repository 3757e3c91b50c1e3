import type { QueryClient } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import type { toastStore } from '../../../components/ui/toast';
import { networkName } from '../../../../shared/networks';
import { archiveConversation } from '../api/archive-conversation';
import { archiveItem } from '../api/archive-item';
import { likeItem } from '../api/like-item';
import type { ListPosition } from '../api/list-cache';
import { markRead } from '../api/mark-read';
import { unarchiveItem } from '../api/unarchive-item';

export interface TriageContext {
  queryClient: QueryClient;
  toast: Pick<typeof toastStore, 'show'>;
  onRestored: (item: InboxItem) => void;
}

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
const ignore = () => undefined;

/**
 * The triage actions as the page offers them: each shows at once, and what takes an item out of sight (archive,
 * a bulk change) says so in a toast with Undo. A refusal is told from one place (the query client's mutation
 * cache), with the change put back, so nothing here catches more than the promise. Loaded when the person is about
 * to act (the pointer or the focus reaches the list) or acts, not with the inbox (decision 049).
 */
export const triageActions = ({ queryClient, toast, onRestored }: TriageContext) => {
  const unarchive = (item: InboxItem, positions?: ListPosition[]) => unarchiveItem(queryClient, { item, positions });
  const restore = (item: InboxItem, positions?: ListPosition[]) => unarchive(item, positions).catch(ignore);
  const setRead = (item: InboxItem, read: boolean) => markRead(queryClient, { item, read });

  return {
    unarchiveItem: (item: InboxItem) => unarchive(item),
    setRead: (item: InboxItem, read: boolean) => setRead(item, read).catch(ignore),
    toggleLike: (item: InboxItem, canLike: boolean) => {
      if (!canLike) return toast.show(`${networkName(Number(item.channel))} has no likes.`);
      void likeItem(queryClient, { item, like: item.is_liked !== 1 }).catch(ignore);
    },
    archive: async (item: InboxItem) => {
      const positions = await archiveItem(queryClient, item).catch(ignore);
      if (!positions) return;
      toast.show(`Archived the ${item.post_type === 'message' ? 'message' : 'item'} from ${item.user_name}.`, {
        action: {
          label: 'Undo',
          run: () => {
            void restore(item, positions);
            onRestored(item);
          },
        },
      });
    },
    /** Archives a thread; Undo brings back the items it took out of the inbox, and only those. */
    archiveConversation: async (item: InboxItem) => {
      const taken = await archiveConversation(queryClient, item).catch(ignore);
      if (!taken) return;
      if (!taken.length) return toast.show('Archived the conversation.');
      toast.show(`Archived the conversation (${items(taken.length)}).`, {
        action: {
          label: 'Undo',
          run: () => {
            // Last first, so each goes back before the item that followed it.
            taken.toReversed().forEach(({ item: one, positions }) => void restore(one, positions));
            onRestored(taken.find((one) => one.item.post_id === item.post_id)?.item ?? taken[0]!.item);
          },
        },
      });
    },
    unarchive: async (item: InboxItem) => {
      await unarchive(item);
      toast.show(`Back in the inbox: the item from ${item.user_name}.`);
    },
    /** Marks several items read (or unread); Undo gives each the state it had. */
    bulkRead: async (chosen: InboxItem[], read: boolean) => {
      const changing = chosen.filter((item) => (item.is_unread === '0') !== read);
      const done = await Promise.allSettled(changing.map((item) => setRead(item, read)));
      const changed = changing.filter((_, i) => done[i]!.status === 'fulfilled');
      if (!changed.length) return;
      toast.show(`Marked ${items(changed.length)} ${read ? 'read' : 'unread'}.`, {
        action: {
          label: 'Undo',
          run: () => changed.forEach((item) => void setRead(item, !read).catch(ignore)),
        },
      });
    },
    bulkUnarchive: async (chosen: InboxItem[]) => {
      const done = await Promise.allSettled(chosen.map((item) => unarchive(item)));
      const back = done.filter((result) => result.status === 'fulfilled').length;
      if (back) toast.show(`Back in the inbox: ${items(back)}.`);
    },
    bulkArchive: async (chosen: InboxItem[]) => {
      const done = await Promise.allSettled(chosen.map((item) => archiveItem(queryClient, item)));
      const archived = chosen.flatMap((item, i) => {
        const result = done[i]!;
        return result.status === 'fulfilled' ? [{ item, positions: result.value }] : [];
      });
      if (!archived.length) return;
      toast.show(`Archived ${items(archived.length)}.`, {
        action: {
          label: 'Undo',
          // Put back last first, so each goes before the item that followed it.
          run: () => archived.toReversed().forEach(({ item, positions }) => void restore(item, positions)),
        },
      });
    },
  };
};
