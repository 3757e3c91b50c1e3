// The publisher's benchmarks on PostgreSQL: throughput with one and two instances, and how late posts go out.
import pg from 'pg';
import { existsSync } from 'node:fs';
import { startThrowawayPostgres } from '../server/testing/postgres.ts';
import {
  createDatabase,
  makePostsDue,
  publishingTally,
  startInstance,
  type Instance,
  until,
} from '../server/testing/instance.ts';
import type { Figure } from './figures.ts';

const POSTS = 2000;
const TIMED = 200;
/** The 09:00 burst: posts on channels, all due at one instant, on networks answering in 200-500 ms. */
const BURST_CHANNELS = 1000;
const BURST_PER_CHANNEL = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** 2,000 overdue posts on `count` instances: posts a second from the first publication to the last. */
async function throughput(serverUrl: string, count: number): Promise<Figure[]> {
  const url = await createDatabase(serverUrl, `bench_publishing_${count}`);
  // The default settings, as `npm start` runs: the benchmark measures the product, not a tuned copy.
  const env = { DATABASE_URL: url, SEED_INBOX_ITEMS: '0', SIMULATOR: '0', LOG_LEVEL: 'warn' };
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) instances.push(await startInstance(env));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await makePostsDue(client, POSTS);
    const done = await until(async () => (await publishingTally(client)).byStatus[1] === POSTS, 300_000);
    const { byCopies } = await publishingTally(client);
    const { rows } = await client.query<{ seconds: number }>(
      `select extract(epoch from max(published_at) - min(published_at))::float as seconds
       from posts where hash like 'load-%' and status = 1`,
    );
    const seconds = rows[0]!.seconds;
    const label = `publishing, ${count} instance${count > 1 ? 's' : ''}`;
    return [
      {
        name: `${label}: throughput`,
        value: Math.round((POSTS - 1) / seconds),
        unit: 'posts/s',
        note: done ? `${POSTS} posts over 7 channels` : 'did not finish in 5 minutes',
      },
      {
        name: `${label}: published twice or never`,
        value: POSTS - (byCopies[1] ?? 0),
        unit: 'posts',
        target: '0',
      },
    ];
  } finally {
    await client.end();
    await Promise.all(instances.map((i) => i.stop()));
  }
}

/** Posts due at spread instants over 10 s, on two instances: how long after its time each went out. */
async function delay(serverUrl: string): Promise<Figure[]> {
  const url = await createDatabase(serverUrl, 'bench_publishing_delay');
  const env = { DATABASE_URL: url, SEED_INBOX_ITEMS: '0', SIMULATOR: '0', LOG_LEVEL: 'warn' };
  const instances = [await startInstance(env), await startInstance(env)];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Made due from 6 s on, past the publisher's 5 s interval, so that every instance has looked at least once.
    await makePostsDue(client, TIMED, { label: 'timed', firstDueInMs: 6000, spacingMs: 50, pinnedEvery: 1 });
    await until(async () => (await publishingTally(client, 'timed')).byStatus[1] === TIMED, 60_000);
    const { rows } = await client.query<{ ms: number }>(
      `select extract(epoch from published_at - due_at)::float * 1000 as ms
       from posts where hash like 'timed-%' and status = 1 order by 1`,
    );
    const late = rows.map((r) => r.ms);
    return [
      { name: 'publish delay after due time: p50', value: Math.round(percentile(late, 50)), unit: 'ms' },
      {
        name: 'publish delay after due time: p99',
        value: Math.round(percentile(late, 99)),
        unit: 'ms',
        target: '< 1000 ms',
        note: `${late.length} of ${TIMED} posts, 2 instances`,
      },
    ];
  } finally {
    await client.end();
    await Promise.all(instances.map((i) => i.stop()));
  }
}

/**
 * The 09:00 burst (issue 17): 5,000 posts on 1,000 sandbox channels due at one instant, each call taking 200-500 ms,
 * one channel hanging, two instances with the default settings. How late each post went out, and whether any went
 * out twice or not at all; the hanging channel's posts wait for their timeouts and hold no other channel.
 */
