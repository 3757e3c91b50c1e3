// The results' refresh on two instances of one PostgreSQL database (decision 073): every due post is read once,
// whichever instance claims it, however their rounds overlap.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.ts';
import type { ChannelRow } from '../../db/schema.ts';
import type { Connector } from '../../connectors/types.ts';
import { seededDatabase } from '../../testing/postgres-instances.ts';
import { publisherDeps } from '../../testing/publisher-instance.ts';
import { sandboxConnector } from '../channels/sandbox-connector.ts';
import { refreshRound } from './refresh.ts';

const NOW = new Date();
let instances: Database[] = [];
/** Each network post id a reading asked for, from either instance. */
const asked: string[] = [];

function counting(base: Connector<ChannelRow>): Connector<ChannelRow> {
  return {
    ...base,
    async readResults(channel, queries, now) {
      asked.push(...queries.map((q) => q.networkPostId));
      return base.readResults!(channel, queries, now);
    },
  };
}

beforeAll(async () => {
  const url = await seededDatabase(inject('postgresUrl'), `results_${process.pid}`, 20);
  instances = [openPostgres(url), openPostgres(url)];
});
afterAll(async () => {
  await Promise.all(instances.map((d) => d.close()));
});

describe('the results refresh on two instances', () => {
  it('reads each due post once', async () => {
    const { db } = instances[0]!;
    // Nothing waiting to publish (the round would wait), and every live result of the demo's year due a minute ago.
    await db.execute(sql`delete from posts where status <> 1`);
    await db.execute(sql`update post_results set next_refresh_at = ${new Date(NOW.getTime() - 60_000).toISOString()}::timestamptz
      where state = 'live'`);
    const [due] = (
      await db.execute(sql`select count(*)::int as n from post_results as r join channels as c on c.id = r.channel_id
        where r.state = 'live' and c.channel_type <> 7`)
    ).rows as { n: number }[];
    expect(due!.n).toBeGreaterThan(100);
    const deps = instances.map((instance) =>
      publisherDeps(
        instance.db,
        { SIMULATOR: '0' },
        { now: () => NOW, connectorFor: () => counting(sandboxConnector(instance.db)) },
      ),
    );
    await Promise.all([0, 1, 0, 1].map((i) => refreshRound(deps[i]!)));
    expect(asked).toHaveLength(due!.n);
    expect(new Set(asked).size).toBe(due!.n);
    const [left] = (
      await db.execute(
        sql`select count(*)::int as n from post_results where next_refresh_at <= ${NOW.toISOString()}::timestamptz`,
      )
    ).rows as { n: number }[];
    expect(left!.n).toBe(0);
  });
});
