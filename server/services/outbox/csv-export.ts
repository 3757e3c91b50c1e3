import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { writeCsv } from '../../domain/csv.ts';
import { formatInZone } from '../../domain/time.ts';
import { networkOf } from '../../../shared/networks.ts';
import { calendarInstant, selectPlannedPosts, stateOf, type PlannedPost } from './calendar-view.ts';
import { daysBetween } from './rules.ts';
import { placedBetween } from './queue-times.ts';
import { POST_STATUS } from './read.ts';
import { resolveChannels } from '../channels/channels.ts';

/** An export spans a year at most (a leap year's days). */
export const MAX_EXPORT_DAYS = 366;

const COLUMNS = [
  'post_id',
  'channel_id',
  'channel',
  'network',
  'state',
  'time',
  'message',
  'link',
  'picture',
  'author',
  'approver',
  'published_link',
  'link_clicks',
];

export interface ExportQuery {
  kind: 'plan' | 'history';
  from: string;
  to: string;
  channel_ids?: string;
}

/**
 * Where each kind places a post: the plan (posts waiting to go out: queued, pinned, awaiting approval, failed) at
 * the time it goes out (a failed one, when it failed), the history (published posts) when it went out.
 */
const placedAt = {
  plan: sql<Date>`coalesce(${posts.customTime}, ${posts.dueAt}, ${posts.updatedAt})`,
  history: posts.publishedAt,
};
const statuses = {
  plan: [POST_STATUS.pending, POST_STATUS.failed],
  history: [POST_STATUS.published],
};

const record = (row: PlannedPost, zone: string) => [
  String(row.post.id),
  String(row.post.channelId),
  row.channelName,
  networkOf(row.channelType).name,
  stateOf(row.post),
  formatInZone(calendarInstant(row.post), zone),
  row.post.message,
  row.post.link ?? '',
  row.post.picture ?? '',
  row.creatorName,
  row.approverName ?? '',
  row.permalink ?? '',
  String(row.linkClicks),
];

/**
 * The plan or the history between two days of the workspace zone, in time order, as a CSV file for spreadsheets:
 * a byte order mark (so they read UTF-8) and every cell guarded against running as a formula.
 */
export async function exportCsv(
  db: Db,
  auth: AuthContext,
  query: ExportQuery,
): Promise<{ filename: string; text: string }> {
  const { start, end } = daysBetween(query.from, query.to, auth.timezone, MAX_EXPORT_DAYS);
  const channelIds =
    query.channel_ids === undefined
      ? undefined
      : (await resolveChannels(db, auth, query.channel_ids, 'channel_ids')).map((c) => c.id);
  const at = placedAt[query.kind];
  // Queued posts past the head of their queue have their time in their queue's slots, not on their row.
  const scope = { workspaceId: auth.workspaceId, channelIds, queued: query.kind === 'plan' };
  const placed = await placedBetween(db, scope, sql`${at}`, start!, end!);
  const rows = await selectPlannedPosts(db)
    .where(
      and(
        eq(posts.workspaceId, auth.workspaceId),
        inArray(posts.status, statuses[query.kind]),
        channelIds === undefined ? undefined : inArray(posts.channelId, channelIds),
        placed.condition,
      ),
    )
    .orderBy(asc(at), asc(posts.id));
  placed.inTimeOrder(rows, calendarInstant);
  return {
    filename: `social-desk-${query.kind}-${query.from}-to-${query.to}.csv`,
    text: writeCsv([COLUMNS, ...rows.map((row) => record(row, auth.timezone))], { bom: true, guardFormulas: true }),
  };
}