async function burst(serverUrl: string): Promise<Figure[]> {
  const url = await createDatabase(serverUrl, 'bench_publishing_burst');
  const env = { DATABASE_URL: url, SEED_INBOX_ITEMS: '0', SIMULATOR: '0', LOG_LEVEL: 'warn' };
  const first = await startInstance(env);
  const instances = [first, await startInstance(env)];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const total = BURST_CHANNELS * BURST_PER_CHANNEL;
  try {
    await client.query(
      `insert into channels (workspace_id, channel_type, name, screen_name, connector, schedule,
                             sandbox_latency_ms, sandbox_latency_jitter_ms, sandbox_hang)
       select ws.id, 1, 'Burst ' || g, 'burst' || g, 'sandbox', '[]'::jsonb, 200, 300, g = 1
       from generate_series(1, $1::int) g, (select id from workspaces order by id limit 1) ws`,
      [BURST_CHANNELS],
    );
    // Due 8 s from now: past the publisher's 5 s interval, so that both instances know of them and wake at once.
    const { rows } = await client.query<{ due: Date }>(
      `with ws as (select id from workspaces order by id limit 1),
            author as (select user_id from memberships where workspace_id = (select id from ws) limit 1),
            due as (select date_trunc('second', now()) + interval '8 seconds' as at)
       insert into posts (workspace_id, channel_id, creator_id, hash, message, status, to_approve,
                          queue_position, custom_time, due_at)
       select c.workspace_id, c.id, (select user_id from author), 'burst-' || c.id || '-' || k,
              'Burst post ' || k || ' on ' || c.name, 0, false, null, (select at from due), (select at from due)
       from channels c, generate_series(1, $1::int) k
       where c.screen_name like 'burst%'
       returning due_at as due`,
      [BURST_PER_CHANNEL],
    );
    const dueAt = rows[0]!.due;
    const live = total - BURST_PER_CHANNEL;
    const publishedCount = async () =>
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from posts p join channels c on c.id = p.channel_id
           where p.hash like 'burst-%' and p.status = 1 and not c.sandbox_hang`,
        )
      ).rows[0]!.n;
    const finished = await until(async () => (await publishedCount()) === live, 180_000);
    const { rows: delays } = await client.query<{ ms: number }>(
      `select extract(epoch from p.published_at - p.due_at)::float * 1000 as ms
       from posts p join channels c on c.id = p.channel_id
       where p.hash like 'burst-%' and p.status = 1 and not c.sandbox_hang order by 1`,
    );
    const late = delays.map((r) => r.ms);
    const { byCopies } = await publishingTally(client, 'burst');
    const twice = Object.entries(byCopies)
      .filter(([copies]) => Number(copies) > 1)
      .reduce((sum, [, n]) => sum + n, 0);
    const { rows: hanging } = await client.query<{ status: number; n: number }>(
      `select p.status, count(*)::int as n from posts p join channels c on c.id = p.channel_id
       where p.hash like 'burst-%' and c.sandbox_hang group by 1 order by 1`,
    );
    const note = `${total} posts on ${BURST_CHANNELS} channels due at ${dueAt.toISOString().slice(11, 19)}, 2 instances`;
    return [
      { name: '09:00 burst: publish delay p50', value: Math.round(percentile(late, 50)), unit: 'ms', note },
      {
        name: '09:00 burst: publish delay p99',
        value: Math.round(percentile(late, 99)),
        unit: 'ms',
        target: '< 10000 ms',
      },
      { name: '09:00 burst: publish delay max', value: Math.round(late.at(-1) ?? 0), unit: 'ms' },
      { name: '09:00 burst: published twice', value: twice, unit: 'posts', target: '0' },
      {
        name: '09:00 burst: lost',
        value: live - late.length,
        unit: 'posts',
        target: '0',
        note: finished ? undefined : 'not all published within 3 minutes',
      },
      {
        name: '09:00 burst: the hanging channel’s posts',
        value: hanging.reduce((sum, r) => sum + r.n, 0),
        unit: 'posts',
        note: `by status ${hanging.map((r) => `${r.status}: ${r.n}`).join(', ')}; the others' max delay shows it held none of them`,
      },
    ];
  } finally {
    await client.end();
    await Promise.all(instances.map((i) => i.stop()));
  }
}

export async function publishing(): Promise<Figure[]> {
  if (!existsSync('/usr/lib/postgresql')) {
    return [
      {
        name: 'publishing',
        value: 0,
        unit: '',
        note: 'skipped: several instances need PostgreSQL (apt-get install -y postgresql)',
      },
    ];
  }
  const server = await startThrowawayPostgres();
  try {
    if (process.env.BENCH_PUBLISHING === 'burst') return await burst(server.url);
    return [
      ...(await throughput(server.url, 1)),
      ...(await throughput(server.url, 2)),
      ...(await delay(server.url)),
      ...(await burst(server.url)),
    ];
  } finally {
    server.stop();
  }
}
