import type { FastifyInstance } from 'fastify';
/**
 * Admission in arrival order (decision 010): at most `size` calls are worked on at once, and the others wait their
 * turn before any work is done for them. Fifty calls worked on at once each wait for the database and the event
 * loop at every step, behind all the others, and a call of five statements queues five times; taken a few at a
 * time, each goes through quickly and the wait is spent once, in line, so that it is about the same for everyone.
 *
 * A call still running `lendAfterMs` after it was let in (one waiting on a social network, say) gives its place to
 * the next in line: a few slow calls never hold up the quick ones behind them. One timer watches the calls let in,
 * not one per call: under load a timer set and cleared for every call was a fiftieth of a cached answer's time.
 */
export function createGate(size: number, lendAfterMs: number, now: () => number = () => Date.now()) {
  let free = size;
  const line: Array<{ admit: () => void; gone: boolean; left: () => boolean }> = [];
  let head = 0;
  /** The calls let in that hold their place, in the order they were let in. */
  const inside = new Set<{ since: number; giveBack: () => void }>();
  let lending: NodeJS.Timeout | undefined;

  const admitNext = () => {
    while (head < line.length) {
      const next = line[head]!;
      line[head++] = undefined as never;
      if (head > 1024 && head * 2 > line.length) {
        line.splice(0, head);
        head = 0;
      }
      if (!next.gone && !next.left()) {
        next.admit();
        return;
      }
    }
    free += 1;
  };

  /** Lends the places of the calls let in `lendAfterMs` ago or more; then waits for the next to be. */
  const lendOverdue = () => {
    lending = undefined;
    const time = now();
    for (const call of inside) {
      if (time - call.since < lendAfterMs) {
        lending = setTimeout(lendOverdue, call.since + lendAfterMs - time).unref();
        return;
      }
      call.giveBack();
    }
  };

  return {
    /**
     * Calls `admit` once the call may begin, unless `left` says by then that its client went away; the answer is
     * `leave`, called once the call is over or abandoned.
     */
    enter(admit: () => void, left: () => boolean = () => false): () => void {
      let state: 'waiting' | 'in' | 'out' = 'waiting';
      const place = { admit: () => start(), gone: false, left };
      const call = { since: 0, giveBack: () => giveBack() };
      const giveBack = () => {
        if (state !== 'in') return;
        state = 'out';
        inside.delete(call);
        admitNext();
      };
      const start = () => {
        state = 'in';
        call.since = now();
        inside.add(call);
        lending ??= setTimeout(lendOverdue, lendAfterMs).unref();
        admit();
      };
      if (free > 0) {
        free -= 1;
        start();
      } else {
        line.push(place);
      }
      return () => {
        if (state === 'waiting') place.gone = true;
        giveBack();
        state = 'out';
      };
    },
    /** How many calls wait for their turn (for tests and diagnostics). */
    get waiting() {
      return line.slice(head).filter((p) => !p.gone && !p.left()).length;
    },
  };
}

export type Gate = ReturnType<typeof createGate>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives the call's place in the gate back (or leaves the line); undefined for calls that do not queue. */
    leaveLine: (() => void) | null;
  }
}

/**
 * Paths worked on in turns: the API and short links. Not event streams (they stay open), nor the health and
 * readiness checks (a load balancer must see a busy instance as alive and taking work), nor the dashboard's files.
 */
const gated = (url: string) =>
  (url.startsWith('/api/') &&
    !url.startsWith('/api/events/stream') &&
    !/^\/api\/(?:health|ready)(?:[/?]|$)/.test(url)) ||
  url.startsWith('/l/');

/**
 * Puts every gated request through a gate of `size` (0: none). A call gives its place back once its answer is
 * ready: what is left, writing it and (several instances) waiting until other instances were told of a write
 * (decision 019), is not work for this instance. A call whose client went away while it waited is passed over when
 * its turn comes (Node destroys a request whose connection closed): asked then rather than told by a listener on
 * every call, which cost a cached answer 1-2% of its time (decision 051).
 */
export function registerGate(app: FastifyInstance, size: number, lendAfterMs = 100): Gate | undefined {
  if (size === 0) return undefined;
  const gate = createGate(size, lendAfterMs);
  app.decorateRequest('leaveLine', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (!gated(request.url)) return done();
    request.leaveLine = gate.enter(
      () => done(),
      () => request.raw.destroyed,
    );
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.leaveLine?.();
    done(null, payload);
  });
  return gate;
}
