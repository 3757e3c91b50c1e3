import { useSyncExternalStore } from 'react';

/**
 * Drafts the user deleted whose deletion can still be undone. They are hidden at once and deleted on the
 * service only when the undo window closes, so "Undo" never has to re-create anything. The set lives outside
 * React, so leaving the page does not lose a pending deletion.
 */
const pending = new Set<number>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<number> = new Set();

function changed() {
  snapshot = new Set(pending);
  listeners.forEach((listener) => listener());
}

export const pendingDeletes = {
  add(id: number) {
    pending.add(id);
    changed();
  },
  remove(id: number) {
    pending.delete(id);
    changed();
  },
  has: (id: number) => pending.has(id),
};

export function usePendingDeletes(): ReadonlySet<number> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
