import { useSyncExternalStore } from 'react';
import { toastStore } from '../components/ui/toast';

/** How long a deletion can be undone (decisions 006 and 014). */
export const UNDO_WINDOW_MS = 8_000;

/**
 * Things the person deleted whose deletion can still be undone: hidden at once, deleted on the service only when
 * the undo window closes, so Undo never has to re-create anything (a post's slot, its short links and their
 * clicks stay as they were). Kept outside React, so leaving the page keeps a pending deletion going.
 */
export function createPendingDeletes<T>() {
  const pending = new Map<number, T>();
  const listeners = new Set<() => void>();
  let snapshot: readonly T[] = [];
  const changed = () => {
    snapshot = [...pending.values()];
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    add(id: number, entry: T) {
      pending.set(id, entry);
      changed();
    },
    remove(id: number) {
      if (pending.delete(id)) changed();
    },
    /** What is waiting for its window to close, for the lists on screen to leave out. */
    useEntries: (): readonly T[] => useSyncExternalStore(subscribe, () => snapshot),
  };
}

/**
 * Calls `remove` when the undo window closes, unless Undo in the toast (which says `deleted`) comes first: then
 * `restore` runs and a toast says `restored`.
 */
export function deleteAfterUndoWindow(options: {
  deleted: string;
  restored: string;
  remove: () => void;
  restore: () => void;
}) {
  const timer = window.setTimeout(options.remove, UNDO_WINDOW_MS);
  toastStore.show(options.deleted, {
    durationMs: UNDO_WINDOW_MS,
    action: {
      label: 'Undo',
      run: () => {
        window.clearTimeout(timer);
        options.restore();
        toastStore.show(options.restored);
      },
    },
  });
}
