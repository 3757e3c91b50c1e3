import { useEffect, useRef, type RefObject } from 'react';
import { mayBeShortcut, TEXT_ENTRY } from '../../../lib/shortcut-keys';

export interface InboxKeys {
  next: () => void;
  previous: () => void;
  open: () => void;
  archive: () => void;
  unarchive: () => void;
  toggleUnread: () => void;
  toggleLike: () => void;
  reply: () => void;
  /** Opens the item with the cursor in its internal note. */
  note: () => void;
  /** Opens the item, its reply box and the saved replies. */
  savedReply: () => void;
  assignToMe: () => void;
  /** Opens the item and its choosers: whom to assign, which labels, until when to snooze. */
  assign: () => void;
  labels: () => void;
  snooze: () => void;
  toggleSelect: () => void;
  search: () => void;
  help: () => void;
  close: () => void;
  /** Esc in a text box of the inbox: back to the list, so the next keys are shortcuts again, not text. */
  leaveField: (field: HTMLElement) => void;
}

/**
 * The inbox's keyboard (listed in the shortcuts dialog). Keys typed into a field that takes text, with a modifier, or under a
 * dialog, are not shortcuts; Esc in a field of the inbox (`scope`) leaves it for the list.
 */
export function useInboxKeyboard(keys: InboxKeys, scope: RefObject<HTMLElement | null>) {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!mayBeShortcut(event)) return;
      const k = current.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const field = target?.closest<HTMLElement>(TEXT_ENTRY);
      if (field) {
        if (event.key === 'Escape' && scope.current?.contains(field)) {
          event.preventDefault();
          k.leaveField(field);
        }
        return;
      }
      const onRow = target?.id.startsWith('inbox-row-') ?? false;
      const map: Record<string, (() => void) | undefined> = {
        j: k.next,
        ArrowDown: onRow ? k.next : undefined,
        k: k.previous,
        ArrowUp: onRow ? k.previous : undefined,
        // On a row (or any control) Enter already clicks it; only with nothing focused does it open the item.
        Enter: !target || target === document.body ? k.open : undefined,
        e: k.archive,
        E: k.unarchive,
        u: k.toggleUnread,
        l: k.toggleLike,
        r: k.reply,
        R: k.savedReply,
        n: k.note,
        a: k.assignToMe,
        A: k.assign,
        L: k.labels,
        // As Gmail's.
        b: k.snooze,
        x: k.toggleSelect,
        '/': k.search,
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
  }, [scope]);
}
