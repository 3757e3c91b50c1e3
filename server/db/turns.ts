import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The order in which work arrived: a request takes a number as it arrives (`arrival.run` in the HTTP layer), and
 * everything it does runs under that number. Work with no number (the publisher, the simulator) counts as new.
 */
export const arrival = new AsyncLocalStorage<number>();
let arrivals = 0;
export const nextArrival = () => ++arrivals;

/**
 * `atOnce` callers at a time, with one turn of the event loop before each, the earliest arrival first: a request
 * that has begun its statements finishes them before later requests begin theirs (so a request of five statements
 * does not queue five times behind the crowd), and the turn lets the event loop read the connections and requests
 * that arrived meanwhile.
 */
export function createTurns(atOnce = 1) {
  const waiting: { order: number; seq: number; start: () => void }[] = [];
  let busy = 0;
  let seq = 0;

  const pump = () => {
    if (busy >= atOnce || waiting.length === 0) return;
    busy += 1;
    setImmediate(() => {
      if (waiting.length === 0) {
        // Another slot took what was waiting.
        busy -= 1;
        return;
      }
      let first = 0;
      for (let i = 1; i < waiting.length; i++) {
        const a = waiting[i]!;
        const b = waiting[first]!;
        if (a.order < b.order || (a.order === b.order && a.seq < b.seq)) first = i;
      }
      const [next] = waiting.splice(first, 1);
      next!.start();
    });
  };

  return function inTurn<T>(call: () => Promise<T>): Promise<T> {
    const order = arrival.getStore() ?? nextArrival();
    return new Promise<T>((resolve, reject) => {
      waiting.push({
        order,
        seq: seq++,
        start: () => {
          call()
            .then(resolve, reject)
            .finally(() => {
              busy -= 1;
              pump();
            });
        },
      });
      pump();
    });
  };
}
