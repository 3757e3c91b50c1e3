import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createHash, randomUUID } from 'node:crypto';
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
  listen(
    topic: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
    options?: ListenOptions,
  ): Promise<Listening>;
}

export interface ListenOptions {
  /**
   * Runs when another instance starts listening, before it is welcomed: what this one sent while it was alone must
   * have gone out by then (the bus sends what it queued).
   */
  beforeWelcome?: () => Promise<void>;
  /** How often an instance that is not alone asks whether the others are gone (tests shorten it). */
  aloneCheckMs?: number;
}

export interface Listening {
  /**
   * Answers true once every message that other instances sent before the call has reached `onPayload`; false
   * when that cannot be known now (the connection is down, or the answer took too long). At once while no other
   * instance listens: there is nothing to hear.
   */
  heard(): Promise<boolean>;
  /** Whether no other instance listens: then nobody waits for what this one sends. */
  readonly alone: boolean;
  /** Settles once the other instances that listened as this one began know it is there (see `listen`). */
  known(): Promise<void>;
  stop(): Promise<void>;
}

/** Payloads of the markers `heard` sends itself, never handed to `onPayload`. */
const MARK = 'mark:';
/** A newcomer's greeting (`hello:<its id>`) and the others' answer (`welcome:<newcomer>:<their id>`). */
const HELLO = 'hello:';
const WELCOME = 'welcome:';
/** How long a newcomer waits for the others' welcome before it goes on without (an instance that hangs). */
const WELCOME_TIMEOUT_MS = 5_000;
/** How often an instance among others asks whether it is alone again. */
const ALONE_CHECK_MS = 10_000;
/** The advisory lock every listening connection holds, shared: its holders are the instances listening. */
const LISTENERS_LOCK = 7_272_021;
const topicKey = (topic: string) => createHash('sha256').update(topic).digest().readInt32BE(0);
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
    async listen(topic, onPayload, onResumed, options = {}) {
      let stopped = false;
      /** The connection that listens, once it does; undefined while (re)connecting. */
      let client: pg.Client | undefined;
      const marks = new Map<string, (heard: boolean) => void>();
      const self = randomUUID();
      const prefix = `${MARK}${self}:`;
      let nextMark = 0;
      const key = topicKey(topic);
      const quotedTopic = `"${topic.replaceAll('"', '')}"`;

      // Alone (decision 035): while no other instance listens, nobody's cache waits for this one's messages and
      // there is nobody's message to wait for, so reads send no marker and writes do not wait for their messages.
      // Every listening connection holds a shared advisory lock; its holders are the instances. A newcomer greets
      // the others and waits for their welcome before it answers anything: an instance that was alone sends what it
      // queued, stops being alone, then welcomes it, so the newcomer hears all of it first.
      let alone = false;
      /** Greetings heard so far: an answer "alone" to a question asked before the latest greeting is stale. */
      let greetings = 0;
      let known: Promise<void> = Promise.resolve();
      /** This instance's greeting while it waits for welcomes: who welcomed it, and how many it waits for. */
      let greeting: { from: Set<string>; others: number; done: () => void } | undefined;
      let checking: NodeJS.Timeout | undefined;

      const listeners = async (on: pg.Client | pg.Pool): Promise<number> => {
        const { rows } = await on.query<{ n: number }>(
          `select count(*)::int as n from pg_locks
           where locktype = 'advisory' and granted and classid = $1 and objid = $2::int::oid and objsubid = 2
             and database = (select oid from pg_database where datname = current_database())`,
          [LISTENERS_LOCK, key],
        );
        return rows[0]!.n;
      };
      const notify = (on: pg.Client, payload: string) => on.query('select pg_notify($1, $2)', [topic, payload]);
      /** Asks, from time to time while others listen, whether they are gone. */
      const checkAlone = () => {
        clearTimeout(checking);
        checking = undefined;
        if (stopped || alone) return;
        checking = setTimeout(async () => {
          checking = undefined;
          const asked = greetings;
          const others = await listeners(pool).then(
            (n) => n - 1,
            () => undefined,
          );
          if (others === 0 && asked === greetings && client) alone = true;
          checkAlone();
        }, options.aloneCheckMs ?? ALONE_CHECK_MS).unref();
      };
      const greeted = (newcomer: string, on: pg.Client) => {
        greetings += 1;
        alone = false;
        checkAlone();
        void (async () => {
          await options.beforeWelcome?.();
          await notify(on, `${WELCOME}${newcomer}:${self}`);
        })().catch(() => undefined);
      };
      /** Greets the others listening now and waits for each one's welcome (or for WELCOME_TIMEOUT_MS). */
      const greet = (on: pg.Client, others: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            trouble.tell(`${others - (greeting?.from.size ?? 0)} other instance(s) did not welcome this one in time`);
            done();
          }, WELCOME_TIMEOUT_MS).unref();
          const done = () => {
            clearTimeout(timer);
            greeting = undefined;
            resolve();
          };
          greeting = { from: new Set(), others, done };
          notify(on, `${HELLO}${self}`).catch(done);
        });
      /** A welcome of `from` to `newcomer`: this instance's, counted. */
      const welcomed = (newcomer: string, from: string) => {
        if (newcomer !== self || !greeting) return;
        greeting.from.add(from);
        if (greeting.from.size >= greeting.others) greeting.done();
      };

      const dropped = () => {
        client = undefined;
        alone = false;
        for (const settle of marks.values()) settle(false);
        marks.clear();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url, keepAlive: true });
        next.on('notification', (message) => {
          const payload = message.payload;
          if (message.channel !== topic || payload === undefined) return;
          if (payload.startsWith(MARK)) marks.get(payload)?.(true);
          else if (payload.startsWith(HELLO)) {
            const newcomer = payload.slice(HELLO.length);
            if (newcomer !== self) greeted(newcomer, next);
          } else if (payload.startsWith(WELCOME)) {
            const [newcomer, from] = payload.slice(WELCOME.length).split(':');
            welcomed(newcomer!, from!);
          } else onPayload(payload);
        });
        next.on('error', () => undefined);
        let others: number;
        try {
          await next.connect();
          // Markers need no durability: they only have to come back after what was committed before them.
          await next.query('set synchronous_commit = off');
          await next.query(`listen ${quotedTopic}`);
          await next.query('select pg_advisory_lock_shared($1, $2)', [LISTENERS_LOCK, key]);
          others = (await listeners(next)) - 1;
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
        if (others === 0) alone = true;
        else {
          known = greet(next, others);
          await known;
          checkAlone();
        }
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
          notify(listening, payload).catch(() => settle(false));
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
      const HEARD = Promise.resolve(true);

      await connect();
      return {
        heard() {
          if (alone) return HEARD;
          if (!out) return round();
          following ??= out.then(() => {
            following = undefined;
            return round();
          });
          return following;
        },
        get alone() {
          return alone;
        },
        known: () => known,
        async stop() {
          stopped = true;
          clearTimeout(checking);
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
