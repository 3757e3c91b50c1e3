import { Dialog } from '../../../components/ui/dialog';

/** The keys of useInboxKeyboard, and the shell’s `c` (decision 066) that works here too. */
const shortcuts: [string, string][] = [
  ['j / ↓', 'Next item'],
  ['k / ↑', 'Previous item'],
  ['Enter', 'Open the item'],
  ['r', 'Reply: opens the item and puts the cursor in the reply box'],
  ['n', 'Internal note: opens the item and puts the cursor in the note box'],
  ['Shift + R', 'Saved reply: opens the item, its reply box and the saved replies'],
  ['Ctrl + /', 'In the reply box: the saved replies (⌘ + / on a Mac)'],
  ['e', 'Archive (the next item gets the cursor)'],
  ['Shift + E', 'Unarchive (under the Archived filter)'],
  ['u', 'Mark unread (or read)'],
  ['l', 'Like (or unlike)'],
  ['a', 'Assign to me'],
  ['Shift + A', 'Assign to…: choose a teammate, or nobody'],
  ['Shift + L', 'Labels…'],
  ['b', 'Snooze… (the conversation comes back at the time you choose)'],
  ['x', 'Select for bulk actions'],
  ['/', 'Search the inbox'],
  ['Esc', 'In a text box: back to the list. Otherwise: close the conversation'],
  ['c', 'Create post: the composer (on every page)'],
  ['?', 'This list'],
];

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Work through the inbox without the mouse."
    >
      <dl className="grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm">
        {shortcuts.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
