import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../workspaces/auth-context.ts';
import type { Db } from '../../db/client.ts';
import { drafts, memberships, postComments, posts, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, forbidden, notFound } from '../../domain/errors.ts';
import { mentionedIn } from '../../domain/mentions.ts';
import { formatInZone } from '../../domain/time.ts';
import type { ServiceDeps } from '../deps.ts';
import type { EventBus } from '../events/bus.ts';
import { findDraft } from '../drafts/read.ts';
import { commentMentioned, postCommented } from '../notifications/news.ts';
import { MANAGER_ROLES } from '../workspaces/access.ts';
import { findPost, POST_STATUS } from './read.ts';

/** What a thread is on: a post, or a draft. */
export type CommentsOn = { postId: number } | { draftId: number };

/** A post or draft whose thread the caller may read and write, with what its comments' news name. */
export interface Thread {
  postId: number | null;
  draftId: number | null;
  channelId: number | null;
  /** Its writer: told of others' comments. */
  creatorId: number;
  message: string;
}

export type CommentRow = typeof postComments.$inferSelect;

/**
 * The thread the caller asks for (decision 056): owners and admins read and write on every post and draft of the
 * workspace; a collaborator on their own (another's post is a 403, as changing it is; another's draft does not exist
 * for them, a 404). Another workspace's id, or a post sent back as a draft (its comments went with it), is a 404.
 */
export async function findThread(db: Db, auth: AuthContext, on: CommentsOn): Promise<Thread> {
  if ('postId' in on) {
    const { post } = await findPost(db, auth, on.postId);
    if (auth.role === 'collaborator' && post.creatorId !== auth.userId)
      throw forbidden('Collaborators can read and write comments on their own posts only.');
    return {
      postId: post.id,
      draftId: null,
      channelId: post.channelId,
      creatorId: post.creatorId,
      message: post.message,
    };
  }
  const draft = await findDraft(db, auth, on.draftId);
  return { postId: null, draftId: draft.id, channelId: null, creatorId: draft.creatorId, message: draft.message };
}

const onThread = (thread: Thread) =>
  thread.postId !== null ? eq(postComments.postId, thread.postId) : eq(postComments.draftId, thread.draftId!);

const authorPicture = sql<string>`coalesce((select u.picture from users as u where u.id = ${postComments.authorId}), '')`;

/** Owners and admins delete any comment; anyone their own. */
const mayDelete = (auth: AuthContext, comment: Pick<CommentRow, 'authorId'>) =>
  comment.authorId === auth.userId || MANAGER_ROLES.includes(auth.role);

/** A comment as the thread lists it, for the caller (whether they may delete it). */
export function commentView(auth: AuthContext, comment: CommentRow, picture: string) {
  return {
    comment_id: String(comment.id),
    author_id: String(comment.authorId ?? 0),
    author_name: comment.authorName,
    author_picture: picture,
    message: comment.body,
    timestamp: formatInZone(comment.createdAt, auth.timezone),
    can_delete: mayDelete(auth, comment) ? 1 : 0,
  };
}

/** A thread's comments, oldest first, deleted ones left out. */
export async function listComments(db: Db, auth: AuthContext, thread: Thread) {
  const rows = await db
    .select({ comment: postComments, authorPicture })
    .from(postComments)
    .where(and(onThread(thread), isNull(postComments.deletedAt)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  return rows.map((row) => commentView(auth, row.comment, row.authorPicture));
}

/**
 * Holds the post or draft for this transaction, so that a comment is never left behind: a post sent back or a draft
 * moved meanwhile waits for the comment to commit and takes it along (they lock the row), or has gone already, and
 * the comment is refused as for an unknown id.
 */
async function holdThread(tx: Db, thread: Thread): Promise<void> {
  const [held] =
    thread.postId !== null
      ? await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, thread.postId), ne(posts.status, POST_STATUS.returned)))
          .for('share')
      : await tx.select({ id: drafts.id }).from(drafts).where(eq(drafts.id, thread.draftId!)).for('share');
  if (!held) throw notFound(thread.postId !== null ? 'post' : 'draft', thread.postId !== null ? 'post_id' : 'draft_id');
}

/**
 * Writes a comment. `@name` names members with the inbox notes' rule (decision 042), among those who can read the
 * thread (owners, admins and its writer): each is told (`comment_mention`). Its writer is told of anyone else's
 * comment (`post_comment`), unless it names them, which tells them already. Answers the comment, the members it
 * names, and those told.
 *
 * The author is always among the readers: only they may write on the thread.
 */
