import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import type { AuthContext } from '../workspaces/auth-context.ts';
import { notify } from './write.ts';
import { decidersOf } from '../../domain/approval-steps.ts';
import { stepsContext, type StepsContext } from '../workspaces/approval-steps.ts';

/**
 * The events that become notifications (decision 053), each written in the transaction of its change by the service
 * that makes it. Each answers the members told, for `announceNotifications` after the commit.
 */

/** Who did it: a member, or a review link's visitor by the name they typed (no id: decision 060). */
type Doer = Pick<AuthContext, 'workspaceId' | 'userName'> & { userId: number | null };

const actorOf = (auth: Doer) => ({ id: auth.userId, name: auth.userName });

/** A channel as a notification names it; null when it is not the workspace's (it cannot be, in these callers). */
async function channelOf(tx: Db, workspaceId: number, channelId: number) {
  const [row] = await tx
    .select({ id: channels.id, name: channels.name, channelType: channels.channelType })
    .from(channels)
    .where(and(eq(channels.id, channelId), eq(channels.workspaceId, workspaceId)));
  return row ?? null;
}

interface PostNews {
  id: number;
  message: string;
  channelId: number;
}

/**
 * A collaborator's posts came to await approval: new, or edited back into it (a post that awaited approval already
 * is no news). Whoever decides the first step is told (its owners and admins, unless the workspace chose otherwise,
 * decision 057), in one entry per writer that counts them while unread; the writer is not. The entry names the last.
 */
export async function postsAwaitApproval(tx: Db, auth: AuthContext, posts: PostNews[], now: Date) {
  const last = posts.at(-1);
  if (!last) return [];
  const { steps, members } = await stepsContext(tx, auth.workspaceId);
  return notify(
    tx,
    auth.workspaceId,
    { userIds: decidersOf(steps[0]!, members).userIds, except: auth.userId },
    {
      kind: 'approval_requested',
      actor: actorOf(auth),
      post: last,
      channel: await channelOf(tx, auth.workspaceId, last.channelId),
      count: posts.length,
    },
    now,
  );
}

/**
 * A post's approval step was approved and it moved on to `step`: whoever decides that step is told (decision 057),
 * as a request for approval from the one who passed it on. Not the one who approved it, should they decide the next.
 */
export async function stepReached(tx: Db, auth: Doer, post: PostNews, context: StepsContext, step: number, now: Date) {
  return notify(
    tx,
    auth.workspaceId,
    { userIds: decidersOf(context.steps[step - 1]!, context.members).userIds, except: auth.userId },
    {
      kind: 'approval_requested',
      actor: actorOf(auth),
      post,
      channel: await channelOf(tx, auth.workspaceId, post.channelId),
    },
    now,
  );
}

/** A post was approved, or sent back as a draft with the reviewer's reason: its writer is told, unless they did it. */
export async function postDecided(
  tx: Db,
  auth: Doer,
  post: PostNews & { creatorId: number },
  decision: { approved: true } | { approved: false; reason: string | null },
  now: Date,
) {
  return notify(
    tx,
    auth.workspaceId,
    { userIds: [post.creatorId], except: auth.userId },
    {
      kind: decision.approved ? 'post_approved' : 'post_sent_back',
      actor: actorOf(auth),
      post,
      channel: await channelOf(tx, auth.workspaceId, post.channelId),
      reason: decision.approved ? null : decision.reason,
    },
    now,
  );
}

/**
 * A post failed to go out: its writer and the workspace's owners and admins are told (channels have no managers of
 * their own: owners and admins manage every channel). One unread entry per person and channel counts the failures,
 * with the latest one's post and reason. `except`: who asked for it to go out now, and saw the refusal in the answer.
 */
export async function postFailed(
  tx: Db,
  post: PostNews & { workspaceId: number; creatorId: number },
  channel: { id: number; name: string; channelType: number },
  reason: string,
  now: Date,
  except: number | null = null,
) {
  return notify(
    tx,
    post.workspaceId,
    { userIds: [post.creatorId], managers: true, except },
    { kind: 'post_failed', post, channel, reason },
    now,
  );
}

