// The analytics page's reads under load (decision 080): a year of results on PostgreSQL, twenty people at once.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startThrowawayPostgres, viaSocket } from '../server/testing/postgres.ts';
import { createDatabase, freePort } from '../server/testing/instance.ts';
import type { Figure } from './figures.ts';
import { prepareBuilds, startService, type RunningService } from './service.ts';

const CHANNELS = 10;
const POSTS_A_DAY = 5;
const DAYS = 365;
const CLIENTS = 20;
const WARM_UP_MS = 5_000;
const WINDOW_MS = 60_000;
/** When the refresh reads a post (decision 073): 1, 3, 6, 12, 24 hours, then daily to day 30. */
const SAMPLE_HOURS = [1, 3, 6, 12, 24, ...Array.from({ length: 29 }, (_, i) => 48 + 24 * i)];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * A year of 10 sandbox channels (each network played, Google's without post figures) posting 5 a day: 18,250
 * published posts with their final or live figures, 34 readings each, a channel day each day, a short link on a
 * quarter of them. Loaded by SQL, as a year of the refresh would have left them.
 */
async function loadYear(client: pg.Client, workspaceId: number) {
  await client.query(
    `insert into channels (workspace_id, channel_type, name, screen_name, connector, schedule)
     select $1, (g - 1) % 7 + 1, 'Results ' || g, 'results' || g, 'sandbox', '[]'::jsonb
     from generate_series(1, $2::int) g`,
    [workspaceId, CHANNELS],
  );
  // Posts at five times a day spread over the day's hours, a minute of their own each; none today yet.
  await client.query(
    `with author as (select user_id from memberships where workspace_id = $1 limit 1)
     insert into posts (workspace_id, channel_id, creator_id, hash, message, status, to_approve, queue_position,
                        custom_time, due_at, published_at)
     select c.workspace_id, c.id, (select user_id from author), 'results-' || c.id || '-' || d || '-' || k,
            'Results post ' || k || ' of ' || d || ' days ago on ' || c.name, 1, false, null, t.at, t.at, t.at
     from channels c, generate_series(1, $2::int) d, generate_series(1, $3::int) k,
       lateral (select date_trunc('day', now()) - d * interval '1 day'
                       + ((k * 4 + c.id + d) % 17 + 6) * interval '1 hour'
                       + ((c.id * 7 + d * 13 + k * 31) % 60) * interval '1 minute' as at) t
     where c.workspace_id = $1 and c.screen_name like 'results%'`,
    [workspaceId, DAYS, POSTS_A_DAY],
  );
  // Each network gives what shared/networks.ts says it gives; the others are null, never 0.
  await client.query(
    `with given(channel_type, figures) as (values
        (1, array['likes','comments','shares','quotes','saves','impressions','network_clicks']),
        (2, array['likes','comments','shares','impressions']),
        (3, array['likes','comments','shares','quotes']),
        (4, array['likes','comments','shares','impressions','network_clicks']),
        (5, array['likes','comments','shares','saves','impressions']),
        (6, array['saves','impressions','network_clicks']),
        (7, array[]::text[])),
     made as (
       select p.id, p.workspace_id, p.channel_id, p.published_at, g.figures,
              (800 + c.id % 10 * 600)::int as followers, 0.3 + random() * 2.7 as quality
       from posts p join channels c on c.id = p.channel_id join given g on g.channel_type = c.channel_type
       where p.workspace_id = $1 and p.hash like 'results-%'),
     figures as (
       select m.*, round(m.followers * (0.4 + m.quality))::int as seen from made m),
     valued as (
       select f.id, f.workspace_id, f.channel_id, f.published_at, f.followers,
         case when 'likes' = any(f.figures) then round(f.seen * 0.02 * f.quality)::int end as likes,
         case when 'comments' = any(f.figures) then round(f.seen * 0.003 * f.quality)::int end as comments,
         case when 'shares' = any(f.figures) then round(f.seen * 0.004 * f.quality)::int end as shares,
         case when 'quotes' = any(f.figures) then round(f.seen * 0.001 * f.quality)::int end as quotes,
         case when 'saves' = any(f.figures) then round(f.seen * 0.005 * f.quality)::int end as saves,
         case when 'impressions' = any(f.figures) then f.seen end as impressions,
         case when 'network_clicks' = any(f.figures) then round(f.seen * 0.01 * f.quality)::int end as network_clicks
       from figures f)
     insert into post_results (post_id, workspace_id, channel_id, network_post_id, published_at, permalink, likes,
                               comments, shares, quotes, saves, impressions, network_clicks, link_clicks, engagement,
                               rate_base, followers_at_post, state, refreshes, refreshed_at, next_refresh_at)
     select v.id, v.workspace_id, v.channel_id, 'sandbox-bench-' || v.id, v.published_at,
            'https://sandbox.social/bench/posts/' || v.id, v.likes, v.comments, v.shares, v.quotes, v.saves,
            v.impressions, v.network_clicks, 0,
            coalesce(v.likes, 0) + coalesce(v.comments, 0) + coalesce(v.shares, 0) + coalesce(v.quotes, 0)
              + coalesce(v.saves, 0),
            case when v.impressions is not null then 'impressions' else 'followers' end, v.followers,
            case when v.published_at < now() - interval '30 days' then 'final' else 'live' end,
            least(34, 5 + extract(day from now() - v.published_at)::int),
            least(now(), v.published_at + interval '30 days'),
            case when v.published_at >= now() - interval '30 days' then now() + interval '6 hours' end
     from valued v`,
    [workspaceId],
  );
  await client.query(
    `insert into short_links (code, post_id, url, clicks)
     select 'bench' || r.post_id, r.post_id, 'https://example.com/post/' || r.post_id, (random() * 200)::int
     from post_results r
     where r.workspace_id = $1 and r.network_post_id like 'sandbox-bench-%' and r.post_id % 4 = 0`,
    [workspaceId],
  );
  await client.query(
    `update post_results r set link_clicks = s.clicks from short_links s
     where s.post_id = r.post_id and r.workspace_id = $1`,
    [workspaceId],
  );
  // Each reading's figures as they grew: most within six hours, all after a day.
  await client.query(
    `insert into post_result_samples (post_id, taken_at, likes, comments, shares, quotes, saves, impressions,
                                      network_clicks, link_clicks, engagement)
     select r.post_id, r.published_at + h * interval '1 hour', round(r.likes * g)::int, round(r.comments * g)::int,
            round(r.shares * g)::int, round(r.quotes * g)::int, round(r.saves * g)::int,
            round(r.impressions * g)::int, round(r.network_clicks * g)::int, round(r.link_clicks * g)::int,
            round(r.engagement * g)::int
     from post_results r, unnest($2::int[]) h, lateral (select 1 - exp(-h / 6.0) as g) grown
     -- The bench's posts: the demo's own year (decision 080) has its readings already.
     where r.workspace_id = $1 and r.network_post_id like 'sandbox-bench-%'`,
    [workspaceId, SAMPLE_HOURS],
  );
  await client.query(
    `insert into channel_days (channel_id, day, workspace_id, followers, following, posts_total, views,
                               website_clicks, calls, directions)
     select c.id, (now() at time zone w.timezone)::date - d, c.workspace_id,
            round((800 + c.id % 10 * 600) * (1 + 0.0015 * ($2 - d)))::int, 200 + c.id, 400 + $2 - d,
            case when c.channel_type = 7 then 50 + (d * 7) % 40 end,
            case when c.channel_type = 7 then 5 + d % 9 end,
            case when c.channel_type = 7 then d % 4 end,
            case when c.channel_type = 7 then 2 + d % 6 end
     from channels c join workspaces w on w.id = c.workspace_id, generate_series(0, $2 - 1) d
     where c.workspace_id = $1 and c.screen_name like 'results%'`,
    [workspaceId, DAYS],
  );
  await client.query('analyze');
  const { rows } = await client.query<{ posts: number; samples: number; days: number }>(
    `select (select count(*)::int from post_results where workspace_id = $1) as posts,
            (select count(*)::int from post_result_samples s join post_results r using (post_id)
              where r.workspace_id = $1) as samples,
            (select count(*)::int from channel_days where workspace_id = $1) as days`,
    [workspaceId],
  );
  return rows[0]!;
}

interface Operation {
  name: string;
  path: string;
  params: Record<string, string>;
}

/** What the analytics page asks: its ranges and sorts, the channels' growth, a channel's best times. */
async function operationsOf(client: pg.Client, workspaceId: number): Promise<Operation[]> {
  const { rows } = await client.query<{ today: string; d30: string; d90: string; d365: string; channel: number }>(
    `select to_char(t.day, 'YYYY-MM-DD') as today, to_char(t.day - 29, 'YYYY-MM-DD') as d30,
            to_char(t.day - 89, 'YYYY-MM-DD') as d90, to_char(t.day - 364, 'YYYY-MM-DD') as d365,
            (select min(id) from channels where workspace_id = $1 and screen_name like 'results%') as channel
     from (select (now() at time zone timezone)::date as day from workspaces where id = $1) t`,
    [workspaceId],
  );
  const { today, d30, d90, d365, channel } = rows[0]!;
  const posts = (days: number, from: string, sort: string): Operation => ({
    name: `analytics/posts ${days} days, by ${sort}`,
    path: '/analytics/posts',
    params: { from, to: today, sort, limit: '50' },
  });
  return [
    posts(30, d30, 'published'),
    posts(30, d30, 'engagement'),
    posts(90, d90, 'published'),
    posts(90, d90, 'engagement'),
    posts(365, d365, 'published'),
    posts(365, d365, 'engagement'),
    { name: 'analytics/channels 30 days', path: '/analytics/channels', params: { from: d30, to: today } },
    { name: 'analytics/channels 365 days', path: '/analytics/channels', params: { from: d365, to: today } },
    { name: 'analytics/bestTimes', path: '/analytics/bestTimes', params: { channel_id: String(channel) } },
  ];
}

/** Twenty clients, each one call at a time through the operations in turn: each call's time, per operation. */
async function drive(service: RunningService, operations: Operation[]) {
  const times = operations.map(() => [] as number[]);
  const failed = operations.map(() => 0);
  const started = performance.now();
  const measureFrom = started + WARM_UP_MS;
  const end = measureFrom + WINDOW_MS;
  const client = async (index: number) => {
    for (let turn = index; performance.now() < end; turn++) {
      const which = turn % operations.length;
      const op = operations[which]!;
      const before = performance.now();
      const response = await fetch(`${service.origin}/api${op.path}?${new URLSearchParams(op.params)}`, {
        headers: { authorization: `Bearer ${service.token}` },
      });
      const body = (await response.json()) as { status: string };
      const after = performance.now();
      if (before < measureFrom) continue;
      if (body.status !== 'success') failed[which]! += 1;
      else times[which]!.push(after - before);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return operations.map((op, i) => ({ op, times: times[i]!.sort((a, b) => a - b), failed: failed[i]! }));
}

export async function analyticsReads(): Promise<Figure[]> {
  if (!existsSync('/usr/lib/postgresql')) {
    return [
      {
        name: 'analytics reads',
        value: 0,
        unit: '',
        note: 'skipped: it needs PostgreSQL installed (apt-get install -y postgresql)',
      },
    ];
  }
  prepareBuilds();
  const server = await startThrowawayPostgres();
  try {
    const url = await createDatabase(server.url, 'bench_analytics');
    console.log('  PostgreSQL: a first start (the demo), then a year of results loaded by SQL…');
    // Through the Unix socket, as teams.ts reaches it (a service on the database's own host).
    const service = await startService({ port: await freePort(), env: { DATABASE_URL: viaSocket(url) } });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('select id from workspaces order by id limit 1');
      const workspaceId = rows[0]!.id;
      const loadStarted = Date.now();
      const loaded = await loadYear(client, workspaceId);
      console.log(
        `  Loaded ${loaded.posts} posts' results, ${loaded.samples} readings, ${loaded.days} channel days in ` +
          `${((Date.now() - loadStarted) / 1000).toFixed(1)} s.`,
      );
      const operations = await operationsOf(client, workspaceId);
      console.log(`  ${CLIENTS} clients, ${WARM_UP_MS / 1000} s warm-up, ${WINDOW_MS / 1000} s measured…`);
      const measured = await drive(service, operations);
      const note = `${loaded.posts} posts, ${loaded.samples} readings, ${loaded.days} channel days; ${CLIENTS} clients`;
      return measured.flatMap(({ op, times, failed }, i) => [
        {
          name: `${op.name}: p50`,
          value: Math.round(percentile(times, 50)),
          unit: 'ms',
          note: i === 0 ? note : undefined,
        },
        {
          name: `${op.name}: p99`,
          value: Math.round(percentile(times, 99)),
          unit: 'ms',
          target: '< 100 ms',
          note: `${times.length} calls${failed ? `, ${failed} failed` : ''}`,
        },
      ]);
    } finally {
      await client.end();
      await service.stop();
    }
  } finally {
    server.stop();
  }
}
