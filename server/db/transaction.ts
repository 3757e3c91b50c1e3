import type { Db } from './client.ts';

/**
 * SQLSTATEs after which the same transaction, run again, may well succeed: a deadlock (40P01), a serialization
 * failure (40001), a lock that could not be had (55P03). Anything else is not the database's timing.
 */
const RETRYABLE = new Set(['40P01', '40001', '55P03']);
export const TRANSACTION_ATTEMPTS = 5;

/** The SQLSTATE of a failure, whichever driver threw it (Drizzle wraps the driver's error as its cause). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, and runs it again (a bounded number of times, after a short random pause) when
 * the database gave up on it for its timing alone: a deadlock or a serialization failure never reaches a caller
 * while a retry can still succeed. `work` must therefore do nothing outside the database that cannot be done
 * twice; what happens after the commit (events, network calls) belongs after this call.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (!state || !RETRYABLE.has(state) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await pause(Math.random() * 10 * 2 ** attempt);
    }
  }
}
