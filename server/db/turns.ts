/**
 * `atOnce` callers at a time, in the order they asked, with one turn of the event loop before each: the turn lets
 * the event loop read the connections and requests that arrived meanwhile. Requests reach the database a few at a
 * time already (the admission line, `server/http/gate.ts`), so first come is first served here too (decision 051).
 */
export function createTurns(atOnce = 1) {
  const waiting: Array<() => void> = [];
  let head = 0;
  let busy = 0;

  const pump = () => {
    if (busy >= atOnce || head === waiting.length) return;
    busy += 1;
    setImmediate(() => {
      if (head === waiting.length) {
        // Another slot took what was waiting.
        busy -= 1;
        return;
      }
      const next = waiting[head]!;
      waiting[head++] = undefined as never;
      if (head === waiting.length) {
        waiting.length = 0;
        head = 0;
      }
      next();
    });
  };

  return function inTurn<T>(call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        call()
          .then(resolve, reject)
          .finally(() => {
            busy -= 1;
            pump();
          });
      });
      pump();
    });
  };
}
