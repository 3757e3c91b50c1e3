import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  NeedsReconnect,
  RateLimited,
  type ChannelFigures,
  type Connector,
  type PostFigures,
} from '../../connectors/types.ts';
import { channelDays, channels, type ChannelRow } from '../../db/schema.ts';
import { networkOf } from '../../../shared/networks.ts';
import { markNeedsReconnect } from '../channels/health.ts';
import type { ServiceDeps } from '../deps.ts';
import { everyInterval } from '../system/rounds.ts';
import { engagementOf, nextRefreshAt } from './schedule.ts';

// The results' refresh (decision 073): a job of its own on every instance, beside the inbox poller and never inside
// the publisher. Each round adopts the posts published lately, claims the due ones and reads their figures from
// their networks in batches, and reads each account's figures once a local day. A round does nothing while a post
// is due or publishing: refreshes wait, posts never do.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows claimed per round, and how long a claim holds before another instance may take the row. */
export const CLAIM = 500;
/** The earliest due rows whose channels a claim takes its rows from. */
const CLAIM_CHANNELS = 20;
const LEASE_MS = 10 * 60_000;
/** Publishing first: a round waits while a post is due within this much. */
const DUE_SOON_MS = 2 * 60_000;
/** Calls in flight per connector on this instance (RESULTS_LANES_PER_CONNECTOR), apart from the publisher's lanes. */
export const LANES_PER_CONNECTOR = 2;
/** A growth reading that fails is tried this many more times that day, then the day stays a gap. */
const GROWTH_RETRIES = 3;
/** Local minutes after midnight before a day's growth is read (the networks' day has turned by then). */
const GROWTH_AFTER_MINUTES = 5;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Whether publishing has work now or within two minutes, on any instance (two index reads). */
async function publishingBusy(deps: ServiceDeps, now: Date): Promise<boolean> {
  const soon = new Date(now.getTime() + DUE_SOON_MS).toISOString();
  const result = await deps.db.execute(sql`
    select exists (select 1 from posts where status = 0 and to_approve = false and due_at <= ${soon}::timestamptz)
        or exists (select 1 from posts where status = 3) as busy`);
  return Boolean(rowsOf<{ busy: boolean }>(result)[0]?.busy);
}

/**
 * Published posts of the last two days without results get their row, read first an hour after publishing: their
 * network id and address from the inbox item the publisher wrote, the channel's followers on the day (the rate's
 * base where the network gives no impressions). The publisher itself writes nothing more.
 */
export async function adoptPublished(deps: ServiceDeps, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 2 * DAY).toISOString();
  const result = await deps.db.execute(sql`
    insert into post_results (post_id, workspace_id, channel_id, network_post_id, published_at, permalink,
                              followers_at_post, next_refresh_at)
    select p.id, p.workspace_id, p.channel_id, i.network_id, p.published_at, i.permalink,
      (select d.followers from channel_days as d join workspaces as w on w.id = p.workspace_id
        where d.channel_id = p.channel_id and d.followers is not null
          and d.day <= (p.published_at at time zone w.timezone)::date
        order by d.day desc limit 1),
      p.published_at + interval '1 hour'
    from posts as p
      join lateral (select network_id, permalink from inbox_items
        where published_post_id = p.id and post_type = 'post' order by id limit 1) as i on true
    where p.status = 1 and p.published_at >= ${since}::timestamptz
      and not exists (select 1 from post_results as r where r.post_id = p.id)
    on conflict do nothing
    returning post_id, published_at`);
  const adopted = rowsOf<{ post_id: number; published_at: string }>(result);
  // The jitter of the first reading, now that each has its id: one statement for a whole burst's posts.
  if (adopted.length)
    await deps.db.execute(sql`update post_results as r set next_refresh_at = v.at
      from jsonb_to_recordset(${JSON.stringify(
        adopted.map((row) => ({ id: row.post_id, at: nextRefreshAt(row.post_id, new Date(row.published_at), 0) })),
      )}::jsonb) as v(id int, at timestamptz)
      where r.post_id = v.id`);
  return adopted.length;
}

interface Claimed {
  post_id: number;
  channel_id: number;
  network_post_id: string;
  published_at: string;
  refreshes: number;
  followers_at_post: number | null;
}

