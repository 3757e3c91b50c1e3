// The embedded database on a thread of its own (server/db/pglite-remote.ts is the other end). Plain JavaScript, so
// that Node runs it as it is, from the sources and from the service bundle alike.
import { parentPort, workerData } from 'node:worker_threads';

const { PGlite, types } = await import(workerData.pglite);

// What Drizzle asks for (drizzle-orm/pglite/session.js): dates, times and intervals as PostgreSQL writes them. Set
// once in the database's table of parsers (after it has added its array types, which would replace ours) rather
// than given with each statement, which makes PGlite copy its whole table each time.
const asText = (value) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
);

const options = { ...workerData.options };
if (workerData.load) options.loadDataDir = new Blob([workerData.load]);
const db = await PGlite.create(workerData.dataDir, options);
Object.assign(db.parsers, parsers);

/** Transactions under way: their handle, and how to end them. */
const transactions = new Map();

const reply = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) =>
  parentPort.postMessage({
    id,
    error: {
      message: error?.message ?? String(error),
      // A DatabaseError's fields, so that the caller can tell a deadlock from a unique violation.
      ...Object.fromEntries(
        ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'where', 'position'].flatMap(
          (key) => (error?.[key] === undefined ? [] : [[key, error[key]]]),
        ),
      ),
    },
  });

async function query({ sql, params, rowMode, tx }) {
  const open = tx === undefined ? undefined : transactions.get(tx);
  if (tx !== undefined && !open) throw new Error('That transaction has ended.');
  // A transaction's first statements may come before it has the database: they wait for it.
  const on = open ? await open.ready : db;
  // The rows only: every answer is copied between the threads, and the columns' names and types (which nothing of
  // the service reads) were most of a one-row answer's bytes, and of this thread's time spent copying it.
  const { rows, affectedRows } = await on.query(sql, params, { rowMode });
  return { rows, affectedRows };
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    switch (op) {
      case 'ready':
        return reply(id, true);
      case 'query':
        return reply(id, await query(message));
      case 'begin': {
        // The transaction holds the database until its end arrives; its statements come as queries naming it,
        // possibly before it has begun (the caller does not wait for this answer before sending them).
        let end;
        const ended = new Promise((resolve, reject) => (end = { resolve, reject }));
        let started;
        const ready = new Promise((resolve, reject) => (started = { resolve, reject }));
        ready.catch(() => undefined);
        const open = { end, ready, done: undefined };
        transactions.set(message.tx, open);
        open.done = db
          .transaction(async (handle) => {
            started.resolve(handle);
            reply(id, true);
            return ended;
          })
          .finally(() => transactions.delete(message.tx));
        // A transaction that could not begin answers its error here, and to the statements waiting for it.
        open.done.catch((error) => {
          started.reject(error);
          fail(id, error);
        });
        return;
      }
      case 'commit':
      case 'rollback': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error('That transaction has ended.');
        if (op === 'commit') {
          open.end.resolve();
          await open.done; // COMMIT's own failure is the caller's to hear
        } else {
          open.end.reject(new Error('rolled back'));
          await open.done.catch(() => undefined);
        }
        return reply(id, true);
      }
      case 'dump': {
        const blob = await db.dumpDataDir(message.compression);
        return reply(id, await blob.arrayBuffer());
      }
      case 'close':
        await db.close();
        return reply(id, true);
      default:
        throw new Error(`Unknown operation ${op}`);
    }
  } catch (error) {
    fail(id, error);
  }
});
