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

interface BurstOptions {
  database?: string;
  /** Besides the default settings. */
  env?: Record<string, string>;
  /** How the figures are named. */
  label?: string;
  /** The channel types the burst's channels play, in turn (X alone unless said). */
  networks?: number[];
  /** The channels' growth of the day already read, as by 09:00 it has been (00:05, decision 073). */
  grownToday?: boolean;
  /** Once the channels are there, before the burst's posts are written. */
  before?: (client: pg.Client, url: string) => Promise<void>;
  /** Once the burst is out, while the instances still run: more figures. */
  after?: (client: pg.Client, dueAt: Date) => Promise<Figure[]>;
}

/**
 * The 09:00 burst (issue 17): 5,000 posts on 1,000 sandbox channels due at one instant, each call taking 200-500 ms,
 * one channel hanging, two instances with the default settings. How late each post went out, and whether any went
 * out twice or not at all; the hanging channel's posts wait for their timeouts and hold no other channel.
 */
async function burst(serverUrl: string, options: BurstOptions = {}): Promise<Figure[]> {
  const url = await createDatabase(serverUrl, options.database ?? 'bench_publishing_burst');
  const env = { DATABASE_URL: url, SEED_INBOX_ITEMS: '0', SIMULATOR: '0', LOG_LEVEL: 'warn', ...options.env };
  const label = options.label ?? '09:00 burst';
  const first = await startInstance(env);
  const instances = [first, await startInstance(env)];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const total = BURST_CHANNELS * BURST_PER_CHANNEL;
  try {
    await client.query(
      `insert into channels (workspace_id, channel_type, name, screen_name, connector, schedule,
                             sandbox_latency_ms, sandbox_latency_jitter_ms, sandbox_hang, growth_day)
       select ws.id, ($2::int[])[(g - 1) % cardinality($2::int[]) + 1], 'Burst ' || g, 'burst' || g, 'sandbox',
              '[]'::jsonb, 200, 300, g = 1,
              case when $3 then to_char(now() at time zone ws.timezone, 'YYYY-MM-DD') end
       from generate_series(1, $1::int) g, (select id, timezone from workspaces order by id limit 1) ws`,
      [BURST_CHANNELS, options.networks ?? [1], options.grownToday ?? false],
    );
    await options.before?.(client, url);
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
    const afterwards = (await options.after?.(client, dueAt)) ?? [];
    return [
      { name: `${label}: publish delay p50`, value: Math.round(percentile(late, 50)), unit: 'ms', note },
      {
        name: `${label}: publish delay p99`,
        value: Math.round(percentile(late, 99)),
        unit: 'ms',
        target: '< 10000 ms',
      },
      { name: `${label}: publish delay max`, value: Math.round(late.at(-1) ?? 0), unit: 'ms' },
      { name: `${label}: published twice`, value: twice, unit: 'posts', target: '0' },
      {
        name: `${label}: lost`,
        value: live - late.length,
        unit: 'posts',
        target: '0',
        note: finished ? undefined : 'not all published within 3 minutes',
      },
      {
        name: `${label}: the hanging channel’s posts`,
        value: hanging.reduce((sum, r) => sum + r.n, 0),
        unit: 'posts',
        note: `by status ${hanging.map((r) => `${r.status}: ${r.n}`).join(', ')}; the others' max delay shows it held none of them`,
      },
      ...afterwards,
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

/** Published posts on the burst's channels whose figures come due for reading just before it (50 a channel). */
const RESULTS_DUE = 50_000;
/** How long the reading goes on being counted after the burst (RESULTS_BURST_OBSERVE_SECONDS). */
const OBSERVE_MS = Number(process.env.RESULTS_BURST_OBSERVE_SECONDS ?? 120) * 1000;

/**
 * Each network's documented limit on reading posts, per account (docs/research/network-apis.md and the connectors
 * of decision 073): how many posts a call reads, and how many calls a window allows.
 */
const READ_LIMITS: Record<number, { network: string; batch: number; calls: number; windowMs: number; what: string }> = {
  1: { network: 'X', batch: 100, calls: 900, windowMs: 15 * 60_000, what: 'GET /2/tweets: 900 per 15 min per user' },
  3: {
    network: 'Bluesky',
    batch: 25,
    calls: 3000,
    windowMs: 5 * 60_000,
    what: 'app.bsky.feed.getPosts: 3,000 per 5 min',
  },
};

/**
 * 50,000 published posts of the last 29 days on the burst's channels, their figures due now, in no channel's order
 * (as the jitter of decision 073 leaves them); then waits until the results job is reading them, so that rounds are
 * under way when the burst's posts are written. Answers how to stop counting what is read.
 */
async function makeResultsDue(client: pg.Client, url: string, readSoFar: { at: number; n: number }[]) {
  await client.query(
    `with author as (select user_id from memberships
                     where workspace_id = (select id from workspaces order by id limit 1) limit 1)
     insert into posts (workspace_id, channel_id, creator_id, hash, message, status, to_approve, queue_position,
                        custom_time, due_at, published_at)
     select c.workspace_id, c.id, (select user_id from author), 'results-' || c.id || '-' || k,
            'Published post ' || k || ' on ' || c.name, 1, false, null, t.at, t.at, t.at
     from channels c, generate_series(1, $1::int / (select count(*)::int from channels where screen_name like 'burst%')) k,
       lateral (select now() - (k % 29 + 1) * interval '1 day' - (c.id % 600) * interval '1 minute' as at) t
     where c.screen_name like 'burst%'`,
    [RESULTS_DUE],
  );
  await client.query(
    `insert into post_results (post_id, workspace_id, channel_id, network_post_id, published_at, permalink, likes,
                               comments, shares, quotes, engagement, rate_base, followers_at_post, state, refreshes,
                               refreshed_at, next_refresh_at)
     select p.id, p.workspace_id, p.channel_id, 'sandbox-results-' || p.id, p.published_at,
            'https://sandbox.social/x/burst/posts/' || p.id, 20, 3, 4, 1, 28, 'followers', 1000, 'live',
            4 + extract(day from now() - p.published_at)::int, now() - interval '1 day', now()
     from posts p where p.hash like 'results-%' order by random()`,
  );
  await client.query('analyze');
  const reading = await until(
    async () => (await client.query('select 1 from post_result_samples limit 1')).rowCount === 1,
    60_000,
  );
  if (!reading) throw new Error('the results job did not start reading within a minute');
  // How many posts' figures were read by when, every half second, on a connection of its own.
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  const timer = setInterval(() => {
    void watcher
      .query<{ n: number }>('select count(*)::int as n from post_result_samples')
      .then(({ rows }) => readSoFar.push({ at: Date.now(), n: rows[0]!.n }));
  }, 500);
  return async () => {
    clearInterval(timer);
    await watcher.end();
  };
}

/** The most calls in any window of `windowMs` among sorted instants. */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/**
 * What the results job read beside the burst and after it, and the calls each channel's network would have had:
 * a round's rows of a channel read in that network's batches (a sample per post read, stamped with the round's
 * instant), counted in every window of the network's limit.
 */
async function countReads(
  client: pg.Client,
  dueAt: Date,
  readSoFar: { at: number; n: number }[],
  stopWatching: () => Promise<void>,
): Promise<Figure[]> {
  const { rows: burstEnd } = await client.query<{ at: Date }>(
    `select max(published_at) as at from posts where hash like 'burst-%' and status = 1`,
  );
  await new Promise((r) => setTimeout(r, OBSERVE_MS));
  await stopWatching();
  const { rows: read } = await client.query<{ total: number }>(
    'select count(*)::int as total from post_result_samples',
  );
  /** Posts' figures read by an instant, as last counted before it. */
  const readBy = (at: number) => readSoFar.filter((r) => r.at <= at).at(-1)?.n ?? 0;
  const during = readBy(burstEnd[0]!.at.getTime()) - readBy(dueAt.getTime());
  const { rows: rounds } = await client.query<{ channel_id: number; channel_type: number; at: Date; n: number }>(
    `select r.channel_id, c.channel_type, s.taken_at as at, count(*)::int as n
     from post_result_samples s join post_results r using (post_id) join channels c on c.id = r.channel_id
     group by 1, 2, 3 order by 3`,
  );
  const calls = new Map<number, { type: number; times: number[] }>();
  for (const round of rounds) {
    const limit = READ_LIMITS[round.channel_type]!;
    const mine = calls.get(round.channel_id) ?? { type: round.channel_type, times: [] };
    for (let i = 0; i < Math.ceil(round.n / limit.batch); i++) mine.times.push(round.at.getTime());
    calls.set(round.channel_id, mine);
  }
  const figures: Figure[] = [
    {
      name: 'results beside the burst: posts’ figures read during the burst',
      value: during,
      unit: 'posts',
      note: `rounds under way when the burst came due go on; new ones wait (decision 073)`,
    },
    {
      name: 'results beside the burst: posts’ figures read in all',
      value: read[0]!.total,
      unit: 'posts',
      note: `of ${RESULTS_DUE} due, by ${OBSERVE_MS / 1000} s after the burst`,
    },
  ];
  for (const [type, limit] of Object.entries(READ_LIMITS)) {
    const channels = [...calls.values()].filter((c) => c.type === Number(type));
    const busiest = channels.map((c) => busiestWindow(c.times, limit.windowMs));
    const over = busiest.filter((n) => n > limit.calls).length;
    const minutes = limit.windowMs / 60_000;
    figures.push(
      {
        name: `results reads, ${limit.network}: busiest channel’s calls in ${minutes} min`,
        value: Math.max(0, ...busiest),
        unit: 'calls',
        target: `≤ ${limit.calls}`,
        note: `${limit.what}; ${channels.length} channels read, ${limit.batch} posts a call`,
      },
      {
        name: `results reads, ${limit.network}: channels over the limit in a window`,
        value: over,
        unit: 'channels',
        target: '0',
        note: over ? `FAILED: over ${limit.what}` : undefined,
      },
    );
  }
  return figures;
}

/**
 * The 09:00 burst twice on the same setup (X and Bluesky sandbox channels, the day's growth read, the results job
 * every second): without, then with 50,000 published posts' figures due on the same channels (decision 080).
 */
export async function resultsBurst(): Promise<Figure[]> {
  if (!existsSync('/usr/lib/postgresql')) {
    return [{ name: 'results-burst', value: 0, unit: '', note: 'skipped: it needs PostgreSQL installed' }];
  }
  const server = await startThrowawayPostgres();
  try {
    const common: BurstOptions = { env: { RESULTS_REFRESH_SECONDS: '1' }, networks: [1, 3], grownToday: true };
    console.log('  The burst without results due…');
    const without = await burst(server.url, {
      ...common,
      database: 'bench_results_burst_without',
      label: '09:00 burst, no results due',
    });
    const readSoFar: { at: number; n: number }[] = [];
    let stopWatching = async (): Promise<void> => undefined;
    console.log(`  The burst with ${RESULTS_DUE} posts' results due (then ${OBSERVE_MS / 1000} s of reading)…`);
    const withResults = await burst(server.url, {
      ...common,
      database: 'bench_results_burst_with',
      label: '09:00 burst, 50,000 results due',
      before: async (client, url) => void (stopWatching = await makeResultsDue(client, url, readSoFar)),
      after: (client, dueAt) => countReads(client, dueAt, readSoFar, stopWatching),
    });
    const p99 = (figures: Figure[]) => figures.find((f) => f.name.endsWith('publish delay p99'))!.value;
    return [
      ...without,
      ...withResults,
      {
        name: 'results beside the burst: p99 grows by',
        value: p99(withResults) - p99(without),
        unit: 'ms',
        target: '< 1000 ms',
      },
    ];
  } finally {
    server.stop();
  }
}