export async function writeComment(deps: ServiceDeps, auth: AuthContext, thread: Thread, text: string) {
  return inTransaction(deps.db, async (tx) => {
    await holdThread(tx, thread);
    const now = deps.now();
    const [comment] = await tx
      .insert(postComments)
      .values({
        workspaceId: auth.workspaceId,
        postId: thread.postId,
        draftId: thread.draftId,
        authorId: auth.userId,
        authorName: auth.userName,
        body: text,
        createdAt: now,
      })
      .returning();
    const readers = await tx
      .select({ userId: users.id, name: users.name, email: users.email, picture: users.picture })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.workspaceId, auth.workspaceId),
          or(inArray(memberships.role, [...MANAGER_ROLES]), eq(memberships.userId, thread.creatorId)),
        ),
      );
    const mentioned = mentionedIn(text, readers).filter((id) => id !== auth.userId);
    const news = { postId: thread.postId, draftId: thread.draftId, channelId: thread.channelId, text };
    const told = await commentMentioned(tx, auth, news, mentioned, now);
    if (!mentioned.includes(thread.creatorId))
      told.push(...(await postCommented(tx, auth, news, thread.creatorId, now)));
    const picture = readers.find((reader) => reader.userId === auth.userId)?.picture ?? '';
    return { comment: commentView(auth, comment!, picture), mentioned, told };
  });
}

/**
 * Deletes a comment: its author's own, or any by an owner or admin (another collaborator gets a 403). The comment must
 * be on a thread the caller may read: another workspace's, or one on a draft they cannot see, is a 404. Its row stays,
 * out of the thread. Answers the comment and its thread, for the audit log.
 */
export async function deleteComment(deps: ServiceDeps, auth: AuthContext, commentId: number) {
  const [comment] = await deps.db
    .select()
    .from(postComments)
    .where(
      and(
        eq(postComments.id, commentId),
        eq(postComments.workspaceId, auth.workspaceId),
        isNull(postComments.deletedAt),
      ),
    );
  if (!comment) throw notFound('comment', 'comment_id');
  const thread = await findThread(
    deps.db,
    auth,
    comment.postId !== null ? { postId: comment.postId } : { draftId: comment.draftId! },
  ).catch((error: unknown) => {
    // The comment is refused in its own words: its post's 403, or a 404 naming the comment (a draft the caller
    // cannot see, a post since sent back).
    throw error instanceof DomainError && error.kind === 'forbidden'
      ? forbidden('Only its author, an owner or an admin can delete a comment.')
      : notFound('comment', 'comment_id');
  });
  if (!mayDelete(auth, comment)) throw forbidden('Only its author, an owner or an admin can delete a comment.');
  const [deleted] = await deps.db
    .update(postComments)
    .set({ deletedAt: deps.now() })
    .where(and(eq(postComments.id, comment.id), isNull(postComments.deletedAt)))
    .returning({ id: postComments.id });
  if (!deleted) throw notFound('comment', 'comment_id');
  return { comment, thread };
}

/**
 * A draft went to the outbox as these posts (one per channel, in channel order): its comments go with it, to the
 * first post, and a copy of each to the others, so that every post of the group shows the conversation that made
 * it. Called in the move's transaction, once the draft is locked, so no comment on it comes meanwhile.
 */
export async function moveDraftComments(tx: Db, draftId: number, postIds: readonly number[]): Promise<void> {
  const [first, ...others] = postIds;
  if (first === undefined) return;
  for (const postId of others)
    await tx.execute(sql`
      insert into post_comments (workspace_id, post_id, author_id, author_name, body, created_at)
      select workspace_id, ${postId}, author_id, author_name, body, created_at from post_comments
      where draft_id = ${draftId} and deleted_at is null order by created_at, id`);
  await tx.update(postComments).set({ postId: first, draftId: null }).where(eq(postComments.draftId, draftId));
}

/** A post was sent back as a draft: its comments go with it. */
export async function movePostComments(tx: Db, postId: number, draftId: number): Promise<void> {
  await tx.update(postComments).set({ postId: null, draftId }).where(eq(postComments.postId, postId));
}

/** Posts became drafts (their channel disconnected): each one's comments go with it, in one statement. */
export async function movePostsComments(tx: Db, moves: readonly { postId: number; draftId: number }[]): Promise<void> {
  if (moves.length === 0) return;
  const array = (ids: number[]) => `{${ids.join(',')}}`;
  await tx.execute(sql`
    update post_comments set post_id = null, draft_id = moved.draft_id
    from unnest(${array(moves.map((m) => m.postId))}::int[], ${array(moves.map((m) => m.draftId))}::int[])
      as moved(post_id, draft_id)
    where post_comments.post_id = moved.post_id`);
}

/**
 * Tells the workspace's open dashboards that a thread changed, once its change committed: a thread open on the post
 * or draft refetches. The event names the thread alone; what it says is read with posts/comments, which checks who
 * may.
 */
export function announceComments(events: EventBus, workspaceId: number, thread: Thread): void {
  events.publish(workspaceId, { type: 'comments', postId: thread.postId, draftId: thread.draftId });
}
