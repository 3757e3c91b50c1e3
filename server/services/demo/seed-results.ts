import { and, eq, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { postResults, posts } from '../../db/schema.ts';
import { networkOf } from '../../../shared/networks.ts';
import { sandboxChannelFigures, sandboxFollowers, sandboxPostFigures } from '../channels/sandbox-results.ts';
import { engagementOf, nextRefreshAt, REFRESH_AFTER_HOURS } from '../analytics/schedule.ts';
import { ideas, pictureFor, type Demo } from './seed-outbox.ts';

// The demo's year of results (decision 080): what went out on each channel every day of the last year, what the
// sandbox network made of it as its refresh would have read it, and each account's days. So Analytics has a year
// to show on the first start, and best times have an answer.

const DAYS = 365;
/**
 * Rows into a table in one statement, as one JSON parameter: thousands of rows' parameters cost the embedded
 * database seconds to bind, a JSON document a fraction of that (the first start's budget, decision 052).
 */
async function insertAll(tx: Db, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  await tx.execute(sql`insert into ${sql.raw(table)} (${names})
    select ${names} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${types})`);
}

const FIGURE_COLUMNS = {
  likes: 'int',
  comments: 'int',
  shares: 'int',
  quotes: 'int',
  saves: 'int',
  impressions: 'int',
  network_clicks: 'int',
  link_clicks: 'int',
  engagement: 'int',
};
/** Local hours the year's posts went out at, in turn: mornings, noon, afternoon, evening. */
const HOURS = [8, 9, 10, 12, 15, 19];

/**
 * A published post a day on each channel from a year ago to four days ago (the last three days are the outbox
 * seed's), then the results of every published post of the demo: final past day 30, read as far as their age allows
 * before that, three samples each; and a day of figures for each account.
 */
export async function seedResults(tx: Db, demo: Demo, now: Date): Promise<void> {
  const local = DateTime.fromJSDate(now, { zone: demo.zone }).startOf('day');
  const yearRows: Record<string, unknown>[] = [];
  demo.channels.forEach((channel, c) => {
    for (let daysAgo = 4; daysAgo <= DAYS; daysAgo += 1) {
      const at = local
        .minus({ days: daysAgo })
        .set({ hour: HOURS[(c * 5 + daysAgo * 7) % HOURS.length]! })
        .toJSDate();
      const message = ideas[(c + daysAgo) % ideas.length]!;
      yearRows.push({
        workspace_id: demo.workspaceId,
        channel_id: channel.id,
        creator_id: (c + daysAgo) % 5 === 0 ? demo.users.collaborator : demo.users.owner,
        hash: randomBytes(12).toString('hex'),
        message: channel.channelType === 1 || channel.channelType === 6 ? message.slice(0, 200) : message,
        picture: pictureFor(channel.channelType, c + daysAgo),
        status: 1,
        due_at: at,
        published_at: at,
        created_at: new Date(at.getTime() - 86_400_000),
        updated_at: at,
      });
    }
  });
  await insertAll(
    tx,
    'posts',
    {
      workspace_id: 'int',
      channel_id: 'int',
      creator_id: 'int',
      hash: 'text',
      message: 'text',
      picture: 'text',
      status: 'smallint',
      due_at: 'timestamptz',
      published_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    yearRows,
  );

  const published = await tx
    .select({ id: posts.id, channelId: posts.channelId, publishedAt: posts.publishedAt })
    .from(posts)
    .leftJoin(postResults, eq(postResults.postId, posts.id))
    .where(and(eq(posts.workspaceId, demo.workspaceId), eq(posts.status, 1), isNull(postResults.postId)));
  const channelOf = new Map(demo.channels.map((c) => [c.id, c]));
  const screenNames = new Map(
    (
      (await tx.execute(
        sql`select id, screen_name from channels where workspace_id = ${demo.workspaceId}`,
      )) as unknown as { rows: { id: number; screen_name: string }[] }
    ).rows.map((r) => [r.id, r.screen_name]),
  );
  const results: Record<string, unknown>[] = [];
  const samples: Record<string, unknown>[] = [];
  for (const post of published) {
    const channel = channelOf.get(post.channelId)!;
    const at = post.publishedAt!;
    const networkPostId = `sandbox-seed-${post.id}`;
    // The readings its age allows, as the refresh would have made them.
    const due = REFRESH_AFTER_HOURS.filter((hours) => at.getTime() + hours * 3_600_000 <= now.getTime()).length;
    const readings = [0, Math.min(4, due - 1), due - 1].filter((step, i, all) => step >= 0 && all.indexOf(step) === i);
    const figuresAt = (step: number) => {
      const taken = new Date(at.getTime() + REFRESH_AFTER_HOURS[step]! * 3_600_000);
      return { taken, figures: sandboxPostFigures({ networkPostId, publishedAt: at }, channel, demo.zone, taken) };
    };
    const latest = due > 0 && networkOf(channel.channelType).postFigures.length ? figuresAt(due - 1) : null;
    const day = DateTime.fromJSDate(at, { zone: demo.zone }).toISODate()!;
    const network = networkOf(channel.channelType);
    const followers = network.channelFigures.includes('followers') ? sandboxFollowers(channel.id, day) : null;
    // A network without post figures (Google) has its posts final at once, as the refresh leaves them.
    const next = network.postFigures.length ? nextRefreshAt(post.id, at, due) : null;
    results.push({
      post_id: post.id,
      workspace_id: demo.workspaceId,
      channel_id: channel.id,
      network_post_id: networkPostId,
      published_at: at,
      permalink: `https://sandbox.social/${networkOf(channel.channelType).key}/${screenNames.get(channel.id)}/posts/seed-${post.id}`,
      ...(latest && {
        likes: latest.figures.likes,
        comments: latest.figures.comments,
        shares: latest.figures.shares,
        quotes: latest.figures.quotes,
        saves: latest.figures.saves,
        impressions: latest.figures.impressions,
        network_clicks: latest.figures.networkClicks,
        engagement: engagementOf(latest.figures),
        rate_base: latest.figures.impressions ? 'impressions' : followers ? 'followers' : null,
        refreshed_at: latest.taken,
      }),
      link_clicks: 0,
      followers_at_post: followers,
      state: next ? 'live' : 'final',
      refreshes: due,
      next_refresh_at: next,
    });
    for (const step of latest ? readings : []) {
      const { taken, figures } = figuresAt(step);
      samples.push({
        post_id: post.id,
        taken_at: taken,
        likes: figures.likes,
        comments: figures.comments,
        shares: figures.shares,
        quotes: figures.quotes,
        saves: figures.saves,
        impressions: figures.impressions,
        network_clicks: figures.networkClicks,
        link_clicks: 0,
        engagement: engagementOf(figures),
      });
    }
  }
  await insertAll(
    tx,
    'post_results',
    {
      post_id: 'int',
      workspace_id: 'int',
      channel_id: 'int',
      network_post_id: 'text',
      published_at: 'timestamptz',
      permalink: 'text',
      ...FIGURE_COLUMNS,
      rate_base: 'text',
      refreshed_at: 'timestamptz',
      followers_at_post: 'int',
      state: 'text',
      refreshes: 'int',
      next_refresh_at: 'timestamptz',
    },
    // Each row has every column: engagement 0 where nothing was read yet.
    results.map((row) => ({ engagement: 0, ...row })),
  );
  await insertAll(tx, 'post_result_samples', { post_id: 'int', taken_at: 'timestamptz', ...FIGURE_COLUMNS }, samples);

  const days: Record<string, unknown>[] = [];
  for (const channel of demo.channels)
    for (let daysAgo = DAYS; daysAgo >= 0; daysAgo -= 1) {
      const day = local.minus({ days: daysAgo }).toISODate()!;
      const figures = sandboxChannelFigures(channel, day);
      days.push({
        channel_id: channel.id,
        workspace_id: demo.workspaceId,
        day,
        followers: figures.followers,
        following: figures.following,
        posts_total: figures.posts,
        views: figures.views ?? null,
        website_clicks: figures.websiteClicks ?? null,
        calls: figures.calls ?? null,
        directions: figures.directions ?? null,
        reviews: figures.reviews ?? null,
        rating: figures.rating ?? null,
      });
    }
  await insertAll(
    tx,
    'channel_days',
    {
      channel_id: 'int',
      workspace_id: 'int',
      day: 'date',
      followers: 'int',
      following: 'int',
      posts_total: 'int',
      views: 'int',
      website_clicks: 'int',
      calls: 'int',
      directions: 'int',
      reviews: 'int',
      rating: 'real',
    },
    days,
  );
}
