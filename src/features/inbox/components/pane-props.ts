import type { InboxItem } from '../../../api/generated/types.gen';
import type { Role } from '../../../lib/roles';
import type { ItemRef } from '../api/item-queries';

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
