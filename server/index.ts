import { sql } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from './http/app.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateDatabase, migrationsRun, openPglite, openPostgres, type Database } from './db/client.ts';
import { isDatabaseAway } from './db/availability.ts';
import { lockDataDir } from './db/dir-lock.ts';
import { seed } from './services/demo/seed.ts';
import { secretBoxFor } from './services/channels/secret-box.ts';
import { createDeps } from './deps.ts';
import { createSharedEventBus } from './services/events/bus.ts';
import { startInboxPoller } from './services/inbox/poller.ts';
import { startResultsRefresh } from './services/analytics/refresh.ts';
import { startSimulator } from './services/inbox/simulator.ts';
import { startPublisher } from './publisher/publisher.ts';
import { startHousekeeping } from './services/system/housekeeping.ts';
import { startNotificationMail } from './services/notifications/mail-job.ts';
import { startReportMail } from './services/analytics/report-mail.ts';
import { SNOOZE_WAKE_MS, startSnoozeWake } from './services/inbox/snooze.ts';
import { checkDataDir, exitOnStartupError, StartupError } from './services/system/data-dir.ts';
import {
  firstStartApart,
  firstStartHere,
  holdsNoDatabase,
  tidyAfterSeeding,
  type FirstStartDone,
} from './services/system/first-start.ts';
import { createLifecycle, type Lifecycle } from './services/system/lifecycle.ts';
import { startingAnswer } from './http/readiness.ts';
import { createLogger } from './logging.ts';
import { VERSION } from './version.ts';
import { stopOnSignals, withDeadline } from './stopping.ts';
import { startOperatorSocket } from './services/backup/operator-socket.ts';

export { exitOnStartupError, stopOnSignals };
// The child process of a first start imports the service bundle and runs this.
export { firstStartHere };

export async function openConfiguredDatabase(
  config: Config,
  options: {
    thread?: boolean;
    /** Makes the embedded database when its directory holds none yet, before the service opens it. */
    create?: (dataDir: string) => Promise<void>;
  } = {},
): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dataDir = resolve(config.DATA_DIR);
  checkDataDir(dataDir);
  const release = lockDataDir(dataDir);
  try {
    if (options.create && holdsNoDatabase(dataDir)) await options.create(dataDir);
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
/** How long calls in flight get to finish once the instance stops listening; then their connections are cut. */
const CALLS_GRACE_MS = 10_000;

/**
 * Migrates, waiting for a database that is away at start (a container started before its database): each
 * attempt is logged and shown by readiness, and the start gives up after START_WAIT_MS with the database's own
 * words. Answers how many migrations ran now.
 */
async function migrateWhenReachable(database: Database, log: Logger, lifecycle: Lifecycle): Promise<number> {
  const deadline = Date.now() + START_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      const before = await migrationsRun(database);
      lifecycle.starting('migrating its database');
      await migrateDatabase(database);
      return (await migrationsRun(database)) - before;
    } catch (error) {
      if (!isDatabaseAway(error)) throw migrationFailed(error);
      if (Date.now() > deadline) throw error;
      lifecycle.starting('waiting for its database, which does not answer yet');
      log.warn({ cause: (error as Error).message }, 'the database does not answer yet; trying again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
    }
  }
}

/** A migration that failed ends the start in one line that says what it means and what to do. */
function migrationFailed(error: unknown): StartupError {
  const { message, cause } = error as Error & { cause?: Error };
  // drizzle's error quotes the whole statement over many lines; the database's own words are its cause.
  const statement = /^Failed query: (.*)$/m.exec(message)?.[1]?.trim();
  const words = cause?.message ?? message.split('\n', 1)[0];
  const where = statement ? ` in "${statement.length > 80 ? `${statement.slice(0, 80)}…` : statement}"` : '';
  return new StartupError(
    `migrating the database failed: ${words}${where}. The database is as it was before this start (its migrations run in one transaction): start the version that ran before, and see "Upgrading" in docs/operations.md.`,
    { cause: error },
  );
}

