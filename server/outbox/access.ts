import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import { posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { POST_STATUS, postView, selectPosts, type PostListing } from './posts.ts';

/** The answer of create and copy: the new posts, and per channel what failed to publish. */
export async function createResult(deps: AppDeps, auth: AuthContext, ids: number[]) {
  const rows = ids.length ? await selectPosts(deps.db).where(inArray(posts.id, ids)).orderBy(asc(posts.id)) : [];
  const failed = rows.filter((r) => r.post.status === POST_STATUS.failed);
  return {
    status: 'success' as const,
    data: {
      post_id: rows.map((r) => r.post.id),
      f_channel_post: rows.map((r) => ({
        channel_id: String(r.post.channelId),
        post_id: r.post.id,
        type: r.channelType,
      })),
      errorMessages: failed.map((r) => `Channel ${r.post.channelId}: ${r.post.errorMessage}`),
      errorMsgPerChannel: Object.fromEntries(failed.map((r) => [String(r.post.channelId), r.post.errorMessage ?? ''])),
      params: rows.length ? postView(rows.at(-1)!, auth.timezone, false) : null,
    },
  };
}

/** Collaborators may change their own posts only; a change sends the post back for approval. */
export function authorizeChange(auth: AuthContext, row: PostListing): void {
  if (auth.role === 'collaborator' && row.post.creatorId !== auth.userId) {
    throw forbidden('Collaborators can change their own posts only.');
  }
}

export function requireInOutbox(row: PostListing): void {
  if (row.post.status === POST_STATUS.published)
    throw conflict('already_published', 'This post is already published; it has left the outbox.');
  if (row.post.status === POST_STATUS.publishing)
    throw conflict('publishing', 'This post is being published right now. Wait a moment and look again.');
}

export async function groupOf(deps: AppDeps, row: PostListing, whole: boolean): Promise<PostListing[]> {
  if (!whole) return [row];
  return selectPosts(deps.db)
    .where(
      and(
        eq(posts.hash, row.post.hash),
        eq(posts.workspaceId, row.post.workspaceId),
        inArray(posts.status, [POST_STATUS.pending, POST_STATUS.failed]),
      ),
    )
    .orderBy(asc(posts.id));
}
