import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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

/** A row another one's unique key already holds. */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs `write`, and answers `refusal()` instead of the database's error when it met a unique key another row holds (a
 * name taken, by a row made meanwhile too): the caller's words for a conflict, never a 500.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw refusal();
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, and runs it again (a bounded number of times, after a short random pause) when
 * the database gave up on it for its timing alone: a deadlock or a serialization failure never reaches a caller
 * while a retry can still succeed. `work` must therefore do nothing outside the database that cannot be done
 * twice; what happens after the commit (events, network calls) belongs after this call.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return retrying(db, () => db.transaction(work));
}

/** Who hears of the transactions run again on a database handle (the metrics of the deps built on it). */
const retryListeners = new WeakMap<Db, (sqlState: string) => void>();

/** `listener` hears the SQLSTATE of every transaction on `db` that is run again; the last one set is heard. */
export function onTransactionRetry(db: Db, listener: (sqlState: string) => void): void {
  retryListeners.set(db, listener);
}

async function retrying<T>(db: Db, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const state = sqlState(error);
      if (!state || !RETRYABLE.has(state) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      retryListeners.get(db)?.(state);
      await pause(Math.random() * 10 * 2 ** attempt);
    }
  }
}

/** Statements a transaction of `inOpenedTransaction` sends with its COMMIT. */
const atCommitOf = new WeakMap<Db, string[]>();

/**
 * A statement that ends a transaction's work (its last write, whose answer nothing waits for): on PostgreSQL, in a
 * transaction of `inOpenedTransaction`, it goes to the server with the COMMIT, in one round trip; otherwise it
 * runs at once. `text` is SQL with its values written in (no parameters): only values the service made itself
 * (numbers, times it formatted), never a caller's text. Should it fail, the transaction fails and changes nothing.
 */
export async function atCommit(tx: Db, text: string): Promise<void> {
  const pending = atCommitOf.get(tx);
  if (pending) pending.push(text);
  else await tx.execute(sql.raw(text));
}

/** The rows of a statement given as text with its values written in (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Db, text: string): Promise<Row[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
}

/** The connection pool behind a PostgreSQL handle (node-postgres), or undefined for PGlite or a transaction's. */
function poolOf(db: Db): pg.Pool | undefined {
  const session: unknown = db._.session;
  if (!(session instanceof NodePgSession)) return undefined;
  const { client } = session as unknown as { client: unknown };
  return client instanceof pg.Pool ? client : undefined;
}

/** The connections of a PostgreSQL handle's pool now, for the metrics; undefined for PGlite. */
export function poolCounts(db: Db): { total: number; idle: number; waiting: number; max: number } | undefined {
  const pool = poolOf(db);
  if (!pool) return undefined;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
}

/** A Drizzle handle on a connection where this module began the transaction, built as Drizzle builds its own. */
function transactionOn(db: Db, client: pg.PoolClient): Db {
  const base = db._.session as unknown as { dialect: never; schema: never; options: never };
  const session = new NodePgSession(client, base.dialect, base.schema, base.options);
  return new NodePgTransaction(base.dialect, session, base.schema) as unknown as Db;
}

/**
 * `inTransaction`, for a transaction whose first statements are known before it begins (the locks it takes, what it
 * reads under them) and whose last writes need no answer: on PostgreSQL those first statements travel with the BEGIN
 * and those last ones with the COMMIT (`atCommit`), which saves round trips to the server, each a wait during which
 * the transaction holds its locks. `opening` is SQL with its values written in (no parameters), as for `atCommit`;
 * its statements run in their order, each seeing what the ones before it did, and `work` gets the rows of each.
 * Retried like `inTransaction`.
 */
export async function inOpenedTransaction<T>(
  db: Db,
  opening: readonly string[],
  work: (tx: Db, opened: Record<string, unknown>[][]) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return inTransaction(db, async (tx) => {
      const opened: Record<string, unknown>[][] = [];
      for (const statement of opening) opened.push(await rowsOf(tx, statement));
      return work(tx, opened);
    });
  }
  return retrying(db, async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // Several statements answer a result each; BEGIN alone answers one.
      const answer = (await client.query(['begin', ...opening].join(';\n'))) as unknown as
        pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(answer) ? answer : [answer];
      const tx = transactionOn(db, client);
      const pending: string[] = [];
      atCommitOf.set(tx, pending);
      const result = await work(
        tx,
        results.slice(1).map((r) => r.rows as Record<string, unknown>[]),
      );
      await client.query([...pending, 'commit'].join(';\n'));
      return result;
    } catch (error) {
      // Also after a failure in the statements sent with the COMMIT: the transaction is then aborted, still open.
      await client.query('rollback').catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  });
}