/** A first start that could not make its database says so in one line, with the database's own words. */
function firstStartFailed(dataDir: string, error: unknown): StartupError {
  const { message, cause } = error as Error & { cause?: Error };
  return new StartupError(
    `making the database in ${dataDir} (DATA_DIR) failed: ${cause?.message ?? message.split('\n', 1)[0]}. Start again to finish it; if it fails the same way, empty the directory or set DATA_DIR to a new one.`,
    { cause: error },
  );
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** Stops listening and lets the calls in flight finish, for `graceMs` at most; then cuts what is left. */
async function closeServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(cut);
}

/**
 * Starts the service (and the built dashboard, when distDir is given) and answers once it is ready. It listens
 * first: while it opens and migrates its database (which may mean waiting for it), health and readiness answer 503
 * `starting` with the step it is at, and the dashboard's address a page that says so.
 */
export async function startServer(options: { distDir?: string; env?: NodeJS.ProcessEnv; log?: Logger } = {}) {
  const config = loadConfig(options.env);
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const startLog = log.child({ job: 'start' });
  const lifecycle = createLifecycle({ state: 'starting', step: 'opening its database' });
  const server = createServer(startingAnswer(lifecycle));
  // As Fastify's own servers: longer than the usual load balancer's idle timeout (60 s), so that it closes first.
  server.keepAliveTimeout = 72_000;
  await listen(server, config.PORT, config.HOST);
  let database: Database | undefined;
  try {
    let made: FirstStartDone | undefined;
    database = await openConfiguredDatabase(config, {
      create: async (dataDir) => {
        lifecycle.starting('making its database');
        made = await firstStartApart({ dataDir, demo: config.SEED_DEMO, inboxItems: config.SEED_INBOX_ITEMS }).catch(
          (error: unknown) => {
            throw firstStartFailed(dataDir, error);
          },
        );
      },
    });
    const migrated = (made?.migrations ?? 0) + (await migrateWhenReachable(database, startLog, lifecycle));
    startLog.info(
      { database: database.kind, migrations: migrated },
      migrated ? `migrated the database (${migrated} migrations)` : 'the database is up to date',
    );
    lifecycle.starting('preparing its data');
    const seeded = await seedAndTidy(database, config);
    database = seeded.database;
    const demoSeeded = seeded.demoSeeded || (made?.demoSeeded ?? false);
    const ready = await prepare(database, demoSeeded, config, log, lifecycle, server, options.distDir);
    startLog.info(
      { version: VERSION, port: config.PORT, database: database.kind, publisher: config.PUBLISHER },
      `ready: Social Desk ${VERSION} listening on port ${config.PORT}`,
    );
    return { ...ready, config, database, log };
  } catch (error) {
    await closeServer(server, 0);
    await database?.close().catch(() => undefined);
    throw error;
  }
}

/** Seeds the demo on a first start and leaves the database as every later start finds it. */
async function seedAndTidy(database: Database, config: ReturnType<typeof loadConfig>) {
  const { demoSeeded } = await database.exclusively((db) =>
    seed(db, { demo: config.SEED_DEMO, inboxItems: config.SEED_INBOX_ITEMS }),
  );
  // Fresh statistics let the planner walk the inbox indexes in page order. PostgreSQL's autovacuum keeps them
  // fresh after that; PGlite has none, so it gets them at every start (cheap), and a full vacuum after seeding.
  // The seed's inserts left the inbox's unread counters (a few rows) spread over megabytes of dead versions: rewritten.
  if (!demoSeeded) {
    if (database.kind === 'pglite') await refreshStatistics(database);
    return { database, demoSeeded };
  }
  await tidyAfterSeeding(database);
  // The embedded database never gives back what seeding took (its WebAssembly memory). A new one is seeded in a
  // process of its own (decision 052); one seeded here (made earlier without the demo) is opened again.
  if (database.kind !== 'pglite') return { database, demoSeeded };
  await database.close();
  return { database: await openConfiguredDatabase(config), demoSeeded };
}

