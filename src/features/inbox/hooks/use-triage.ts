import { useQueryClient } from '@tanstack/react-query';
import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { useToast } from '../../../components/ui/toast';
import { networkName } from '../../../../shared/networks';
import { useArchiveConversation } from '../api/use-archive-conversation';
import { useArchiveItem } from '../api/use-archive-item';
import { useLikeItem } from '../api/use-like-item';
import { useMarkRead } from '../api/use-mark-read';
import { useUnarchiveItem } from '../api/use-unarchive-item';
import type { ListPosition } from '../api/list-cache';
import type { Assignee } from '../api/assign-item';

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
const ignore = () => undefined;

/**
 * The triage actions as the page offers them: each shows at once, and what takes an item out of sight (archive,
 * a bulk change) says so in a toast with Undo. A refusal is told from one place (the query client's mutation
 * cache), with the change put back, so nothing here catches more than the promise.
 */
export function useTriage({ onRestored }: { onRestored: (item: InboxItem) => void }) {
  const toast = useToast();
  const markRead = useMarkRead();
  const like = useLikeItem();
  const archiving = useArchiveItem();
  const unarchiving = useUnarchiveItem();
  const archivingThread = useArchiveConversation();
  const queryClient = useQueryClient();
  const { user, zone, clock } = useWorkspace();
  const team = async () =>
    (await import('./team-triage')).teamTriage({
      queryClient,
      toast,
      me: { user_id: user.user_id, name: user.name },
      zone,
      clock,
      onRestored,
      unarchive: (item) => unarchiving.mutateAsync({ item }),
    });

  const restore = (item: InboxItem, positions?: ListPosition[]) =>
    unarchiving.mutateAsync({ item, positions }).catch(ignore);

  return {
    setRead: (item: InboxItem, read: boolean) => markRead.mutateAsync({ item, read }).catch(ignore),
    toggleLike: (item: InboxItem, canLike: boolean) => {
      if (!canLike) return toast.show(`${networkName(Number(item.channel))} has no likes.`);
      void like.mutateAsync({ item, like: item.is_liked !== 1 }).catch(ignore);
    },
    archive: async (item: InboxItem) => {
      const positions = await archiving.archive(item).catch(ignore);
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
      const taken = await archivingThread.archive(item).catch(ignore);
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
    // The team's actions come with their first use, not with the inbox's first download (its budget: decision 014).
    assign: async (item: InboxItem, to: Assignee) => (await team()).assign(item, to),
    assignToMe: async (item: InboxItem) => (await team()).assignToMe(item),
    label: async (item: InboxItem, labels: InboxLabel[]) => (await team()).label(item, labels),
    snooze: async (item: InboxItem, until: string, leaving: (ids: ReadonlySet<string>) => void) =>
      (await team()).snooze(item, until, leaving),
    unarchive: async (item: InboxItem) => {
      await unarchiving.mutateAsync({ item });
      toast.show(`Back in the inbox: the item from ${item.user_name}.`);
    },
    /** Marks several items read (or unread); Undo gives each the state it had. */
    bulkRead: async (chosen: InboxItem[], read: boolean) => {
      const changing = chosen.filter((item) => (item.is_unread === '0') !== read);
      const done = await Promise.allSettled(changing.map((item) => markRead.mutateAsync({ item, read })));
      const changed = changing.filter((_, i) => done[i]!.status === 'fulfilled');
      if (!changed.length) return;
      toast.show(`Marked ${items(changed.length)} ${read ? 'read' : 'unread'}.`, {
        action: {
          label: 'Undo',
          run: () => changed.forEach((item) => void markRead.mutateAsync({ item, read: !read }).catch(ignore)),
        },
      });
    },
    bulkUnarchive: async (chosen: InboxItem[]) => {
      const done = await Promise.allSettled(chosen.map((item) => unarchiving.mutateAsync({ item })));
      const back = done.filter((result) => result.status === 'fulfilled').length;
      if (back) toast.show(`Back in the inbox: ${items(back)}.`);
    },
    bulkArchive: async (chosen: InboxItem[]) => {
      const done = await Promise.allSettled(chosen.map((item) => archiving.archive(item)));
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
}
