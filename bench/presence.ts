// Presence (issue 35): how long a teammate's "viewing" or "typing" takes to show on fifty open dashboards, from the
// POST being sent to each event stream receiving it, on the embedded database and on two PostgreSQL instances.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startThrowawayPostgres, viaSocket } from '../server/testing/postgres.ts';
import { createDatabase, freePort, startInstance, type Instance } from '../server/testing/instance.ts';
import { call } from './api.ts';
import type { Figure } from './figures.ts';
import { addTeammates, TEAMMATES } from './inbox-team.ts';
import { logIn, prepareBuilds, startService } from './service.ts';
import { generator } from './team/calls.ts';
import { openStream } from './team/stream.ts';
import { ms as round, percentile, sorted } from './team/tally.ts';

const STREAMS = 50;
const CHANGES = 200;
/** A change the streams have not all received by then counts as lost for those that have not. */
const LOST_AFTER_MS = 5_000;
const TARGET = '< 200 ms';

/** Consecutive changes differ in item and state, so a late event is never taken for the next change's. */
interface Presence {
  post_id: string;
  state: string;
}

/**
 * Opens the streams (the i-th for the i-th token, on the i-th origin in turn), then sends the changes one after
 * another from the members in turn, each on the first origin, a short pause apart, each once every stream has it or
 * after LOST_AFTER_MS. Answers each delivery's time from the POST being sent, and the deliveries that never came.
 */
async function measure(origins: string[], tokens: string[]): Promise<{ ms: number[]; lost: number; sent: number }> {
  const [origin] = origins as [string];
  const { posts } = (await call({ origin, token: tokens[0]! }, 'GET', '/inbox/get', {})) as {
    posts: { post_id: string; channel_id: string }[];
  };
  if (!posts.length) throw new Error('the demo workspace has no inbox');
  let waiting: { key: string; sentAt: number; missing: Set<number>; done: () => void } | undefined;
  const ms: number[] = [];
  const lost: string[] = [];
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, (_, i) =>
      openStream(
        origins[i % origins.length]!,
        tokens[i % tokens.length]!,
        (type, data) => {
          if (type !== 'presence' || !waiting) return;
          const p = data as Presence;
          if (`${p.post_id}/${p.state}` !== waiting.key || !waiting.missing.delete(i)) return;
          ms.push(performance.now() - waiting.sentAt);
          if (!waiting.missing.size) waiting.done();
        },
        (why) => lost.push(why),
      ),
    ),
  );
  const rng = generator(20_261_127);
  let missed = 0;
  try {
    for (let n = 0; n < CHANGES; n++) {
      const token = tokens[n % tokens.length]!;
      const item = posts[n % posts.length]!;
      const state = ['viewing', 'typing', 'left'][n % 3]!;
      const all = new Promise<void>((resolve) => {
        waiting = {
          key: `${item.post_id}/${state}`,
          sentAt: performance.now(),
          missing: new Set(streams.map((_, i) => i)),
          done: resolve,
        };
      });
      await call({ origin, token }, 'POST', '/inbox/presence', {
        post_id: item.post_id,
        channel_id: item.channel_id,
        state,
      });
      const timer = new Promise<void>((resolve) => setTimeout(resolve, LOST_AFTER_MS).unref());
      await Promise.race([all, timer]);
      missed += waiting!.missing.size;
      waiting = undefined;
      // People change what they look at a moment apart, not in lockstep with the stream's gathering.
      await new Promise((resolve) => setTimeout(resolve, 20 + rng() * 80));
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  if (lost.length) throw new Error(`event streams lost: ${lost.slice(0, 3).join('; ')}`);
  return { ms, lost: missed, sent: CHANGES };
}

function figures(label: string, result: { ms: number[]; lost: number; sent: number }, note: string): Figure[] {
  const delivered = sorted(result.ms);
  const name = `presence to ${STREAMS} dashboards (${label})`;
  return [
    { name: `${name}: p50`, value: round(percentile(delivered, 50)), unit: 'ms', note },
    { name: `${name}: p99`, value: round(percentile(delivered, 99)), unit: 'ms', target: TARGET },
    { name: `${name}: max`, value: round(delivered.at(-1) ?? NaN), unit: 'ms' },
    {
      name: `${name}: not received`,
      value: result.lost,
      unit: 'events',
      target: '0',
      note: `of ${result.sent * STREAMS} (${result.sent} changes × ${STREAMS} streams)`,
    },
  ];
}

async function onPglite(): Promise<Figure[]> {
  prepareBuilds();
  console.log('  PGlite: a first start on an empty data directory (it seeds the demo)…');
  const service = await startService({ port: await freePort() });
  try {
    const tokens = [service.token, await logIn(service.origin, 'collab@demo.test')];
    console.log(`  PGlite: ${STREAMS} streams of ${tokens.length} members, ${CHANGES} changes…`);
    const result = await measure([service.origin], tokens);
    return figures('PGlite', result, `one instance, ${tokens.length} members' streams (the demo's members)`);
  } finally {
    await service.stop();
  }
}

async function onPostgres(): Promise<Figure[]> {
  if (!existsSync('/usr/lib/postgresql')) {
    return [{ name: 'presence (PostgreSQL)', value: 0, unit: '', note: 'skipped: it needs PostgreSQL installed' }];
  }
  const server = await startThrowawayPostgres();
  const instances: Instance[] = [];
  try {
    const url = await createDatabase(server.url, 'bench_presence');
    const env = {
      DATABASE_URL: viaSocket(url),
      SIMULATOR: '0',
      PUBLISHER: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    };
    console.log('  PostgreSQL: two instances on one database…');
    // The first migrates and seeds the demo; the teammates join before the second starts.
    instances.push(await startInstance(env));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('select id from workspaces order by id limit 1');
      await addTeammates(client, rows[0]!.id);
    } finally {
      await client.end();
    }
    instances.push(await startInstance(env));
    // Five members, as docs/benchmarks.md describes the run: the demo's two and the first three teammates.
    const emails = ['owner@demo.test', 'collab@demo.test', ...TEAMMATES.slice(0, 3).map((t) => t.email)];
    const tokens = await Promise.all(emails.map((email) => logIn(instances[0]!.origin, email)));
    console.log(`  PostgreSQL: ${STREAMS} streams of ${tokens.length} members over 2 instances, ${CHANGES} changes…`);
    const result = await measure(
      instances.map((i) => i.origin),
      tokens,
    );
    return figures(
      'PostgreSQL, 2 instances',
      result,
      `streams split over both instances, every change posted to the first (LISTEN/NOTIFY to the second)`,
    );
  } finally {
    for (const instance of instances) await instance.stop();
    server.stop();
  }
}

export async function presence(): Promise<Figure[]> {
  return [...(await onPglite()), ...(await onPostgres())];
}
