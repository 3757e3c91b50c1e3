import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { inTransaction, sqlState, TRANSACTION_ATTEMPTS } from './transaction.ts';

/** A database whose transactions fail with the given SQLSTATEs, in turn, before they succeed. */
function failingDb(states: string[]) {
  let attempts = 0;
  const db = {
    transaction: async <T>(work: (tx: Db) => Promise<T>) => {
      const state = states[attempts++];
      if (state) {
        // As Drizzle throws them: the driver's error as the cause.
        throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(state), { code: state }) });
      }
      return work(db as unknown as Db);
    },
  };
  return { db: db as unknown as Db, attempts: () => attempts };
}

describe('inTransaction', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and answers its result', async () => {
    const { db, attempts } = failingDb(['40P01', '40001', '55P03']);
    expect(await inTransaction(db, async () => 'done')).toBe('done');
    expect(attempts()).toBe(4);
  });

  it('gives up after a bounded number of attempts, with the database’s error', async () => {
    const { db, attempts } = failingDb(Array(TRANSACTION_ATTEMPTS + 2).fill('40P01'));
    const error = await inTransaction(db, async () => 'never').catch((e: unknown) => e);
    expect(sqlState(error)).toBe('40P01');
    expect(attempts()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not run again what failed for another reason', async () => {
    const { db, attempts } = failingDb(['23505']);
    const error = await inTransaction(db, async () => 'never').catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(attempts()).toBe(1);
    const thrown = new Error('a bug');
    await expect(
      inTransaction(failingDb([]).db, async () => {
        throw thrown;
      }),
    ).rejects.toBe(thrown);
  });
});
