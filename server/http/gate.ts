import type { FastifyInstance } from 'fastify';
import { AsyncResource } from 'node:async_hooks';

/**
 * Admission in arrival order (decision 010): at most `size` calls are worked on at once, and the others wait their
 * turn before any work is done for them. Fifty calls worked on at once each wait for the database and the event
 * loop at every step, behind all the others, and a call of five statements queues five times; taken a few at a
 * time, each goes through quickly and the wait is spent once, in line, so that it is about the same for everyone.
 *
 * A call still running `lendAfterMs` after it was let in (one waiting on a social network, say) gives its place to
 * the next in line: a few slow calls never hold up the quick ones behind them.
 */
export function createGate(size: number, lendAfterMs: number) {
  let free = size;
  const line: Array<{ admit: () => void; gone: boolean }> = [];
  let head = 0;

  const admitNext = () => {
    while (head < line.length) {
      const next = line[head]!;
      line[head++] = undefined as never;
      if (head > 1024 && head * 2 > line.length) {
        line.splice(0, head);
        head = 0;
      }
      if (!next.gone) {
        next.admit();
        return;
      }
    }
    free += 1;
  };

  return {
    /** Calls `admit` once the call may begin; the answer is `leave`, called once the call is over or abandoned. */
    enter(admit: () => void): () => void {
      let state: 'waiting' | 'in' | 'out' = 'waiting';
      let timer: NodeJS.Timeout | undefined;
      const place = { admit: () => start(), gone: false };
      const giveBack = () => {
        if (state !== 'in') return;
        state = 'out';
        admitNext();
      };
      const start = () => {
        state = 'in';
        timer = setTimeout(giveBack, lendAfterMs);
        admit();
      };
      if (free > 0) {
        free -= 1;
        start();
      } else {
        // Admitted later from another call's ending: in this call's own async context (its arrival number). A
        // resource run later, not AsyncResource.bind, which also builds a deprecated getter on every call (1.4% of
        // the service's time under the busy team).
        const context = new AsyncResource('SocialDeskGate');
        const start = place.admit;
        place.admit = () => context.runInAsyncScope(start);
        line.push(place);
      }
      return () => {
        if (timer) clearTimeout(timer);
        if (state === 'waiting') place.gone = true;
        giveBack();
        state = 'out';
      };
    },
    /** How many calls wait for their turn (for tests and diagnostics). */
    get waiting() {
      return line.length - head - line.slice(head).filter((p) => p.gone).length;
    },
  };
}

export type Gate = ReturnType<typeof createGate>;

/**
 * Paths worked on in turns: the API and short links. Not event streams (they stay open), nor the health and
 * readiness checks (a load balancer must see a busy instance as alive and taking work), nor the dashboard's files.
 */
const gated = (url: string) =>
  (url.startsWith('/api/') &&
    !url.startsWith('/api/events/stream') &&
    !/^\/api\/(?:health|ready)(?:[/?]|$)/.test(url)) ||
  url.startsWith('/l/');

/** Puts every gated request through a gate of `size` (0: none), released when its answer is over. */
export function registerGate(app: FastifyInstance, size: number, lendAfterMs = 100): Gate | undefined {
  if (size === 0) return undefined;
  const gate = createGate(size, lendAfterMs);
  app.addHook('onRequest', (request, reply, done) => {
    if (!gated(request.url)) return done();
    const leave = gate.enter(() => done());
    reply.raw.once('close', leave);
  });
  return gate;
}
