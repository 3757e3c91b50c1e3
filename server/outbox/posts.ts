import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { channels, posts, users } from '../db/schema.ts';
import { formatInZone, formatUtc } from '../domain/time.ts';
import { notFound } from '../http/errors.ts';

export type PostRow = typeof posts.$inferSelect;

export const POST_STATUS = { pending: 0, published: 1, failed: 2, publishing: 3 } as const;

const listingColumns = {
  post: posts,
  channelType: channels.channelType,
  creatorName: users.name,
  mapIds: sql<number>`(select count(*) from posts as mates where mates.hash = ${posts.hash})::int`.as('map_ids'),
};

/** Posts with what their listing needs, of the caller's workspace only. */
export function selectPosts(db: Db) {
  return db
    .select(listingColumns)
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .innerJoin(users, eq(users.id, posts.creatorId));
}
export type PostListing = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/** A post of the caller's workspace; another workspace's id is answered like a missing one. */
export async function findPost(db: Db, auth: AuthContext, postId: number, channelId?: number): Promise<PostListing> {
  const conditions = [eq(posts.id, postId), eq(posts.workspaceId, auth.workspaceId)];
  if (channelId !== undefined) conditions.push(eq(posts.channelId, channelId));
  const [row] = await selectPosts(db)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound('post', 'post_id');
  return row;
}

/** The instant a post goes (or went) out: its custom time, its slot, or, for a failed one, when it failed. */
const shownTime = (p: PostRow) => p.customTime ?? p.dueAt ?? p.updatedAt;

export function postView(row: PostListing, zone: string, listing = true) {
  const { post } = row;
  const time = shownTime(post);
  return {
    message: post.message,
    hash: post.hash,
    is_processed: post.status,
    created_time: formatInZone(post.createdAt, zone),
    updated_time: formatInZone(post.updatedAt, zone),
    channel: row.channelType,
    channel_id: String(post.channelId),
    post_id: post.id,
    creator_id: String(post.creatorId),
    creator_name: row.creatorName,
    display_time: formatInZone(time, zone),
    utc_post_time: formatUtc(time),
    ...(listing
      ? { map_ids: row.mapIds, is_custom_time: post.customTime ? 1 : 0, ...(post.toApprove ? { to_approve: 1 } : {}) }
      : {}),
    create_album: post.createAlbum ? 1 : 0,
    ...(post.link ? { link: post.link } : {}),
    ...(post.picture ? { picture: post.picture } : {}),
    ...(post.albumName ? { album_name: post.albumName } : {}),
    ...(post.errorMessage ? { error_message: post.errorMessage } : {}),
  };
}
