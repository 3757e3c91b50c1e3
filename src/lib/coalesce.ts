/**
 * Gathers what arrives within `ms` and hands it over at once: a burst of events (a busy team, a publishing round)
 * costs one refresh instead of one per event, and the first of a quiet moment waits no longer than `ms`.
 */
export function coalesce<T>(ms: number, flush: (items: T[]) => void) {
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(...items: T[]) {
      pending.push(...items);
      timer ??= setTimeout(() => {
        const batch = pending;
        pending = [];
        timer = undefined;
        flush(batch);
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