async function prepare(
  database: Database,
  demoSeeded: boolean,
  config: ReturnType<typeof loadConfig>,
  log: Logger,
  lifecycle: Lifecycle,
  server: Server,
  distDir: string | undefined,
) {
  // Several instances on one PostgreSQL database tell each other's dashboards what changed.
  const sharedEvents = database.messages ? await createSharedEventBus(database.messages) : undefined;
  // The key that seals network credentials: SECRET_KEY, else a key file made now, on first start, in DATA_DIR.
  const secrets = secretBoxFor(config);
  const deps = createDeps(database.db, config, {
    secrets,
    log,
    lifecycle,
    ...(sharedEvents ? { events: sharedEvents } : {}),
  });
  const app = await buildApp(deps, { distDir, server });
  await app.ready();
  database.onTrouble((what, error) => log.warn(error ? { cause: error.message } : {}, `database: ${what}`));
  const stopPublisher = config.PUBLISHER
    ? startPublisher(deps, config.PUBLISHER_INTERVAL_SECONDS * 1000)
    : async () => ({ released: 0 });
  const stopPoller = startInboxPoller(deps, config.INBOX_POLL_SECONDS * 1000);
  // Posts' figures and accounts' growth from their networks, out of publishing's way (decision 073).
  const stopResults = config.RESULTS_REFRESH_SECONDS
    ? startResultsRefresh(deps, config.RESULTS_REFRESH_SECONDS * 1000)
    : async () => undefined;
  const stopHousekeeping = startHousekeeping(
    deps,
    config.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    database.kind === 'pglite',
  );
  // Snoozed conversations come back on time, on every instance (decision 040).
  const stopSnoozeWake = startSnoozeWake(deps, SNOOZE_WAKE_MS);
  // Notifications by email, every minute, when SMTP_URL is set (decision 058).
  const stopNotificationMail = startNotificationMail(deps);
  // Scheduled results reports, every five minutes, when SMTP_URL is set (decision 079).
  const stopReportMail = startReportMail(deps);
  const stopSimulator = config.SIMULATOR
    ? startSimulator(deps, config.SIMULATOR_INTERVAL_SECONDS * 1000)
    : () => undefined;
  // On the embedded database: where `npm run admin -- backup` asks for its snapshot (decision 033).
  const stopOperatorSocket = await startOperatorSocket(
    database,
    config.DATA_DIR,
    log.child({ job: 'operator-socket' }),
  );
  lifecycle.ready();
  if (demoSeeded) log.info({ job: 'start' }, 'seeded the demo workspace (its accounts are listed in the README)');
  if (config.DATABASE_URL && !config.SECRET_KEY)
    log.warn(
      { job: 'start' },
      'SECRET_KEY is unset: network credentials are sealed with the key file in DATA_DIR, which instances on other machines do not have. Set one SECRET_KEY for every instance of this database.',
    );
  const { port } = server.address() as { port: number };
  let stopped: Promise<void> | undefined;
  /**
   * Stops as a restart or a deploy wants it: readiness answers 503 at once (a load balancer sends the next calls
   * elsewhere) while the calls in flight are answered; nothing more is claimed, the posts at a network finish (up
   * to PUBLISH_TIMEOUT_SECONDS) and the other claimed ones go back to waiting; event streams end with a hint to
   * come back (to another instance); then the listener and the database close. Called again, the same stop.
   */
  const shutdown = () =>
    (stopped ??= (async () => {
      const stopLog = log.child({ job: 'stop' });
      stopLog.info({}, 'stopping: finishing the work in hand');
      lifecycle.stopping();
      await stopOperatorSocket();
      stopSimulator();
      const publishing = (config.PUBLISH_TIMEOUT_SECONDS + 5) * 1000;
      const [published] = await Promise.all([
        withDeadline(stopPublisher(), publishing),
        withDeadline(stopPoller(), publishing),
        withDeadline(stopResults(), publishing),
        withDeadline(stopHousekeeping(), publishing),
        withDeadline(stopSnoozeWake(), publishing),
        withDeadline(stopNotificationMail(), publishing),
        withDeadline(stopReportMail(), publishing),
      ]);
      await closeServer(server, CALLS_GRACE_MS);
      await app.close();
      // A connection that does not let go (a statement stuck on a database going away) must not keep the process.
      await withDeadline(
        Promise.all([sharedEvents?.close(), database.close()]).then(() => undefined),
        CALLS_GRACE_MS,
      );
      stopLog.info(
        published ? { released: published.released } : { unfinished: true },
        published
          ? `stopped (${published.released} claimed posts went back to waiting)`
          : 'stopped before the publishing in hand was over: another instance, or the next start, settles it',
      );
    })());
  return { app, address: `http://${config.HOST}:${port}`, shutdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { shutdown } = await startServer().catch(exitOnStartupError);
  stopOnSignals(shutdown);
}
