import type { QueryClient } from '@tanstack/react-query';
import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import type { toastStore } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error';
import type { Clock } from '../../../lib/clock';
import { formatWorkspaceTime } from '../../../lib/time';
import { assignItem, type Assignee } from '../api/assign-item';
import { labelItem } from '../api/label-item';
import { putBack, snoozeItem } from '../api/snooze-item';

export interface TeamTriageContext {
  queryClient: QueryClient;
  toast: Pick<typeof toastStore, 'show'>;
  me: Assignee;
  zone: string;
  clock: Clock;
  onRestored: (item: InboxItem) => void;
  /** Takes an item out of the archive (the page's own unarchive, so a refusal is told as it always is). */
  unarchive: (item: InboxItem) => Promise<unknown>;
}

const ignore = () => undefined;

/**
 * The team's triage actions (decision 047), loaded with their first use rather than with the inbox: what each says
 * in a toast, and Undo for a snooze.
 */
export const teamTriage = ({ queryClient, toast, me, zone, clock, onRestored, unarchive }: TeamTriageContext) => ({
  /** Gives the item's conversation to someone; a refusal (someone else took it) is the caller's to show. */
  assign: async (item: InboxItem, to: Assignee) => {
    await assignItem(queryClient, { item, to });
  },
  /** The a key: the conversation is the person's, said in a toast, since the row may not show it. */
  assignToMe: async (item: InboxItem) => {
    if (item.assignee_id === me.user_id) return toast.show(`You have the conversation with ${item.user_name} already.`);
    try {
      await assignItem(queryClient, { item, to: me });
      toast.show(`Assigned to you: the conversation with ${item.user_name}.`);
    } catch (error) {
      toast.show(`Not assigned to you: ${apiErrorMessage(error)}`, { tone: 'error' });
    }
  },
  label: (item: InboxItem, labels: InboxLabel[]) => labelItem(queryClient, { item, labels }).then(ignore, ignore),
  /** Snoozes the conversation; a refusal is the caller's to show, where the time was chosen. Undo brings it back. */
  snooze: async (item: InboxItem, until: string, leaving: (ids: ReadonlySet<string>) => void) => {
    const snoozed = await snoozeItem(queryClient, item, until, leaving);
    toast.show(
      `Snoozed until ${formatWorkspaceTime(snoozed.until, zone, clock)}: the conversation with ${item.user_name} comes back then.`,
      {
        action: {
          label: 'Undo',
          run: () => {
            putBack(queryClient, item, snoozed);
            void unarchive({ ...item, snoozed_until: '' }).catch(ignore);
            onRestored(item);
          },
        },
      },
    );
  },
});
