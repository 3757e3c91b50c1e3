import { and, eq, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { channelDays, postResults, postResultSamples, posts } from '../../db/schema.ts';
import { networkOf } from '../../../shared/networks.ts';
import { sandboxChannelFigures, sandboxFollowers, sandboxPostFigures } from '../channels/sandbox-results.ts';
import { engagementOf, nextRefreshAt, REFRESH_AFTER_HOURS } from '../analytics/schedule.ts';
import { ideas, pictureFor, type Demo } from './seed-outbox.ts';

// The demo's year of results (decision 080): what went out on each channel every day of the last year, what the
// sandbox network made of it as its refresh would have read it, and each account's days. So Analytics has a year
// to show on the first start, and best times have an answer.

const DAYS = 365;
/** Rows per insert statement. */
const CHUNK = 1000;
/** Local hours the year's posts went out at, in turn: mornings, noon, afternoon, evening. */
const HOURS = [8, 9, 10, 12, 15, 19];

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * A published post a day on each channel from a year ago to four days ago (the last three days are the outbox
 * seed's), then the results of every published post of the demo: final past day 30, read as far as their age allows
 * before that, three samples each; and a day of figures for each account.
 */
export async function seedResults(tx: Db, demo: Demo, now: Date): Promise<void> {
  const local = DateTime.fromJSDate(now, { zone: demo.zone }).startOf('day');
  const yearRows: (typeof posts.$inferInsert)[] = [];
  demo.channels.forEach((channel, c) => {
    for (let daysAgo = 4; daysAgo <= DAYS; daysAgo += 1) {
      const at = local
        .minus({ days: daysAgo })
        .set({ hour: HOURS[(c * 5 + daysAgo * 7) % HOURS.length]! })
        .toJSDate();
      const message = ideas[(c + daysAgo) % ideas.length]!;
      yearRows.push({
        workspaceId: demo.workspaceId,
        channelId: channel.id,
        creatorId: (c + daysAgo) % 5 === 0 ? demo.users.collaborator : demo.users.owner,
        hash: randomBytes(12).toString('hex'),
        message: channel.channelType === 1 || channel.channelType === 6 ? message.slice(0, 200) : message,
        picture: pictureFor(channel.channelType, c + daysAgo),
        status: 1,
        dueAt: at,
        publishedAt: at,
        createdAt: new Date(at.getTime() - 86_400_000),
        updatedAt: at,
      });
    }
  });
  await insertChunks(yearRows, (chunk) => tx.insert(posts).values(chunk));

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
  const results: (typeof postResults.$inferInsert)[] = [];
  const samples: (typeof postResultSamples.$inferInsert)[] = [];
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
      postId: post.id,
      workspaceId: demo.workspaceId,
      channelId: channel.id,
      networkPostId,
      publishedAt: at,
      permalink: `https://sandbox.social/${networkOf(channel.channelType).key}/${screenNames.get(channel.id)}/posts/seed-${post.id}`,
      ...(latest && {
        likes: latest.figures.likes,
        comments: latest.figures.comments,
        shares: latest.figures.shares,
        quotes: latest.figures.quotes,
        saves: latest.figures.saves,
        impressions: latest.figures.impressions,
        networkClicks: latest.figures.networkClicks,
        engagement: engagementOf(latest.figures),
        rateBase: latest.figures.impressions ? 'impressions' : followers ? 'followers' : null,
        refreshedAt: latest.taken,
      }),
      linkClicks: 0,
      followersAtPost: followers,
      state: next ? 'live' : 'final',
      refreshes: due,
      nextRefreshAt: next,
    });
    for (const step of latest ? readings : []) {
      const { taken, figures } = figuresAt(step);
      samples.push({
        postId: post.id,
        takenAt: taken,
        likes: figures.likes,
        comments: figures.comments,
        shares: figures.shares,
        quotes: figures.quotes,
        saves: figures.saves,
        impressions: figures.impressions,
        networkClicks: figures.networkClicks,
        linkClicks: 0,
        engagement: engagementOf(figures),
      });
    }
  }
  await insertChunks(results, (chunk) => tx.insert(postResults).values(chunk));
  await insertChunks(samples, (chunk) => tx.insert(postResultSamples).values(chunk));

  const days: (typeof channelDays.$inferInsert)[] = [];
  for (const channel of demo.channels)
    for (let daysAgo = DAYS; daysAgo >= 0; daysAgo -= 1) {
      const day = local.minus({ days: daysAgo }).toISODate()!;
      const figures = sandboxChannelFigures(channel, day);
      days.push({
        channelId: channel.id,
        workspaceId: demo.workspaceId,
        day,
        followers: figures.followers,
        following: figures.following,
        postsTotal: figures.posts,
        views: figures.views ?? null,
        websiteClicks: figures.websiteClicks ?? null,
        calls: figures.calls ?? null,
        directions: figures.directions ?? null,
        reviews: figures.reviews ?? null,
        rating: figures.rating ?? null,
      });
    }
  await insertChunks(days, (chunk) => tx.insert(channelDays).values(chunk));
}
