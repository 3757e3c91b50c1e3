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
    return [...(await throughput(server.url, 1)), ...(await throughput(server.url, 2)), ...(await delay(server.url))];
  } finally {
    server.stop();
  }
}
