import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  /** PostgreSQL only: messages between the instances sharing the database (LISTEN/NOTIFY). */
  messages?: Messages;
}

export interface Messages {
  /** Sends payloads (each under 8,000 bytes), in their order, to every listener of the topic, in every instance. */
  send(topic: string, payloads: readonly string[]): Promise<void>;
  /** Hears the topic on a connection of its own, reconnecting when it drops; answers how to stop. */
  listen(topic: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

function postgresMessages(url: string, pool: pg.Pool): Messages {
  return {
    send: async (topic, payloads) => {
      await pool.query(
        'select pg_notify($1, payload) from unnest($2::text[]) with ordinality as sent(payload, n) order by n',
        [topic, payloads],
      );
    },
    async listen(topic, onPayload) {
      let stopped = false;
      let client: pg.Client | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === topic && message.payload !== undefined) onPayload(message.payload);
        });
        next.on('error', () => undefined);
        next.on('end', () => {
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
        });
        await next.connect();
        await next.query(`listen "${topic.replaceAll('"', '')}"`);
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
  };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const SETUP_LOCK = 7_272_020;

/**
 * `poolSize` connections at most: a transaction holds one while it waits for a lock, so ten (node-postgres's
 * default) starved the reads of fifty busy people behind a few writes to one channel (decision 010).
 */
export function openPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
    messages: postgresMessages(url, pool),
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
  const client: PgliteClient = options.thread
    ? await openPgliteThread({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, startParams })
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
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusively(async (db) => {
    if (database.kind === 'pglite')
      await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    else await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder });
  });
}