/**
 * Takes up to CLAIM due rows for this instance (a lease of ten minutes, so a dead instance's rows come due again),
 * of channels that are connected and not waiting out a reading limit. Rows of channels that need reconnecting move
 * a day on, or end with what they had once past day 30.
 */
async function claimDue(deps: ServiceDeps, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  await deps.db.execute(sql`
    update post_results as r
    set next_refresh_at = case when r.published_at < ${at}::timestamptz - interval '30 days' then null
                               else ${at}::timestamptz + interval '1 day' end,
        state = case when r.published_at < ${at}::timestamptz - interval '30 days' then 'final' else r.state end
    from channels as c
    where c.id = r.channel_id and c.status = 'needs_reconnect'
      and r.next_refresh_at is not null and r.next_refresh_at <= ${at}::timestamptz`);
  const result = await deps.db.execute(sql`
    update post_results as r set next_refresh_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
    where r.post_id in (
      select d.post_id from post_results as d join channels as c on c.id = d.channel_id
      where d.next_refresh_at is not null and d.next_refresh_at <= ${at}::timestamptz
        and c.status <> 'needs_reconnect'
        and (c.results_paused_until is null or c.results_paused_until <= ${at}::timestamptz)
        -- The channels of the longest due, and as many of their due posts as a claim takes: a backlog is read in
        -- the networks' full batches, not a post or two a call.
        and d.channel_id in (
          select e.channel_id from post_results as e
          where e.next_refresh_at is not null and e.next_refresh_at <= ${at}::timestamptz
          order by e.next_refresh_at limit ${CLAIM_CHANNELS})
      order by d.next_refresh_at
      limit ${CLAIM}
      for update of d skip locked)
    returning r.post_id, r.channel_id, r.network_post_id, r.published_at, r.refreshes, r.followers_at_post`);
  return rowsOf<Claimed>(result);
}

/** A reading's figures into the post's row and a sample; the next reading scheduled, or the figures final. */
async function record(deps: ServiceDeps, row: Claimed, figures: PostFigures, now: Date) {
  const refreshes = row.refreshes + 1;
  const next = nextRefreshAt(row.post_id, new Date(row.published_at), refreshes);
  const engagement = engagementOf(figures);
  const rateBase = figures.impressions ? 'impressions' : row.followers_at_post ? 'followers' : null;
  const clicks = sql`coalesce((select sum(clicks) from short_links where post_id = ${row.post_id}), 0)`;
  await deps.db.execute(sql`
    with updated as (
      update post_results set likes = ${figures.likes}, comments = ${figures.comments}, shares = ${figures.shares},
        quotes = ${figures.quotes}, saves = ${figures.saves}, impressions = ${figures.impressions},
        network_clicks = ${figures.networkClicks}, link_clicks = ${clicks}, engagement = ${engagement},
        rate_base = ${rateBase}, refreshes = ${refreshes}, refreshed_at = ${now.toISOString()}::timestamptz,
        next_refresh_at = ${next?.toISOString() ?? null}::timestamptz, state = ${next ? 'live' : 'final'}
      where post_id = ${row.post_id}
      returning post_id, link_clicks)
    insert into post_result_samples (post_id, taken_at, likes, comments, shares, quotes, saves, impressions,
                                     network_clicks, link_clicks, engagement)
    select post_id, ${now.toISOString()}::timestamptz, ${figures.likes}, ${figures.comments}, ${figures.shares},
      ${figures.quotes}, ${figures.saves}, ${figures.impressions}, ${figures.networkClicks}, link_clicks,
      ${engagement}
    from updated
    on conflict do nothing`);
}

/** The network says the post is gone: its last figures kept, no more readings. */
const markGone = (deps: ServiceDeps, postIds: number[]) =>
  postIds.length
    ? deps.db.execute(sql`update post_results set state = 'deleted', next_refresh_at = null
        where post_id in (${sql.join(postIds, sql`, `)})`)
    : undefined;

/** At most `lanes` of the tasks at once. */
async function inLanes<T>(tasks: (() => Promise<T>)[], lanes: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(lanes, tasks.length) }, lane));
}

