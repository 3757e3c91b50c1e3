import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, inboxItems, posts, shortLinks, users } from '../../db/schema.ts';
import { formatInZone, formatUtc } from '../../domain/time.ts';
import { listingColumns, POST_STATUS, type PostRow } from './read.ts';
import { postView, type ApprovalInfo } from './views.ts';

export type PostState = 'queued' | 'pinned' | 'awaiting_approval' | 'failed' | 'publishing' | 'published';

/** What a post is doing, as the calendar and the history name it. */
export function stateOf(post: Pick<PostRow, 'status' | 'toApprove' | 'customTime'>): PostState {
  if (post.status === POST_STATUS.published) return 'published';
  if (post.status === POST_STATUS.failed) return 'failed';
  if (post.status === POST_STATUS.publishing) return 'publishing';
  if (post.toApprove) return 'awaiting_approval';
  return post.customTime ? 'pinned' : 'queued';
}

/** SQL for the posts in the given states (never those sent back as drafts). */
export function inStates(states: readonly PostState[]) {
  const conditions = states.map((state) => {
    switch (state) {
      case 'published':
        return sql`${posts.status} = ${POST_STATUS.published}`;
      case 'failed':
        return sql`${posts.status} = ${POST_STATUS.failed}`;
      case 'publishing':
        return sql`${posts.status} = ${POST_STATUS.publishing}`;
      case 'awaiting_approval':
        return sql`(${posts.status} = ${POST_STATUS.pending} and ${posts.toApprove})`;
      case 'pinned':
        return sql`(${posts.status} = ${POST_STATUS.pending} and not ${posts.toApprove} and ${posts.customTime} is not null)`;
      case 'queued':
        return sql`(${posts.status} = ${POST_STATUS.pending} and not ${posts.toApprove} and ${posts.customTime} is null)`;
    }
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** What the calendar and the history show besides a post's listing: channel, link on the network, approver, clicks. */
const extraColumns = {
  channelName: channels.name,
  approverName: posts.approvedByName,
  permalink: sql<string | null>`(select ${inboxItems.permalink} from ${inboxItems}
    where ${inboxItems.publishedPostId} = ${posts.id} order by ${inboxItems.id} limit 1)`.as('permalink'),
  linkClicks: sql<number>`(select coalesce(sum(${shortLinks.clicks}), 0) from ${shortLinks}
    where ${shortLinks.postId} = ${posts.id})::int`.as('link_clicks'),
};

/** Posts with every column the calendar, the history and the bulk answers show. */
export function selectPlannedPosts(db: Db) {
  return db
    .select({
      ...listingColumns,
      ...extraColumns,
    })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .innerJoin(users, eq(users.id, posts.creatorId))
    .$dynamic();
}
export type PlannedPost = Awaited<ReturnType<ReturnType<typeof selectPlannedPosts>['execute']>>[number];

/** The instant a calendar places a post: when it went out, or when it is due (a failed one, when it failed). */
export const calendarInstant = (post: PostRow) =>
  (post.status === POST_STATUS.published ? post.publishedAt : null) ?? post.customTime ?? post.dueAt ?? post.updatedAt;

/** A post as the calendar answers it: the interface's fields and its state, channel, thumbnail and network link. */
export function calendarPostView(row: PlannedPost, zone: string, approval?: ApprovalInfo) {
  const { post } = row;
  const at = calendarInstant(post);
  return {
    ...postView(row, zone, true, approval),
    display_time: formatInZone(at, zone),
    utc_post_time: formatUtc(at),
    state: stateOf(post),
    channel_name: row.channelName,
    thumbnail: post.picture ?? '',
    published_time:
      post.publishedAt && post.status === POST_STATUS.published ? formatInZone(post.publishedAt, zone) : '',
    published_link: row.permalink ?? '',
  };
}

/** A published post as the history answers it: the calendar's fields, who approved it and its clicks. */
export function historyPostView(row: PlannedPost, zone: string) {
  return {
    ...calendarPostView(row, zone),
    approver_id: row.post.approvedById === null ? '' : String(row.post.approvedById),
    approver_name: row.approverName ?? '',
    link_clicks: row.linkClicks,
  };
}
