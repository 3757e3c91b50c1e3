import { useEffect, useRef } from 'react';

export interface InboxKeys {
  next: () => void;
  previous: () => void;
  open: () => void;
  archive: () => void;
  toggleUnread: () => void;
  toggleLike: () => void;
  reply: () => void;
  toggleSelect: () => void;
  help: () => void;
  close: () => void;
}

const TEXT_ENTRY =
  'textarea, select, [contenteditable="true"], input:not([type="checkbox"]):not([type="radio"]):not([type="button"])';

/** Keys typed into a field that takes text (or picks by letter), with a modifier, or under a dialog, are not shortcuts. */
function ignored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest(TEXT_ENTRY)) return true;
  return document.querySelector('dialog[open]') !== null;
}

/** The inbox's keyboard: j/k next/previous, Enter open, e archive, u unread, l like, r reply, x select, ? help. */
export function useInboxKeyboard(keys: InboxKeys) {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const k = current.current;
      const onRow = (event.target as HTMLElement | null)?.id.startsWith('inbox-row-') ?? false;
      const map: Record<string, (() => void) | undefined> = {
        j: k.next,
        ArrowDown: onRow ? k.next : undefined,
        k: k.previous,
        ArrowUp: onRow ? k.previous : undefined,
        // On a row, Enter already clicks its button, which opens the item.
        Enter: onRow ? undefined : k.open,
        e: k.archive,
        u: k.toggleUnread,
        l: k.toggleLike,
        r: k.reply,
        x: k.toggleSelect,
        '?': k.help,
        Escape: k.close,
      };
      const run = map[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