/** A channel needs reconnecting: its owners and admins are told, once per channel while unread. */
export async function channelNeedsReconnect(
  tx: Db,
  channel: { id: number; workspaceId: number; name: string; channelType: number },
  reason: string,
  now: Date,
) {
  return notify(tx, channel.workspaceId, { managers: true }, { kind: 'channel_needs_reconnect', channel, reason }, now);
}

interface ItemNews {
  id: number;
  channelId: number;
  conversationId: number;
  text: string;
}

/** A conversation was assigned to a member by someone else: they are told, with the item it was assigned by. */
export async function conversationAssigned(tx: Db, auth: AuthContext, item: ItemNews, assigneeId: number, now: Date) {
  return notify(
    tx,
    auth.workspaceId,
    { userIds: [assigneeId], except: auth.userId },
    {
      kind: 'conversation_assigned',
      actor: actorOf(auth),
      item,
      channel: await channelOf(tx, auth.workspaceId, item.channelId),
      text: item.text,
    },
    now,
  );
}

/** Members were named in a team's note: each is told, with the note's start and the item it is on. */
export async function membersMentioned(
  tx: Db,
  auth: AuthContext,
  note: { itemId: number; channelId: number; conversationId: number; text: string },
  userIds: number[],
  now: Date,
) {
  if (userIds.length === 0) return [];
  return notify(
    tx,
    auth.workspaceId,
    { userIds, except: auth.userId },
    {
      kind: 'mentioned',
      actor: actorOf(auth),
      item: { id: note.itemId, conversationId: note.conversationId },
      channel: await channelOf(tx, auth.workspaceId, note.channelId),
      text: note.text,
    },
    now,
  );
}

/** What a comment is on, as its notifications name it: a post (with its channel) or a draft. */
interface CommentNews {
  postId: number | null;
  draftId: number | null;
  channelId: number | null;
  text: string;
}

async function commentSubject(tx: Db, auth: AuthContext, comment: CommentNews) {
  return {
    post: comment.postId === null ? null : { id: comment.postId, message: '' },
    draft: comment.draftId === null ? null : { id: comment.draftId },
    channel: comment.channelId === null ? null : await channelOf(tx, auth.workspaceId, comment.channelId),
    text: comment.text,
  };
}

/** Members were named in a comment on a post or draft (decision 056): each is told, with the comment's start. */
export async function commentMentioned(tx: Db, auth: AuthContext, comment: CommentNews, userIds: number[], now: Date) {
  if (userIds.length === 0) return [];
  return notify(
    tx,
    auth.workspaceId,
    { userIds, except: auth.userId },
    { kind: 'comment_mention', actor: actorOf(auth), ...(await commentSubject(tx, auth, comment)) },
    now,
  );
}

/**
 * Someone commented on a member's post or draft: its writer is told, unless they wrote the comment, in one entry per
 * post or draft that counts the comments while unread and shows the latest.
 */
export async function postCommented(tx: Db, auth: AuthContext, comment: CommentNews, writerId: number, now: Date) {
  return notify(
    tx,
    auth.workspaceId,
    { userIds: [writerId], except: auth.userId },
    { kind: 'post_comment', actor: actorOf(auth), ...(await commentSubject(tx, auth, comment)) },
    now,
  );
}

/**
 * A post's first comment failed (decision 065), while the post itself went out: its writer is told, with the
 * network's reason (or that the outcome is unknown), and where the post is in the channel's inbox.
 */
export async function firstCommentFailed(
  tx: Db,
  post: PostNews & { workspaceId: number; creatorId: number },
  item: { id: number; conversationId: number } | null,
  reason: string,
  now: Date,
) {
  return notify(
    tx,
    post.workspaceId,
    { userIds: [post.creatorId] },
    {
      kind: 'first_comment_failed',
      post,
      channel: await channelOf(tx, post.workspaceId, post.channelId),
      item,
      reason,
    },
    now,
  );
}
