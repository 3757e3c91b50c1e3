import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../domain/errors.ts';
import { MAX_REPORT_DAYS } from '../../domain/limits.ts';
import { datesBetween, dayRange, formatInZone } from '../../domain/time.ts';
import { daysBetween } from '../outbox/rules.ts';
import { findChannel } from '../channels/channels.ts';

// What the analytics operations read (decision 073): post_results for what each post did, channel_days for what the
// network gave of each account on a day, short_links for our own clicks (counted live: they go on after day 30).

/** A post's figures as the operations name them. */
export interface Figures {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  quotes: number | null;
  saves: number | null;
  impressions: number | null;
  network_clicks: number | null;
  link_clicks: number;
  engagement: number;
}

export type RateBase = 'impressions' | 'followers';

export interface PostResult extends Figures {
  post_id: string;
  channel_id: string;
  channel_type: number;
  message: string;
  published_at: string;
  permalink: string;
  state: 'live' | 'final' | 'deleted';
  engagement_rate: number | null;
  rate_base: RateBase | null;
  refreshed_at: string | null;
  final: 0 | 1;
}

export interface Totals extends Figures {
  posts: number;
  engagement_rate: number | null;
  rate_base: RateBase | null;
}

export type PostsSort = 'published' | 'engagement' | 'engagement_rate';

export interface Range {
  from: string;
  to: string;
  channelId?: number;
}

const FIGURES = ['likes', 'comments', 'shares', 'quotes', 'saves', 'impressions', 'network_clicks'] as const;

/** A count from the database (bigint sums come as strings), or null. */
const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The engagement rate of a row of post_results (`r`): over its impressions, else its followers when published. */
export const RATE = sql`case r.rate_base when 'impressions' then r.engagement::float8 / nullif(r.impressions, 0)
  when 'followers' then r.engagement::float8 / nullif(r.followers_at_post, 0) end`;
const LINK_CLICKS = sql`coalesce((select sum(s.clicks) from short_links as s where s.post_id = r.post_id), 0)`;

/** The range as instants, checked (days of the calendar, from ≤ to, at most MAX_REPORT_DAYS), and the channel's. */
async function scope(db: Db, auth: AuthContext, range: Range) {
  daysBetween(range.from, range.to, auth.timezone, MAX_REPORT_DAYS);
  if (range.channelId !== undefined) await findChannel(db, auth.workspaceId, range.channelId);
  const { start, end } = dayRange(range.from, range.to, auth.timezone);
  const where = sql`r.workspace_id = ${auth.workspaceId}
    and r.published_at >= ${start.toISOString()}::timestamptz and r.published_at < ${end.toISOString()}::timestamptz
    ${range.channelId === undefined ? sql`` : sql`and r.channel_id = ${range.channelId}`}`;
  return { where, start, end };
}

/** The figures summed, each null when no row has it, and the mean of the rows' rates (their common base, if one). */
const TOTALS = sql`count(*)::int as posts, ${sql.join(
  FIGURES.map((f) => sql`sum(r.${sql.raw(f)})::float8 as ${sql.raw(f)}`),
  sql`, `,
)}, sum(r.engagement)::float8 as engagement, sum(l.clicks)::float8 as link_clicks,
  avg(${RATE}) as engagement_rate,
  case when min(r.rate_base) = max(r.rate_base) then min(r.rate_base) end as rate_base`;

/**
 * Our short links' clicks per post of the range, summed once for all of them (decision 080): a lookup per post made
 * the planner cost a year's totals past PostgreSQL's JIT threshold, which then spent longer compiling than reading.
 */
const clicksOf = (where: SQL) => sql`left join (
    select s.post_id, sum(s.clicks) as clicks from short_links as s
    where s.post_id in (select r.post_id from post_results as r where ${where})
    group by s.post_id) as l on l.post_id = r.post_id`;

