import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { DatabaseAway } from './availability.ts';

/** What the service asks of PGlite (through Drizzle): statements, transactions, a dump, closing. */
export type PgliteClient = Pick<PGlite, 'query' | 'transaction' | 'dumpDataDir' | 'close'>;

type Answer = { id: number; result?: unknown; error?: { message: string; code?: string } & Record<string, unknown> };
type Results = Awaited<ReturnType<PGlite['query']>>;

/**
 * The embedded database on a worker thread (`pglite-worker.mjs`): PostgreSQL's WebAssembly and the parsing of its
 * answers run there, on the second core, while this thread serves HTTP. Behaves as a PGlite client for Drizzle:
 * `query` (rows as objects or arrays, timestamps as text, as Drizzle asks), `transaction` (its statements go to
 * the transaction it began, which holds the database until it commits or rolls back), `dumpDataDir`, `close`.
 * Answers carry their rows and the count of rows affected, not the columns' descriptions (Drizzle reads rows by
 * position or name). A failed statement rejects with PostgreSQL's fields (code, detail…), as PGlite's own errors
 * carry them.
 */
export async function openPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  startParams: string[];
  /** Told when the thread stopped and when it runs again. */
  onTrouble?: (what: string, error?: Error) => void;
}): Promise<PgliteClient & { crash(): Promise<void> }> {
  const load = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  /** Why calls cannot be made now: the thread stopped (for good, or until it runs again). */
  let failure: Error | undefined;
  let closing = false;

  const spawn = (data?: ArrayBuffer) => {
    const next = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        pglite: import.meta.resolve('@electric-sql/pglite'),
        dataDir: options.dataDir,
        options: { startParams: options.startParams },
        load: data,
      },
      transferList: data ? [data] : [],
      // Its garbage is short-lived (parsed answers on their way out): a small young generation, as in the main thread.
      resourceLimits: { maxYoungGenerationSizeMb: 6 },
    });
    next.on('message', ({ id, result, error }: Answer) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (!error) call?.resolve(result);
      else {
        const { message, ...fields } = error;
        call?.reject(Object.assign(new Error(message), fields));
      }
    });
    next.on('error', (error) => stopped(next, error));
    next.on('exit', (code) => stopped(next, new Error(`exit code ${code}`)));
    return next;
  };
  let worker = spawn(load);

  /**
   * The thread stopped without being closed (a crash of the WebAssembly, an out-of-memory): calls under way fail as
   * the database being away, and a database in a directory is opened again on a new thread (PostgreSQL replays its
   * log), while calls meanwhile fail the same way. One in memory is gone with its thread.
   */
  function stopped(which: Worker, cause: Error) {
    if (which !== worker || closing || failure) return;
    failure = new DatabaseAway(`The database thread stopped (${cause.message}).`, { cause });
    for (const call of waiting.values()) call.reject(failure);
    waiting.clear();
    void which.terminate();
    options.onTrouble?.('the database thread stopped', cause);
    if (options.dataDir) void restart();
  }

  async function restart() {
    for (let attempt = 0; !closing; attempt++) {
      worker = spawn();
      const id = nextId++;
      const ready = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ op: 'ready', id });
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      const up = await Promise.race([ready.then(() => true), exited.then(() => false)]).catch(() => false);
      if (up) {
        failure = undefined;
        options.onTrouble?.('the database thread runs again');
        return;
      }
      waiting.delete(id);
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
    }
  }

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  await call({ op: 'ready' });

  let nextTransaction = 0;
  const query = (tx: number | undefined) =>
    ((sql: string, params?: unknown[], opts?: { rowMode?: 'array' | 'object' }) =>
      call<Results>({
        op: 'query',
        sql,
        params: params ?? [],
        rowMode: opts?.rowMode ?? 'object',
        tx,
      })) as PGlite['query'];

  return {
    query: query(undefined),
    transaction: (async <T>(work: (tx: { query: PGlite['query'] }) => Promise<T>): Promise<T> => {
      const tx = nextTransaction++;
      // Its statements follow the begin without waiting for its answer (the database thread queues them until
      // the transaction has the database): one crossing between the threads fewer while it holds the database.
      const begun = call({ op: 'begin', tx });
      begun.catch(() => undefined);
      let result: T;
      try {
        result = await work({ query: query(tx) });
        await begun;
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    }) as unknown as PGlite['transaction'],
    dumpDataDir: (async (compression?: 'none' | 'gzip' | 'auto') =>
      new Blob([await call<ArrayBuffer>({ op: 'dump', compression })])) as PGlite['dumpDataDir'],
    close: async () => {
      closing = true;
      if (!failure) await call({ op: 'close' });
      await worker.terminate();
    },
    /** Ends the thread as a crash would (for the tests of what follows). */
    crash: async () => {
      await worker.terminate();
    },
  };
}
