import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { poolCounts } from '../../db/transaction.ts';
import type { NetworkLimits } from '../channels/network-limits.ts';
import { POST_STATUS } from '../outbox/read.ts';

/** The longest a scrape waits for the database: past it, the database counts as down for this scrape. */
const READ_TIMEOUT_MS = 5_000;

/**
 * The gauges read when Prometheus asks rather than kept up to date: what the database holds (posts, channels, the
 * embedded database's size and dead rows), the PostgreSQL pool, and the networks paused app-wide.
 */
export function createStoredGauges(registry: Registry, database: 'pglite' | 'postgres') {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name: `socialdesk_${name}`, help, labelNames, registers: [registry] });
  const postgres = database === 'postgres';
  return {
    embedded: !postgres,
    up: gauge('db_up', 'Whether the database answered this scrape’s reads (1) or not (0).'),
    posts: gauge('posts', 'Posts by state: due (their time has come, not yet taken), publishing, failed.', ['state']),
    overdue: gauge('posts_overdue_seconds', 'How long the oldest due post has been waiting past its due time.'),
    channels: gauge('channels', 'Channels by network and status (connected, rate_limited, needs_reconnect).', [
      'network',
      'status',
    ]),
    paused: gauge('network_paused', 'Networks whose every channel waits out an app-wide rate limit (1).', ['network']),
    pool: postgres
      ? gauge('db_pool_connections', 'This instance’s PostgreSQL connections by state (busy, idle).', ['state'])
      : undefined,
    poolWaiting: postgres
      ? gauge('db_pool_waiting', 'Calls waiting for a PostgreSQL connection of this instance.')
      : undefined,
    poolMax: postgres
      ? gauge('db_pool_max', 'This instance’s PostgreSQL connections at most (DATABASE_POOL_SIZE).')
      : undefined,
    size: postgres ? undefined : gauge('db_size_bytes', 'The embedded database’s size on disk.'),
    dead: postgres
      ? undefined
      : gauge('db_dead_rows', 'Dead row versions per table of the embedded database, until vacuumed.', ['table']),
    live: postgres ? undefined : gauge('db_live_rows', 'Live rows per table of the embedded database.', ['table']),
  };
}

export type StoredGauges = ReturnType<typeof createStoredGauges>;

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: Row[] }).rows;

/**
 * Each count walks an index: the due posts' partial index by due time, the publishing ones' partial index, and
 * the failed ones channel by channel through (channel, status), so none reads the posts table. The failed ones'
 * count is a subquery per channel: written as a join, the planner scanned the posts table for them.
 */
async function readPosts(db: Db, now: Date) {
  const [row] = await rowsOf(
    db,
    sql`select
      (select count(*) from posts where status = ${POST_STATUS.pending} and to_approve = false and due_at <= ${now})::int
        as due,
      (select min(due_at) from posts where status = ${POST_STATUS.pending} and to_approve = false and due_at <= ${now})
        as oldest,
      (select count(*) from posts where status = ${POST_STATUS.publishing})::int as publishing,
      (select coalesce(sum(
        (select count(*) from posts p where p.channel_id = c.id and p.status = ${POST_STATUS.failed})), 0) from channels c
      )::int as failed`,
  );
  return row as { due: number; oldest: Date | string | null; publishing: number; failed: number };
}

/** What the database says now: posts, channels, and for the embedded database its size and tables. */
async function readDatabase(db: Db, now: Date, embedded: boolean) {
  const posts = await readPosts(db, now);
  const channels = await rowsOf(
    db,
    sql`select connector as network, status, count(*)::int as n from channels group by connector, status`,
  );
  if (!embedded) return { posts, channels, size: undefined, tables: [] };
  const [size] = await rowsOf(db, sql`select pg_database_size(current_database())::float8 as bytes`);
  const tables = await rowsOf(
    db,
    sql`select relname as table, n_dead_tup::float8 as dead, n_live_tup::float8 as live from pg_stat_user_tables`,
  );
  return { posts, channels, size: Number(size?.bytes), tables };
}

function setDatabase(gauges: StoredGauges, now: Date, read: Awaited<ReturnType<typeof readDatabase>>): void {
  const { posts } = read;
  for (const state of ['due', 'publishing', 'failed'] as const) gauges.posts.set({ state }, Number(posts[state]));
  gauges.overdue.set(posts.oldest ? Math.max(0, now.getTime() - new Date(posts.oldest).getTime()) / 1000 : 0);
  gauges.channels.reset();
  for (const { network, status, n } of read.channels)
    gauges.channels.set({ network: String(network), status: String(status) }, Number(n));
  if (read.size !== undefined) gauges.size?.set(read.size);
  for (const { table, dead, live } of read.tables) {
    gauges.dead?.set({ table: String(table) }, Number(dead));
    gauges.live?.set({ table: String(table) }, Number(live));
  }
}

/** Forgets what the database said last, so that a figure read before it went away is not shown as current. */
function forgetDatabase(gauges: StoredGauges): void {
  for (const g of [gauges.posts, gauges.overdue, gauges.channels, gauges.dead, gauges.live, gauges.size]) g?.reset();
}

/** Sets the stored gauges from what the database, the pool and the network limits say now. */
export async function readStored(
  gauges: StoredGauges,
  deps: { db: Db; now: () => Date; networkLimits: NetworkLimits },
): Promise<void> {
  const now = deps.now();
  gauges.paused.reset();
  for (const network of deps.networkLimits.paused(now)) gauges.paused.set({ network }, 1);
  const pool = poolCounts(deps.db);
  if (pool) {
    gauges.pool?.set({ state: 'busy' }, pool.total - pool.idle);
    gauges.pool?.set({ state: 'idle' }, pool.idle);
    gauges.poolWaiting?.set(pool.waiting);
    gauges.poolMax?.set(pool.max);
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), READ_TIMEOUT_MS);
  });
  try {
    setDatabase(gauges, now, await Promise.race([readDatabase(deps.db, now, gauges.embedded), late]));
    gauges.up.set(1);
  } catch {
    forgetDatabase(gauges);
    gauges.up.set(0);
  } finally {
    clearTimeout(timer);
  }
}
