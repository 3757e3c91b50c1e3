import { sql } from 'drizzle-orm';
import { resolve } from 'node:path';
import { buildApp } from './http/app.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from './db/client.ts';
import { isDatabaseAway } from './db/availability.ts';
import { lockDataDir } from './db/dir-lock.ts';
import { seed } from './services/demo/seed.ts';
import { secretBoxFor } from './services/channels/secret-box.ts';
import { createDeps } from './deps.ts';
import { createSharedEventBus } from './services/events/bus.ts';
import { startInboxPoller } from './services/inbox/poller.ts';
import { startSimulator } from './services/inbox/simulator.ts';
import { startPublisher } from './publisher/publisher.ts';
import { checkDataDir, exitOnStartupError } from './services/system/data-dir.ts';

export { exitOnStartupError };

export async function openConfiguredDatabase(config: Config, options: { thread?: boolean } = {}): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dataDir = resolve(config.DATA_DIR);
  checkDataDir(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const database = await openPglite({ dataDir, thread: options.thread ?? true });
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite has no autovacuum: statistics are refreshed at start, for the tables whose size moved by a tenth since
 * they were taken. Not every time: ANALYZE samples rows into memory that WebAssembly never gives back.
 */
async function refreshStatistics(database: Database) {
  const result = await database.db.execute(sql`
    select 'inbox_items' as name, (select count(*) from inbox_items)::float8 as rows,
           (select reltuples from pg_class where relname = 'inbox_items')::float8 as counted
    union all
    select 'posts', (select count(*) from posts)::float8, (select reltuples from pg_class where relname = 'posts')::float8`);
  const { rows } = result as unknown as { rows: { name: string; rows: number; counted: number }[] };
  const stale = rows.filter((r) => r.counted < 0 || Math.abs(r.rows - r.counted) > Math.max(r.counted, 1000) / 10);
  for (const { name } of stale) await database.db.execute(sql.raw(`analyze ${name}`));
}

/** How long a start waits for a database that is away (starting with the service, restarting) before giving up. */
const START_WAIT_MS = 60_000;

/**
 * Migrates, waiting for a database that is away at start (a container started before its database): each
 * attempt is logged, and the start gives up after START_WAIT_MS with the database's own words.
 */
async function migrateWhenReachable(database: Database, log: (message: string) => void): Promise<void> {
  const deadline = Date.now() + START_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await migrateDatabase(database);
    } catch (error) {
      if (!isDatabaseAway(error) || Date.now() > deadline) throw error;
      log(`The database does not answer yet (${(error as Error).message}); trying again.`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
    }
  }
}

/** Starts the service (and the built dashboard, when distDir is given) and answers once it listens. */
export async function startServer(options: { distDir?: string; env?: NodeJS.ProcessEnv } = {}) {
  const config = loadConfig(options.env);
  const database = await openConfiguredDatabase(config);
  await migrateWhenReachable(database, (message) => console.warn(message));
  const { demoSeeded } = await database.exclusively((db) =>
    seed(db, { demo: config.SEED_DEMO, inboxItems: config.SEED_INBOX_ITEMS }),
  );
  // Fresh statistics let the planner walk the inbox indexes in page order. PostgreSQL's autovacuum keeps them
  // fresh after that; PGlite has none, so it gets them at every start (cheap), and a full vacuum after seeding.
  // The seed's inserts left the inbox's unread counters (a few rows) spread over megabytes of dead versions: rewritten.
  if (demoSeeded) {
    await database.db.execute(sql`vacuum full inbox_unread_counts`);
    await database.db.execute(sql`vacuum analyze`);
  } else if (database.kind === 'pglite') await refreshStatistics(database);
  // Several instances on one PostgreSQL database tell each other's dashboards what changed.
  const sharedEvents = database.messages ? await createSharedEventBus(database.messages) : undefined;
  // The key that seals network credentials: SECRET_KEY, else a key file made now, on first start, in DATA_DIR.
  const secrets = secretBoxFor(config);
  const deps = createDeps(database.db, config, { secrets, ...(sharedEvents ? { events: sharedEvents } : {}) });
  const app = await buildApp(deps, { distDir: options.distDir });
  database.onTrouble((what, error) => app.log.warn(error ? { cause: error.message } : {}, `database: ${what}`));
  const stopPublisher = config.PUBLISHER
    ? startPublisher(deps, config.PUBLISHER_INTERVAL_SECONDS * 1000, app.log)
    : async () => undefined;
  const stopPoller = startInboxPoller(deps, config.INBOX_POLL_SECONDS * 1000, app.log);
  const stopSimulator = config.SIMULATOR
    ? startSimulator(deps, config.SIMULATOR_INTERVAL_SECONDS * 1000)
    : () => undefined;
  if (demoSeeded) app.log.info('seeded the demo workspace (its accounts are listed in the README)');
  if (config.DATABASE_URL && !config.SECRET_KEY)
    app.log.warn(
      'SECRET_KEY is unset: network credentials are sealed with the key file in DATA_DIR, which instances on other machines do not have. Set one SECRET_KEY for every instance of this database.',
    );
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shutdown = async () => {
    stopSimulator();
    await stopPoller();
    await stopPublisher();
    await app.close();
    await sharedEvents?.close();
    await database.close();
  };
  return { app, address, config, shutdown, database };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { shutdown, config } = await startServer().catch(exitOnStartupError);
  console.log(`Social Desk API listening on http://localhost:${config.PORT}/api`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown().finally(() => process.exit(0)));
  }
}
