import { useQueryClient } from '@tanstack/react-query';
import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import { useWorkspace } from '../../../api/use-workspace';
import { useToast } from '../../../components/ui/toast';
import type { Assignee } from '../api/assign-item';

let triageModule: Promise<typeof import('./triage-actions')> | undefined;
/** Fetches the triage actions' code ahead, when the person is about to act (the pointer or focus in the list). */
export const loadTriage = () => (triageModule ??= import('./triage-actions'));

/**
 * The triage actions as the page offers them (triage-actions.ts and team-triage.ts say what each does). Their code
 * comes when first needed, not with the inbox's first download (its budget: decisions 014, 047 and 049); the page
 * fetches it ahead as the pointer or the focus reaches the list, so an action still shows at once.
 */
export function useTriage({ onRestored }: { onRestored: (item: InboxItem) => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user, zone, clock } = useWorkspace();
  const triage = async () => (await loadTriage()).triageActions({ queryClient, toast, onRestored });
  const team = async () =>
    (await import('./team-triage')).teamTriage({
      queryClient,
      toast,
      me: { user_id: user.user_id, name: user.name },
      zone,
      clock,
      onRestored,
      unarchive: async (item) => (await triage()).unarchiveItem(item),
    });

  return {
    setRead: async (item: InboxItem, read: boolean) => (await triage()).setRead(item, read),
    toggleLike: async (item: InboxItem, canLike: boolean) => (await triage()).toggleLike(item, canLike),
    archive: async (item: InboxItem) => (await triage()).archive(item),
    /** Archives a thread; Undo brings back the items it took out of the inbox, and only those. */
    archiveConversation: async (item: InboxItem) => (await triage()).archiveConversation(item),
    assign: async (item: InboxItem, to: Assignee) => (await team()).assign(item, to),
    assignToMe: async (item: InboxItem) => (await team()).assignToMe(item),
    label: async (item: InboxItem, labels: InboxLabel[]) => (await team()).label(item, labels),
    snooze: async (item: InboxItem, until: string, leaving: (ids: ReadonlySet<string>) => void) =>
      (await team()).snooze(item, until, leaving),
    unarchive: async (item: InboxItem) => (await triage()).unarchive(item),
    bulkRead: async (chosen: InboxItem[], read: boolean) => (await triage()).bulkRead(chosen, read),
    bulkUnarchive: async (chosen: InboxItem[]) => (await triage()).bulkUnarchive(chosen),
    bulkArchive: async (chosen: InboxItem[]) => (await triage()).bulkArchive(chosen),
  };
}
