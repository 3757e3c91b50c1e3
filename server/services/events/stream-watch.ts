import { revokedAmong } from '../workspaces/tokens.ts';
import type { ServiceDeps } from '../deps.ts';

export type EndReason = 'token_revoked' | 'token_expired';

/** How often open streams' tokens are checked in the database, besides the revocations heard on the bus. */
export const STREAM_CHECK_MS = 30_000;
/** setTimeout's longest wait; a token living longer is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends this instance's event streams when their token stops working: at its expiry (a timer), at once when a
 * revocation is heard on the bus (from any instance), and, should that message be lost, at the next check of the
 * open streams' tokens in the database (one query for them all, while any stream is open).
 */
export function createStreamWatch(deps: Pick<ServiceDeps, 'db' | 'events'>, checkMs = STREAM_CHECK_MS) {
  const streams = new Map<number, Set<(reason: EndReason) => void>>();
  let sweep: NodeJS.Timeout | undefined;

  const endAll = (tokenIds: number[], reason: EndReason) => {
    for (const id of tokenIds) for (const end of [...(streams.get(id) ?? [])]) end(reason);
  };
  deps.events.onTokensRevoked((ids) => endAll(ids, 'token_revoked'));

  const check = () =>
    revokedAmong(deps.db, [...streams.keys()]).then(
      (revoked) => endAll(revoked, 'token_revoked'),
      () => undefined, // The database is away: the next check tries again.
    );

  return {
    /** Watches a stream's token; `end` is called once at most. Answers how to stop watching. */
    watch(tokenId: number, expiresAt: Date, end: (reason: EndReason) => void): () => void {
      let ended = false;
      let expiry: NodeJS.Timeout | undefined;
      const once = (reason: EndReason) => {
        if (ended) return;
        ended = true;
        stop();
        end(reason);
      };
      const armExpiry = () => {
        const left = expiresAt.getTime() - Date.now();
        expiry = setTimeout(
          () => (left > MAX_TIMER_MS ? armExpiry() : once('token_expired')),
          Math.min(left, MAX_TIMER_MS),
        );
        expiry.unref();
      };
      armExpiry();
      const set = streams.get(tokenId) ?? new Set();
      streams.set(tokenId, set.add(once));
      if (!sweep) {
        sweep = setInterval(() => void check(), checkMs);
        sweep.unref();
      }
      function stop() {
        clearTimeout(expiry);
        set.delete(once);
        if (set.size === 0) streams.delete(tokenId);
        if (streams.size === 0 && sweep) {
          clearInterval(sweep);
          sweep = undefined;
        }
      }
      return stop;
    },
  };
}
