import { and, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accessTokens,
  connectChoices,
  connectRequests,
  invitations,
  loginThrottles,
  loginTickets,
  notifications,
  postResultSamples,
  oauthCodes,
  sandboxPublications,
} from '../../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';

const DAY_MS = 86_400_000;
/** Thirteen months of a post's readings: a year's report and the month before it. */
const SAMPLES_KEPT_DAYS = 396;
/** Rows deleted per statement: a backlog (a first run on an old database) goes in short steps, not one long lock. */
const BATCH = 5000;

/**
 * What is kept how long once it no longer serves (decision 037). A spent or expired code, ticket or sign-in request
 * is kept a day, for a person reading about it in the audit log to find it still explained; finished invitations and
 * sessions a month; the sandbox network's record of what it received a month (the outbox keeps the posts); a
 * notification a month after it was read (decision 053: an unread one is still news to someone); a post's readings of
 * its figures 13 months (decision 073).
 */
function stale(now: Date): { name: string; table: PgTable; id: SQL | undefined; where: SQL }[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    { name: 'login tickets', table: loginTickets, id: sql`id`, where: lt(loginTickets.expiresAt, ago(1)) },
    { name: 'OAuth codes', table: oauthCodes, id: sql`id`, where: lt(oauthCodes.expiresAt, ago(1)) },
    {
      name: 'ended sessions',
      table: accessTokens,
      id: sql`id`,
      where: or(lt(accessTokens.expiresAt, ago(30)), lt(accessTokens.revokedAt, ago(30)))!,
    },
    {
      name: 'closed invitations',
      table: invitations,
      id: sql`id`,
      where: or(
        lt(invitations.expiresAt, ago(30)),
        lt(invitations.acceptedAt, ago(30)),
        lt(invitations.revokedAt, ago(30)),
      )!,
    },
    { name: 'sign-in requests', table: connectRequests, id: undefined, where: lt(connectRequests.expiresAt, ago(1)) },
    { name: 'account choices', table: connectChoices, id: undefined, where: lt(connectChoices.expiresAt, ago(1)) },
    {
      name: 'login throttles',
      table: loginThrottles,
      id: undefined,
      // As the login form keeps them: an hour past the last failure, with no lock still running.
      where: and(
        lt(loginThrottles.lastFailureAt, new Date(now.getTime() - 3_600_000)),
        or(
          isNull(loginThrottles.lockedUntil),
          and(isNotNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
        ),
      )!,
    },
    {
      name: 'sandbox publications',
      table: sandboxPublications,
      id: sql`id`,
      where: lt(sandboxPublications.publishedAt, ago(30)),
    },
    { name: 'read notifications', table: notifications, id: sql`id`, where: lt(notifications.readAt, ago(30)) },
    // A post's readings make its curve for 13 months (decision 073); its final figures stay with the post.
    {
      name: 'result samples',
      table: postResultSamples,
      id: sql`ctid`,
      where: lt(postResultSamples.takenAt, ago(SAMPLES_KEPT_DAYS)),
    },
  ];
}

/** Deletes what no longer serves; answers how many rows of each kind went (kinds with none left out). */
export async function cleanUp(db: Db, now: Date): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { name, table, id, where } of stale(now)) {
    let total = 0;
    for (;;) {
      const result = id
        ? await db.execute(
            sql`delete from ${table} where ${id} in (select ${id} from ${table} where ${where} limit ${BATCH})`,
          )
        : await db.execute(sql`delete from ${table} where ${where}`);
      const n = Number(
        (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as unknown as { affectedRows?: number }).affectedRows ??
          0,
      );
      total += n;
      if (!id || n < BATCH) break;
    }
    if (total) removed[name] = total;
  }
  return removed;
}

/**
 * PGlite has no autovacuum: each table is vacuumed and analyzed when autovacuum's own defaults would (dead rows past
 * 50 + 20% of the live ones; changes since the last analysis past 50 + 10%). Answers the tables vacuumed and
 * analyzed. The statistics are flushed first: PGlite's process writes them only now and then.
 */
export async function tidyEmbeddedDatabase(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select relname as name,
           n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
           n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
    from pg_stat_user_tables where schemaname = 'public'`);
  const rows = (result as unknown as { rows: { name: string; vacuum: boolean; analyze: boolean }[] }).rows;
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const { name, vacuum, analyze } of rows) {
    if (!vacuum && !analyze) continue;
    const table = sql.identifier(name);
    await db.execute(vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    if (vacuum) vacuumed.push(name);
    analyzed.push(name);
  }
  return { vacuumed, analyzed };
}

/** The first round comes this soon after start at the latest: a service restarted daily still gets its rounds. */
const FIRST_ROUND_MS = 10 * 60_000;

/**
 * Housekeeping every `intervalMs` (HOUSEKEEPING_INTERVAL_SECONDS): what no longer serves is deleted (on every
 * instance; a row is deleted once whoever comes first), and the embedded database is vacuumed and analyzed. Each
 * round is a job whose lines carry its id; a round that did nothing writes none.
 */
export function startHousekeeping(deps: ServiceDeps, intervalMs: number, embedded: boolean): () => Promise<void> {
  let current: Promise<void> | undefined;
  let rounds = 0;
  let timer: NodeJS.Timeout | undefined;
  const round = () => {
    const log = deps.log.child({ job: `housekeeping-${++rounds}` });
    current = (async () => {
      const removed = await cleanUp(deps.db, deps.now());
      if (Object.keys(removed).length) log.info({ removed }, 'removed what no longer serves');
      if (!embedded) return;
      const tidied = await tidyEmbeddedDatabase(deps.db);
      if (tidied.analyzed.length) log.info(tidied, 'vacuumed and analyzed the embedded database');
    })()
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed; the next round retries'))
      .finally(() => {
        current = undefined;
        timer = setTimeout(round, intervalMs);
        timer.unref();
      });
  };
  timer = setTimeout(round, Math.min(intervalMs, FIRST_ROUND_MS));
  timer.unref();
  return async () => {
    clearTimeout(timer);
    await current;
    clearTimeout(timer);
  };
}
