import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';
import { openPgliteThread, type PgliteClient } from './pglite-remote.ts';
import { createTurns } from './turns.ts';

export type Schema = typeof schema;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- both drivers' result kinds
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn once across every instance sharing the database (migrations, seeding). */
  exclusively<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory, for cloning test databases. */
  dump?: () => Promise<Blob>;
  /** PGlite on its thread only: ends the thread as a crash would (tests). */
  crash?: () => Promise<void>;
  /** PostgreSQL only: messages between the instances sharing the database (LISTEN/NOTIFY). */
  messages?: Messages;
  /**
   * Hears what went wrong with the database's connections and what came right again (for the log): a connection
   * ended by the server, the embedded database's thread restarted. Nothing of it is a caller's failure.
   */
  onTrouble(listener: TroubleListener): void;
}

export type TroubleListener = (what: string, error?: Error) => void;

/** Listeners of a database's trouble, told in turn; none of them may throw into the driver. */
function troubleList() {
  const listeners: TroubleListener[] = [];
  return {
    add: (listener: TroubleListener) => void listeners.push(listener),
    tell: (what: string, error?: Error) => {
      for (const listener of listeners) listener(what, error);
    },
  };
}

export interface Messages {
  /** Sends payloads (each under 8,000 bytes), in their order, to every listener of the topic, in every instance. */
  send(topic: string, payloads: readonly string[]): Promise<void>;
  /**
   * Hears the topic on a connection of its own, reconnecting when it drops; `onResumed` runs once the connection is
   * back (what was sent meanwhile was not heard).
   */
  listen(topic: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<Listening>;
}

export interface Listening {
  /**
   * Answers true once every message that other instances sent before the call has reached `onPayload`; false
   * when that cannot be known now (the connection is down, or the answer took too long).
   */
  heard(): Promise<boolean>;
  stop(): Promise<void>;
}

/** Payloads of the markers `heard` sends itself, never handed to `onPayload`. */
const MARK = 'mark:';
/** How long `heard` waits for its marker before answering that it cannot tell. */
const MARK_TIMEOUT_MS = 2_000;
/** The longest wait between two attempts to listen again. */
const RELISTEN_MAX_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function postgresMessages(url: string, pool: pg.Pool, trouble: ReturnType<typeof troubleList>): Messages {
  return {
    send: async (topic, payloads) => {
      await pool.query(
        'select pg_notify($1, payload) from unnest($2::text[]) with ordinality as sent(payload, n) order by n',
        [topic, payloads],
      );
    },
    async listen(topic, onPayload, onResumed) {
      let stopped = false;
      /** The connection that listens, once it does; undefined while (re)connecting. */
      let client: pg.Client | undefined;
      const marks = new Map<string, (heard: boolean) => void>();
      const prefix = `${MARK}${randomUUID()}:`;
      let nextMark = 0;

      const dropped = () => {
        client = undefined;
        for (const settle of marks.values()) settle(false);
        marks.clear();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url, keepAlive: true });
        next.on('notification', (message) => {
          if (message.channel !== topic || message.payload === undefined) return;
          if (message.payload.startsWith(MARK)) marks.get(message.payload)?.(true);
          else onPayload(message.payload);
        });
        next.on('error', () => undefined);
        try {
          await next.connect();
          // Markers need no durability: they only have to come back after what was committed before them.
          await next.query('set synchronous_commit = off');
          await next.query(`listen "${topic.replaceAll('"', '')}"`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        next.on('end', () => {
          if (client !== next) return;
          dropped();
          if (!stopped) {
            trouble.tell('lost the connection that hears other instances; listening again');
            void relisten();
          }
        });
        client = next;
      };
      const relisten = async () => {
        for (let attempt = 0; !stopped; attempt++) {
          await pause(Math.min(RELISTEN_MAX_MS, 250 * 2 ** attempt));
          if (stopped) return;
          try {
            await connect();
          } catch {
            continue;
          }
          trouble.tell('hears other instances again');
          onResumed?.();
          return;
        }
      };

      /** Sends a marker and answers whether it came back: everything committed before it came back first. */
      const mark = (): Promise<boolean> => {
        const listening = client;
        if (!listening) return Promise.resolve(false);
        const payload = `${prefix}${nextMark++}`;
        return new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => settle(false), MARK_TIMEOUT_MS);
          const settle = (heard: boolean) => {
            clearTimeout(timer);
            marks.delete(payload);
            resolve(heard);
          };
          marks.set(payload, settle);
          listening.query('select pg_notify($1, $2)', [topic, payload]).catch(() => settle(false));
        });
      };
      // Callers that ask while a marker is out share the next one: the one out may have left before their question.
      let out: Promise<boolean> | undefined;
      let following: Promise<boolean> | undefined;
      const round = () => {
        const sent = mark();
        out = sent;
        void sent.finally(() => {
          if (out === sent) out = undefined;
        });
        return sent;
      };