const totalsOf = (row: Record<string, unknown> | undefined): Totals => ({
  posts: Number(row?.posts ?? 0),
  likes: orNull(row?.likes),
  comments: orNull(row?.comments),
  shares: orNull(row?.shares),
  quotes: orNull(row?.quotes),
  saves: orNull(row?.saves),
  impressions: orNull(row?.impressions),
  network_clicks: orNull(row?.network_clicks),
  link_clicks: Number(row?.link_clicks ?? 0),
  engagement: Number(row?.engagement ?? 0),
  engagement_rate: orNull(row?.engagement_rate),
  rate_base: (row?.rate_base as RateBase | null | undefined) ?? null,
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ORDER: Record<PostsSort, SQL> = {
  published: sql`r.published_at desc, r.post_id desc`,
  engagement: sql`r.engagement desc, r.published_at desc, r.post_id desc`,
  engagement_rate: sql`rate desc nulls last, r.engagement desc, r.post_id desc`,
};

/** Each post published in the range with its figures, a page of them in the order asked, and the range's totals. */
export async function analyticsPosts(
  db: Db,
  auth: AuthContext,
  query: Range & { sort?: PostsSort; limit?: number; offset?: number },
): Promise<{ count: number; totals: Totals; posts: PostResult[] }> {
  const { where } = await scope(db, auth, query);
  const zone = auth.timezone;
  const [page, whole] = await Promise.all([
    // The page's rows first, then their posts and channels: not the whole range's joined to be sorted.
    db.execute(sql`
      select r.*, ${LINK_CLICKS} as link_clicks_now, p.message, c.channel_type
      from (select r.*, ${RATE} as rate from post_results as r
            where ${where}
            order by ${ORDER[query.sort ?? 'published']}
            limit ${query.limit ?? 50} offset ${query.offset ?? 0}) as r
        join posts as p on p.id = r.post_id
        join channels as c on c.id = r.channel_id
      order by ${ORDER[query.sort ?? 'published']}`),
    db.execute(sql`select ${TOTALS} from post_results as r ${clicksOf(where)} where ${where}`),
  ]);
  const posts = rowsOf<Record<string, unknown>>(page).map((r): PostResult => {
    const state = r.state as PostResult['state'];
    return {
      post_id: String(r.post_id),
      channel_id: String(r.channel_id),
      channel_type: Number(r.channel_type),
      message: String(r.message),
      published_at: formatInZone(new Date(r.published_at as string), zone),
      permalink: String(r.permalink),
      state,
      likes: orNull(r.likes),
      comments: orNull(r.comments),
      shares: orNull(r.shares),
      quotes: orNull(r.quotes),
      saves: orNull(r.saves),
      impressions: orNull(r.impressions),
      network_clicks: orNull(r.network_clicks),
      link_clicks: Number(r.link_clicks_now),
      engagement: Number(r.engagement),
      engagement_rate: orNull(r.rate),
      rate_base: (r.rate_base as RateBase | null) ?? null,
      refreshed_at: r.refreshed_at ? formatInZone(new Date(r.refreshed_at as string), zone) : null,
      final: state === 'live' ? 0 : 1,
    };
  });
  const totals = totalsOf(rowsOf<Record<string, unknown>>(whole)[0]);
  return { count: totals.posts, totals, posts };
}

/** Each reading of a post's figures, oldest first. A post not published in the workspace is not found. */
export async function postHistory(db: Db, auth: AuthContext, postId: number) {
  const found = rowsOf(
    await db.execute(sql`select 1 from post_results where post_id = ${postId} and workspace_id = ${auth.workspaceId}`),
  );
  if (found.length === 0) throw notFound('published post', 'post_id');
  const samples = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from post_result_samples where post_id = ${postId} order by taken_at`),
  );
  return samples.map((s) => ({
    taken_at: formatInZone(new Date(s.taken_at as string), auth.timezone),
    likes: orNull(s.likes),
    comments: orNull(s.comments),
    shares: orNull(s.shares),
    quotes: orNull(s.quotes),
    saves: orNull(s.saves),
    impressions: orNull(s.impressions),
    network_clicks: orNull(s.network_clicks),
    link_clicks: Number(s.link_clicks ?? 0),
    engagement: Number(s.engagement),
  }));
}

export interface DayFigures {
  day: string;
  followers: number | null;
  posts: number;
  engagement: number;
  impressions: number | null;
  link_clicks: number;
  views: number | null;
  website_clicks: number | null;
  calls: number | null;
  directions: number | null;
}

export interface ChannelTotals {
  followers_first: number | null;
  followers_last: number | null;
  followers_change: number | null;
  posts: number;
  engagement: number;
  engagement_rate: number | null;
  rate_base: RateBase | null;
  impressions: number | null;
  link_clicks: number;
}

export interface ChannelResult extends ChannelTotals {
  channel_id: string;
  channel_type: number;
  name: string;
  screen_name: string;
  days: DayFigures[];
}

export interface NetworkResult extends ChannelTotals {
  channel_type: number;
  channels: number;
}

/**
 * Per channel, every day of the range: followers as read that day (null without a reading: a gap, never filled in),
 * the posts published that day and what they did; the range's totals per channel and per network.
 */
export async function analyticsChannels(
  db: Db,
  auth: AuthContext,
  query: Range,
): Promise<{ channels: ChannelResult[]; networks: NetworkResult[] }> {
  const { where } = await scope(db, auth, query);
  const zone = auth.timezone;
  const oneChannel = query.channelId === undefined ? sql`` : sql`and c.id = ${query.channelId}`;
  const [channelRows, postDays, growthDays] = await Promise.all([
    db.execute(sql`select c.id, c.channel_type, c.name, c.screen_name from channels as c
      where c.workspace_id = ${auth.workspaceId} ${oneChannel} order by c.channel_type, c.id`),
    db.execute(sql`
      select r.channel_id, to_char(r.published_at at time zone ${zone}, 'YYYY-MM-DD') as day, ${TOTALS}
      from post_results as r ${clicksOf(where)}
      where ${where}
      group by 1, 2`),
    db.execute(sql`
      select d.channel_id, to_char(d.day, 'YYYY-MM-DD') as day, d.followers, d.views, d.website_clicks, d.calls,
        d.directions
      from channel_days as d join channels as c on c.id = d.channel_id
      where d.workspace_id = ${auth.workspaceId} and d.day between ${query.from}::date and ${query.to}::date
        ${oneChannel}`),
  ]);
  const key = (channelId: unknown, day: unknown) => `${String(channelId)} ${String(day)}`;
  const posted = new Map(rowsOf<Record<string, unknown>>(postDays).map((r) => [key(r.channel_id, r.day), r]));
  const grown = new Map(rowsOf<Record<string, unknown>>(growthDays).map((r) => [key(r.channel_id, r.day), r]));
  const days = datesBetween(query.from, query.to);
  const channels = rowsOf<Record<string, unknown>>(channelRows).map((c): ChannelResult => {
    const dayRows = days.map((day) => ({ day, posts: posted.get(key(c.id, day)), growth: grown.get(key(c.id, day)) }));
    return {
      channel_id: String(c.id),
      channel_type: Number(c.channel_type),
      name: String(c.name),
      screen_name: String(c.screen_name),
      ...channelTotals(dayRows.map((d) => ({ posts: totalsOf(d.posts), followers: orNull(d.growth?.followers) }))),
      days: dayRows.map(({ day, posts, growth }) => {
        const figures = totalsOf(posts);
        return {
          day,
          followers: orNull(growth?.followers),
          posts: figures.posts,
          engagement: figures.engagement,
          impressions: figures.impressions,
          link_clicks: figures.link_clicks,
          views: orNull(growth?.views),
          website_clicks: orNull(growth?.website_clicks),
          calls: orNull(growth?.calls),
          directions: orNull(growth?.directions),
        };
      }),
    };
  });
  return { channels, networks: byNetwork(channels) };
}

/** A channel's totals from its days: followers first and last read, the posts' figures summed, their mean rate. */
function channelTotals(days: { posts: Totals; followers: number | null }[]): ChannelTotals {
  const read = days.map((d) => d.followers).filter((f): f is number => f !== null);
  const first = read[0] ?? null;
  const last = read.at(-1) ?? null;
  const posting = days.map((d) => d.posts).filter((t) => t.posts > 0);
  const rated = posting.filter((t) => t.engagement_rate !== null);
  const bases = new Set(rated.map((t) => t.rate_base));
  const impressions = posting.filter((t) => t.impressions !== null);
  return {
    followers_first: first,
    followers_last: last,
    followers_change: first === null || last === null ? null : last - first,
    posts: posting.reduce((n, t) => n + t.posts, 0),
    engagement: posting.reduce((n, t) => n + t.engagement, 0),
    // The mean of the posts' rates: each day's mean weighed by its rated posts.
    engagement_rate: rated.length
      ? rated.reduce((n, t) => n + t.engagement_rate! * t.posts, 0) / rated.reduce((n, t) => n + t.posts, 0)
      : null,
    rate_base: bases.size === 1 ? [...bases][0]! : null,
    impressions: impressions.length ? impressions.reduce((n, t) => n + t.impressions!, 0) : null,
    link_clicks: posting.reduce((n, t) => n + t.link_clicks, 0),
  };
}

/** The channels' totals per network, to compare them: followers summed over the channels that have readings. */
function byNetwork(channels: ChannelResult[]): NetworkResult[] {
  const groups = new Map<number, ChannelResult[]>();
  for (const c of channels) groups.set(c.channel_type, [...(groups.get(c.channel_type) ?? []), c]);
  return [...groups].map(([channelType, members]) => {
    const sum = (pick: (c: ChannelResult) => number | null) => {
      const given = members.map(pick).filter((v): v is number => v !== null);
      return given.length ? given.reduce((a, b) => a + b, 0) : null;
    };
    const rated = members.filter((c) => c.engagement_rate !== null);
    const bases = new Set(rated.map((c) => c.rate_base));
    const ratedPosts = rated.reduce((n, c) => n + c.posts, 0);
    return {
      channel_type: channelType,
      channels: members.length,
      followers_first: sum((c) => c.followers_first),
      followers_last: sum((c) => c.followers_last),
      followers_change: sum((c) => c.followers_change),
      posts: sum((c) => c.posts) ?? 0,
      engagement: sum((c) => c.engagement) ?? 0,
      engagement_rate: ratedPosts ? rated.reduce((n, c) => n + c.engagement_rate! * c.posts, 0) / ratedPosts : null,
      rate_base: bases.size === 1 ? [...bases][0]! : null,
      impressions: sum((c) => c.impressions),
      link_clicks: sum((c) => c.link_clicks) ?? 0,
    };
  });
}
