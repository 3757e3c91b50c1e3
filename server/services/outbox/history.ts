import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { findChannel } from '../channels/channels.ts';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { formatInZone, parseInZone } from '../../domain/time.ts';
import { historyPostView, selectPlannedPosts } from './calendar-view.ts';
import { POST_STATUS } from './read.ts';
import { daysBetween } from './rules.ts';

export const HISTORY_PAGE = 50;

export interface HistoryQuery {
  channel_id?: number;
  from?: string;
  to?: string;
  before?: string;
  before_post_id?: number;
}

/**
 * Pages go by the second a post went out (as `published_time` writes it) and then by id, so that a cursor taken
 * from an answer names exactly the posts after it, however many went out in the same second.
 */
const publishedSecond = sql`date_trunc('second', ${posts.publishedAt})`;

const wholeSecond = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000);

/** Where the page starts: before the second and post the caller saw last. */
async function cursorOf(db: Db, auth: AuthContext, query: HistoryQuery): Promise<SQL | undefined> {
  const { before, before_post_id: postId } = query;
  if (before === undefined) {
    if (postId === undefined) return undefined;
    throw invalid(
      'invalid_parameter',
      'Send before with before_post_id: the published_time and post_id of the last post seen.',
      'before',
    );
  }
  let at: Date | undefined;
  if (postId !== undefined) {
    // In an hour the clocks repeat, a time names two instants: the post seen tells which one was meant.
    const [seen] = await db
      .select({ publishedAt: posts.publishedAt })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.workspaceId, auth.workspaceId)));
    if (seen?.publishedAt && formatInZone(seen.publishedAt, auth.timezone) === before)
      at = wholeSecond(seen.publishedAt);
  }
  if (!at) {
    const parsed = parseInZone(before, auth.timezone);
    if (!parsed.ok)
      throw invalid('invalid_parameter', `before: ${before} is not a time that exists in ${auth.timezone}.`, 'before');
    at = parsed.instant;
  }
  const instant = sql`${at.toISOString()}::timestamptz`;
  return postId === undefined
    ? sql`${publishedSecond} < ${instant}`
    : sql`(${publishedSecond}, ${posts.id}) < (${instant}, ${postId})`;
}

/** A page of the workspace's published posts (of one channel, or all), newest first. */
export async function historyPage(db: Db, auth: AuthContext, query: HistoryQuery) {
  if (query.channel_id !== undefined) await findChannel(db, auth.workspaceId, query.channel_id);
  const { start, end } = daysBetween(query.from, query.to, auth.timezone);
  const rows = await selectPlannedPosts(db)
    .where(
      and(
        eq(posts.workspaceId, auth.workspaceId),
        eq(posts.status, POST_STATUS.published),
        query.channel_id === undefined ? undefined : eq(posts.channelId, query.channel_id),
        start ? gte(posts.publishedAt, start) : undefined,
        end ? lt(posts.publishedAt, end) : undefined,
        await cursorOf(db, auth, query),
      ),
    )
    .orderBy(desc(publishedSecond), desc(posts.id))
    .limit(HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  return {
    count: page.length,
    view_more: rows.length > HISTORY_PAGE ? 1 : 0,
    posts: page.map((row) => historyPostView(row, auth.timezone)),
  };
}
