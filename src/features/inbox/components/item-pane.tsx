import { useQuery } from '@tanstack/react-query';
import type { InboxItem } from '../../../api/generated/types.gen';
import { Button } from '../../../components/ui/button';
import type { Role } from '../../../lib/roles';
import { itemOptions, type ItemRef } from '../api/item-queries';
import { OpenItem } from './open-item';

/** What the pane's controls do: the page's own triage actions, so Undo and the keyboard focus work the same. */
export interface PaneActions {
  setRead: (item: InboxItem, read: boolean) => void;
  toggleLike: (item: InboxItem) => void;
  archive: (item: InboxItem) => void;
  unarchive: (item: InboxItem) => void;
  archiveConversation: (item: InboxItem) => void;
  showAuthor: (userId: string) => void;
  close: () => void;
}

export interface ItemPaneProps {
  itemRef: ItemRef;
  listed?: InboxItem;
  zone: string;
  role: Role;
  /** Whether the item is in the archive (it was opened under the Archived filter). */
  archived: boolean;
  /** Put the cursor in the reply box once it is there (the r key); `onReplyFocused` says it was. */
  focusReply: boolean;
  onReplyFocused: () => void;
  actions: PaneActions;
}

/** The open item: its conversation, what can be done to it, and the box to answer it. */
export function ItemPane({ itemRef, listed, ...rest }: ItemPaneProps) {
  const itemQuery = useQuery({
    ...itemOptions(itemRef),
    placeholderData: listed ? { status: 'success' as const, data: listed } : undefined,
  });
  // The listed copy carries optimistic changes (read, like); the fetched one covers items not in the list.
  const item = listed ?? itemQuery.data?.data;
  if (itemQuery.isError && !item) {
    return (
      <div className="p-6">
        <p role="alert">This item is gone: it was deleted, or belongs to another workspace.</p>
        <Button variant="secondary" className="mt-3" onClick={rest.actions.close}>
          Back to inbox
        </Button>
      </div>
    );
  }
  if (!item) return <p className="p-6 text-slate-600">Loading the conversation…</p>;
  return <OpenItem item={item} {...rest} />;
}