      await connect();
      return {
        heard() {
          if (!out) return round();
          following ??= out.then(() => {
            following = undefined;
            return round();
          });
          return following;
        },
        async stop() {
          stopped = true;
          const listening = client;
          dropped();
          await listening?.end();
        },
      };
    },
  };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const SETUP_LOCK = 7_272_020;

/**
 * `poolSize` connections at most: a transaction holds one while it waits for a lock, so ten (node-postgres's
 * default) starved the reads of fifty busy people behind a few writes to one channel (decision 010).
 *
 * A connection the server ends (a restart, a failover, `pg_terminate_backend`, a pooler's idle timeout) reports an
 * error on its client: unheard, Node would end the process. The pool drops such a client and makes a new one for
 * the next call; a call that was on it fails as the database being away (decision 019).
 */
export function openPostgres(url: string, poolSize = 20): Database {
  const trouble = troubleList();
  // A connection that cannot be made within this is the database being away (a black-holed address would otherwise
  // hold every call for as long as TCP tries); long enough for a burst's calls waiting for a free connection.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, keepAlive: true, connectionTimeoutMillis: 30_000 });
  pool.on('error', (error) => trouble.tell('a database connection ended; the next call opens another', error));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    async exclusively(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        return await fn(drizzlePg(client, { schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    messages: postgresMessages(url, pool, trouble),
    onTrouble: trouble.add,
  };
}

/**
 * PostgreSQL's default buffer sizes are meant for a server of its own; embedded, they are the service's memory.
 * With these, pages not in the buffers are read through the operating system's file cache, which is not ours.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * Calls from outside a transaction take turns at the database (`createTurns`): one at a time, the earliest request
 * first, with a turn of the event loop before each. In this thread PGlite runs each statement synchronously and
 * hands the database to the next waiter in a promise continuation, so without turns the event loop would never
 * poll the network under load. (The statements of a transaction run on its own handle, back to back.)
 */
function inTurns<C extends PgliteClient>(client: C, atOnce: number): C {
  const inTurn = createTurns(atOnce);
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    inTurn(() => transaction(...args))) as typeof client.transaction;
  return client;
}

/**
 * PGlite in a directory, in memory (no dataDir), or cloned from a dump; in this thread, or (`thread`, what the
 * service runs) on a worker thread of its own, so that PostgreSQL works on one core while HTTP is served on the
 * other.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; thread?: boolean } = {},
): Promise<Database> {
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];
  const trouble = troubleList();
  const client: PgliteClient = options.thread
    ? await openPgliteThread({
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir,
        startParams,
        onTrouble: trouble.tell,
      })
    : await PGlite.create(options.dataDir, {
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        startParams,
      });
  // On its own thread the database gets a few statements ahead, so that it never waits for this thread between them.
  const db = drizzlePglite(inTurns(client, options.thread ? 3 : 1) as PGlite, { schema });
  return {
    db,
    kind: 'pglite',
    // One process per PGlite directory, so nothing else can run at the same time.
    exclusively: (fn) => fn(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    onTrouble: trouble.add,
    ...('crash' in client ? { crash: client.crash as () => Promise<void> } : {}),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusively(async (db) => {
    if (database.kind === 'pglite')
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    else await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder });
  });
}

/** How many migrations the database has recorded as run (0 for a database never migrated). */
export async function migrationsRun(database: Database): Promise<number> {
  try {
    const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  } catch (error) {
    // Never migrated: no such schema or table. Anything else (the database away) is the caller's to handle.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '42P01' || code === '3F000') return 0;
    throw error;
  }
}
