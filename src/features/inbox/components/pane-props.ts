import type { InboxItem, InboxLabel } from '../../../api/generated/types.gen';
import type { Role } from '../../../lib/roles';
import type { ItemRef } from '../api/item-queries';
import type { Assignee } from '../api/assign-item';

/** What the pane's controls do: the page's own triage actions, so Undo and the keyboard focus work the same. */
export interface PaneActions {
  setRead: (item: InboxItem, read: boolean) => void;
  toggleLike: (item: InboxItem) => void;
  archive: (item: InboxItem) => void;
  unarchive: (item: InboxItem) => void;
  archiveConversation: (item: InboxItem) => void;
  showAuthor: (userId: string) => void;
  close: () => void;
  /** Gives the conversation to someone (or nobody); rejects with the service's error when someone else took it. */
  assign: (item: InboxItem, to: Assignee) => Promise<void>;
  label: (item: InboxItem, labels: InboxLabel[]) => void;
  /** Snoozes the conversation until then (`Y-m-d h:i:s`, workspace zone); rejects with the service's refusal. */
  snooze: (item: InboxItem, until: string) => Promise<void>;
}

/** Where the keys put the cursor in the answer area: the reply box, the internal note, or the saved replies. */
export type AnswerFocus = 'reply' | 'note' | 'saved' | null;
/** Which of the toolbar's choosers a key opens (Shift+A, Shift+L, b). */
export type PaneChooser = 'assign' | 'labels' | 'snooze';

export interface ItemPaneProps {
  itemRef: ItemRef;
  listed?: InboxItem;
  zone: string;
  role: Role;
  /** Whether the item is in the archive (it was opened under the Archived filter). */
  archived: boolean;
  /** Where to put the cursor in the answer area once it is there (r, n, Shift+R); `onAnswerFocused` says it was. */
  answerFocus: AnswerFocus;
  onAnswerFocused: () => void;
  /** A chooser to open once the pane is there (Shift+A, Shift+L, b); `onChooserOpened` says it was. */
  chooser: PaneChooser | null;
  onChooserOpened: () => void;
  actions: PaneActions;
}