/** One channel's claimed rows, read in the network's batches. Answers how many posts' figures came. */
async function readChannel(
  deps: ServiceDeps,
  channel: ChannelRow,
  connector: Connector<ChannelRow>,
  rows: Claimed[],
  now: Date,
): Promise<number> {
  const size = connector.resultsBatch ?? 25;
  let read = 0;
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    let answer: Map<string, PostFigures | 'gone'>;
    try {
      answer = await connector.readResults!(
        channel,
        batch.map((r) => ({ networkPostId: r.network_post_id, publishedAt: new Date(r.published_at) })),
        now,
      );
    } catch (error) {
      const later = rows.slice(i).map((r) => r.post_id);
      if (error instanceof RateLimited) {
        // The channel's reading waits; its posts never do (not rate_limited_until, not the network's pause).
        await deps.db.update(channels).set({ resultsPausedUntil: error.until }).where(eq(channels.id, channel.id));
        await deps.db.execute(sql`update post_results set next_refresh_at = ${error.until.toISOString()}::timestamptz
          where post_id in (${sql.join(later, sql`, `)})`);
        deps.metrics.resultsRead(channel.connector, 'rate_limited');
      } else if (error instanceof NeedsReconnect) {
        await markNeedsReconnect(deps, channel, error.message);
        deps.metrics.resultsRead(channel.connector, 'needs_reconnect');
      } else {
        deps.metrics.resultsRead(channel.connector, 'error');
        deps.log.warn({ channel: channel.id, reason: (error as Error).message }, 'reading posts’ figures failed');
      }
      return read;
    }
    deps.metrics.resultsRead(channel.connector, 'ok');
    const gone: number[] = [];
    for (const row of batch) {
      const figures = answer.get(row.network_post_id);
      if (figures === 'gone') gone.push(row.post_id);
      else if (figures) {
        await record(deps, row, figures, now);
        read += 1;
      }
      // Left out of the answer: read again once the claim lapses.
    }
    await markGone(deps, gone);
  }
  return read;
}

/** Rows of a channel whose network gives no post figures (Google): final at once, our link clicks aside. */
const noFigures = (deps: ServiceDeps, rows: Claimed[]) =>
  deps.db.execute(sql`update post_results set state = 'final', next_refresh_at = null
    where post_id in (${sql.join(
      rows.map((r) => r.post_id),
      sql`, `,
    )})`);

/** The due posts' figures, read channel by channel, at most LANES_PER_CONNECTOR calls per connector at once. */
async function refreshDue(deps: ServiceDeps, now: Date): Promise<number> {
  const claimed = await claimDue(deps, now);
  if (claimed.length === 0) return 0;
  const byChannel = new Map<number, Claimed[]>();
  for (const row of claimed) byChannel.set(row.channel_id, [...(byChannel.get(row.channel_id) ?? []), row]);
  const rows = await deps.db
    .select()
    .from(channels)
    .where(inArray(channels.id, [...byChannel.keys()]));
  const perConnector = new Map<string, (() => Promise<number>)[]>();
  let read = 0;
  for (const channel of rows) {
    const connector = deps.connectorFor(channel) as Connector<ChannelRow>;
    const mine = byChannel.get(channel.id)!;
    if (!connector.readResults || networkOf(channel.channelType).postFigures.length === 0) {
      await noFigures(deps, mine);
      continue;
    }
    const tasks = perConnector.get(channel.connector) ?? [];
    tasks.push(async () => (read += await readChannel(deps, channel, connector, mine, now)));
    perConnector.set(channel.connector, tasks);
  }
  await Promise.all([...perConnector.values()].map((tasks) => inLanes(tasks, LANES_PER_CONNECTOR)));
  return read;
}

/** The workspace zone's day at `now`, and whether it is late enough in it to read the day's growth. */
function localDay(now: Date, zone: string): { day: string; ready: boolean } {
  const local = DateTime.fromJSDate(now, { zone });
  return { day: local.toISODate()!, ready: local.hour * 60 + local.minute >= GROWTH_AFTER_MINUTES };
}

