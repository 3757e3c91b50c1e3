import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import { inTransaction, poolCounts } from '../../db/transaction.ts';
import { createDeps } from '../../deps.ts';
import { scrapeMetrics } from '../../services/system/metrics-scrape.ts';
import { freePort } from '../../testing/instance.ts';
import { readMetrics } from '../../testing/metrics.ts';
import { seededDatabase } from '../../testing/postgres-instances.ts';

// On PostgreSQL: the pool's connections, transactions run again, and a database that does not answer.
let url: string;
const opened: Database[] = [];
beforeAll(async () => {
  url = await seededDatabase(inject('postgresUrl'), `metrics_${process.pid}`);
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

const depsOn = (databaseUrl: string, poolSize: number) => {
  const database = openPostgres(databaseUrl, poolSize);
  opened.push(database);
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize), LOG_LEVEL: 'silent' });
  return createDeps(database.db, config);
};

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settle, settled };
}

describe('the metrics on PostgreSQL', () => {
  it('show the pool’s busy, idle and waiting connections as the scrape begins', async () => {
    const deps = depsOn(url, 3);
    const release = signal();
    const holding = Array.from({ length: 3 }, () =>
      inTransaction(deps.db, async (tx) => {
        await tx.execute(sql`select 1`);
        await release.settled;
      }),
    );
    const pool = () => poolCounts(deps.db)!;
    await expect.poll(() => pool().total - pool().idle).toBe(3);
    const waiting = Promise.resolve(deps.db.execute(sql`select 1`));
    await expect.poll(() => pool().waiting).toBe(1);
    // The pool is read as the scrape begins; its own reads then wait their turn like any other call.
    const scraping = scrapeMetrics(deps);
    release.settle();
    await Promise.all([...holding, waiting]);
    const during = readMetrics((await scraping).text);
    expect(during.sum('socialdesk_db_pool_connections', { state: 'busy' })).toBe(3);
    expect(during.sum('socialdesk_db_pool_connections', { state: 'idle' })).toBe(0);
    expect(during.sum('socialdesk_db_pool_waiting')).toBe(1);
    expect(during.sum('socialdesk_db_pool_max')).toBe(3);
    expect(during.sum('socialdesk_db_up')).toBe(1);

    const after = readMetrics((await scrapeMetrics(deps)).text);
    expect(after.sum('socialdesk_db_pool_connections', { state: 'busy' })).toBe(0);
    expect(after.sum('socialdesk_db_pool_connections', { state: 'idle' })).toBe(3);
    expect(after.sum('socialdesk_db_pool_waiting')).toBe(0);
    // The embedded database's figures are not PostgreSQL's (its own exporter has them).
    expect(after.families.has('socialdesk_db_dead_rows')).toBe(false);
  });

  it('count the transactions run again after a deadlock', async () => {
    const deps = depsOn(url, 4);
    const [a, b] = (await deps.db.select({ id: channels.id }).from(channels).limit(2)).map((c) => c.id);
    const locked = [signal(), signal()];
    const both = Promise.all(locked.map((l) => l.settled));
    const lockBoth = (first: number, second: number, mine: ReturnType<typeof signal>) =>
      inTransaction(deps.db, async (tx) => {
        await tx.execute(sql`select id from channels where id = ${first} for update`);
        mine.settle();
        await both;
        await tx.execute(sql`select id from channels where id = ${second} for update`);
      });
    await Promise.all([lockBoth(a!, b!, locked[0]!), lockBoth(b!, a!, locked[1]!)]);
    const metrics = readMetrics((await scrapeMetrics(deps)).text);
    expect(metrics.sum('socialdesk_db_transaction_retries_total', { reason: 'deadlock' })).toBe(1);
  });

  it('say the database is down when it does not answer, with none of its figures', async () => {
    const deps = depsOn(`postgres://postgres@127.0.0.1:${await freePort()}/nowhere`, 2);
    const metrics = readMetrics((await scrapeMetrics(deps)).text);
    expect(metrics.sum('socialdesk_db_up')).toBe(0);
    expect(metrics.seriesOf('socialdesk_posts')).toEqual([]);
    expect(metrics.seriesOf('socialdesk_channels')).toEqual([]);
  });
});
