import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/** What the service asks of PGlite (through Drizzle): statements, transactions, a dump, closing. */
export type PgliteClient = Pick<PGlite, 'query' | 'transaction' | 'dumpDataDir' | 'close'>;

type Answer = { id: number; result?: unknown; error?: { message: string; code?: string } & Record<string, unknown> };
type Results = Awaited<ReturnType<PGlite['query']>>;

/**
 * The embedded database on a worker thread (`pglite-worker.mjs`): PostgreSQL's WebAssembly and the parsing of its
 * answers run there, on the second core, while this thread serves HTTP. Behaves as a PGlite client for Drizzle:
 * `query` (rows as objects or arrays, timestamps as text, as Drizzle asks), `transaction` (its statements go to
 * the transaction it began, which holds the database until it commits or rolls back), `dumpDataDir`, `close`.
 * A failed statement rejects with PostgreSQL's fields (code, detail…), as PGlite's own errors carry them.
 */
export async function openPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  startParams: string[];
}): Promise<PgliteClient> {
  const load = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      pglite: import.meta.resolve('@electric-sql/pglite'),
      dataDir: options.dataDir,
      options: { startParams: options.startParams },
      load,
    },
    transferList: load ? [load] : [],
    // Its garbage is short-lived (parsed answers on their way out): a small young generation, as in the main thread.
    resourceLimits: { maxYoungGenerationSizeMb: 6 },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  worker.on('message', ({ id, result, error }: Answer) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (!error) call?.resolve(result);
    else {
      const { message, ...fields } = error;
      call?.reject(Object.assign(new Error(message), fields));
    }
  });
  const stop = (error: Error) => {
    failure = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code}).`)));

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
      await call({ op: 'close' });
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