/** An account's figures into its day (a reading later that day replaces the earlier one). */
async function recordDay(deps: ServiceDeps, channel: ChannelRow, day: string, f: ChannelFigures) {
  const values = {
    followers: f.followers,
    following: f.following,
    postsTotal: f.posts,
    views: f.views ?? null,
    websiteClicks: f.websiteClicks ?? null,
    calls: f.calls ?? null,
    directions: f.directions ?? null,
    reviews: f.reviews ?? null,
    rating: f.rating ?? null,
  };
  await deps.db
    .insert(channelDays)
    .values({ channelId: channel.id, workspaceId: channel.workspaceId, day, ...values })
    .onConflictDoUpdate({ target: [channelDays.channelId, channelDays.day], set: values });
}

/**
 * Each connected account's figures, once per local day of its workspace after 00:05: taken by one instance (the
 * channel's `growth_day` moved conditionally), tried again up to three times that day when the network fails, then
 * left a gap.
 */
async function readGrowth(deps: ServiceDeps, now: Date): Promise<number> {
  const candidates = rowsOf<{ id: number; timezone: string }>(
    await deps.db.execute(sql`
      select c.id, w.timezone from channels as c join workspaces as w on w.id = c.workspace_id
      where c.status <> 'needs_reconnect'
        and (c.growth_day is distinct from to_char(${now.toISOString()}::timestamptz at time zone w.timezone, 'YYYY-MM-DD')
          or c.growth_tries between 1 and ${GROWTH_RETRIES})`),
  );
  const perConnector = new Map<string, (() => Promise<void>)[]>();
  let read = 0;
  for (const { id, timezone } of candidates) {
    const { day, ready } = localDay(now, timezone);
    if (!ready) continue;
    const [taken] = await deps.db
      .update(channels)
      .set({
        growthDay: day,
        growthTries: sql`case when ${channels.growthDay} = ${day} then ${channels.growthTries} + 1 else 1 end`,
      })
      .where(
        and(
          eq(channels.id, id),
          sql`(${channels.growthDay} is distinct from ${day}
            or ${channels.growthTries} between 1 and ${GROWTH_RETRIES})`,
        ),
      )
      .returning();
    if (!taken) continue;
    const connector = deps.connectorFor(taken) as Connector<ChannelRow>;
    if (!connector.readGrowth) {
      await deps.db.update(channels).set({ growthTries: 0 }).where(eq(channels.id, id));
      continue;
    }
    const tasks = perConnector.get(taken.connector) ?? [];
    tasks.push(async () => {
      try {
        await recordDay(deps, taken, day, await connector.readGrowth!(taken, day, now));
        await deps.db.update(channels).set({ growthTries: 0 }).where(eq(channels.id, id));
        deps.metrics.resultsRead(taken.connector, 'ok');
        read += 1;
      } catch (error) {
        if (error instanceof NeedsReconnect) await markNeedsReconnect(deps, taken, error.message);
        deps.metrics.resultsRead(
          taken.connector,
          error instanceof NeedsReconnect ? 'needs_reconnect' : error instanceof RateLimited ? 'rate_limited' : 'error',
        );
        deps.log.warn({ channel: id, reason: (error as Error).message }, 'reading an account’s figures failed');
      }
    });
    perConnector.set(taken.connector, tasks);
  }
  await Promise.all([...perConnector.values()].map((tasks) => inLanes(tasks, LANES_PER_CONNECTOR)));
  return read;
}

/** One round: unless publishing has work, adopt, read the due posts' figures and the day's growth. */
export async function refreshRound(
  deps: ServiceDeps,
): Promise<{ adopted: number; read: number; grown: number } | undefined> {
  const now = deps.now();
  if (await publishingBusy(deps, now)) return undefined;
  const adopted = await adoptPublished(deps, now);
  const read = await refreshDue(deps, now);
  const grown = await readGrowth(deps, now);
  return { adopted, read, grown };
}

/** Reads results every `intervalMs` (RESULTS_REFRESH_SECONDS), never two rounds at once on this instance. */
export function startResultsRefresh(deps: ServiceDeps, intervalMs: number) {
  const failed = 'a results round failed; the next one retries';
  return everyInterval({ log: deps.log, job: 'results', intervalMs, failed }, (log) => refreshRound({ ...deps, log }));
}
