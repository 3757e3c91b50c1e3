import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { drafts, posts } from '../../db/schema.ts';
import { conflict, type DomainError } from '../../domain/errors.ts';
import type { ServiceDeps } from '../deps.ts';
import { inQueueTransaction, requeueChannel } from './queue.ts';
import { findPost, POST_STATUS, type PostRow } from './read.ts';
import { checkPicture } from './rules.ts';
import { requireManager } from '../workspaces/access.ts';
import { postDecided } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';

/** A decision on a post that no longer awaits one: what became of it, as a 409. */
function decidedAlready(post: Pick<PostRow, 'status' | 'toApprove'> | undefined): DomainError {
  const said = (message: string) => conflict('not_awaiting_approval', message);
  if (!post) return said('This post was deleted meanwhile; there is nothing left to decide.');
  if (post.status === POST_STATUS.returned)
    return said('This post was already sent back to its writer as a draft, so it is no longer awaiting approval.');
  if (post.status === POST_STATUS.published) return said('This post is already published.');
  return said('This post is not awaiting approval: it was approved already, or never needed approval.');
}

const awaiting = (post: Pick<PostRow, 'status' | 'toApprove'>) => post.toApprove && post.status === POST_STATUS.pending;

/** The condition every decision writes on: the post still awaits approval. Of two decisions, one finds it. */
const stillAwaiting = (postId: number) =>
  and(eq(posts.id, postId), eq(posts.toApprove, true), eq(posts.status, POST_STATUS.pending));

async function currentState(tx: Db, postId: number) {
  const [row] = await tx
    .select({ status: posts.status, toApprove: posts.toApprove })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

/** Approves a collaborator's post: it joins the end of its queue, or keeps its custom time. Answers the post as read. */
export async function approvePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
): Promise<{ pinned: boolean; post: PostRow }> {
  requireManager(auth, 'approve posts');
  const row = await findPost(deps.db, auth, postId, { channelId, returned: true });
  const { post } = row;
  if (!awaiting(post)) throw decidedAlready(post);
  checkPicture(post.picture, [row]);
  const now = deps.now();
  const told = await inQueueTransaction(deps.db, [post.channelId], async (tx, locked) => {
    // Without a position, re-timing puts a queued post at the end of its queue.
    const [approved] = await tx
      .update(posts)
      .set({
        toApprove: false,
        queuePosition: null,
        approvedById: auth.userId,
        approvedByName: auth.userName,
        updatedAt: now,
      })
      .where(stillAwaiting(post.id))
      .returning({ id: posts.id });
    if (!approved) throw decidedAlready(await currentState(tx, post.id));
    await requeueChannel(tx, post.channelId, now, { setting: locked.get(post.channelId) });
    return postDecided(tx, auth, post, { approved: true }, now);
  });
  announceNotifications(deps.events, auth.workspaceId, told);
  return { pinned: post.customTime !== null, post };
}

/**
 * Sends a collaborator's post back: it leaves the outbox (its row stays, marked sent back) and becomes a draft
 * of its writer, with the reviewer and the reason. Answers the post, its writer and the draft it became.
 */
export async function disapprovePost(
  deps: ServiceDeps,
  auth: AuthContext,
  postId: number,
  channelId: number,
  reason: string | undefined,
): Promise<{ post: PostRow; writer: { id: number; name: string }; draftId: number }> {
  requireManager(auth, 'send posts back');
  const { post, creatorName } = await findPost(deps.db, auth, postId, { channelId, returned: true });
  if (!awaiting(post)) throw decidedAlready(post);
  const now = deps.now();
  const { draftId, told } = await inQueueTransaction(deps.db, [post.channelId], async (tx, locked) => {
    const [returned] = await tx
      .update(posts)
      .set({ status: POST_STATUS.returned, toApprove: false, queuePosition: null, updatedAt: now })
      .where(stillAwaiting(post.id))
      .returning();
    if (!returned) throw decidedAlready(await currentState(tx, post.id));
    const [draft] = await tx
      .insert(drafts)
      .values({
        workspaceId: returned.workspaceId,
        creatorId: returned.creatorId,
        message: returned.message,
        channelIds: String(returned.channelId),
        link: returned.link,
        picture: returned.picture,
        createAlbum: returned.createAlbum,
        albumName: returned.albumName,
        rejectedById: auth.userId,
        rejectedMessage: reason?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: drafts.id });
    await requeueChannel(tx, post.channelId, now, { setting: locked.get(post.channelId) });
    const decision = { approved: false as const, reason: reason?.trim() || null };
    return { draftId: draft!.id, told: await postDecided(tx, auth, post, decision, now) };
  });
  announceNotifications(deps.events, auth.workspaceId, told);
  return { post, writer: { id: post.creatorId, name: creatorName }, draftId };
}
