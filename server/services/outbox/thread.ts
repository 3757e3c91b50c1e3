import { and, asc, eq, sql } from 'drizzle-orm';
import {
  NeedsReconnect,
  PublishError,
  RateLimited,
  type OwnReply,
  type Publication,
  type Published,
} from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import { postParts, posts, type ChannelRow, type PartState } from '../../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict, invalid } from '../../domain/errors.ts';
import { MAX_THREAD_PARTS, networkOf, NO_FIRST_COMMENT, THREAD_NETWORKS } from '../../../shared/networks.ts';
import { lengthProblem } from '../../../shared/text-length.ts';
import { POST_STATUS } from './read.ts';

const namesOf = (types: Iterable<number>) => {
  const names = [...new Set([...types].map((type) => networkOf(type).name))];
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * A thread's parts after the first, for the channels chosen: only X and Bluesky (each other network named), 1 to
 * 24 parts, each written and within every chosen network's limit (the part named). Nothing is written when refused.
 */
export function checkThread(thread: readonly string[], targets: readonly Pick<ChannelRow, 'channelType'>[]): void {
  const others = targets.map((t) => t.channelType).filter((type) => !THREAD_NETWORKS.has(type));
  if (others.length > 0)
    throw invalid(
      'thread_not_supported',
      `Threads are published on X and Bluesky only, not on ${namesOf(others)}: post those channels on their own.`,
      'thread',
    );
  if (thread.length === 0 || thread.length > MAX_THREAD_PARTS)
    throw invalid(
      'invalid_parameter',
      `thread: a thread has 1 to ${MAX_THREAD_PARTS} parts after the first; this has ${thread.length}.`,
      'thread',
    );
  const total = thread.length + 1;
  for (const [i, part] of thread.entries()) {
    const label = `Part ${i + 2} of ${total}`;
    if (!part.trim()) throw invalid('invalid_parameter', `${label} is empty: write it or remove it.`, 'thread');
    const problems = [...new Set(targets.map((t) => lengthProblem(part, t.channelType)).filter((p) => p !== null))];
    if (problems.length > 0) throw invalid('message_too_long', `${label}: ${problems.join(' ')}`, 'thread');
  }
}

/** A first comment for the channels chosen: written, within every network's limit, and not on Pinterest or Google. */
export function checkFirstComment(comment: string, targets: readonly Pick<ChannelRow, 'channelType'>[]): void {
  const refusing = targets.map((t) => t.channelType).filter((type) => NO_FIRST_COMMENT.has(type));
  if (refusing.length > 0)
    throw invalid(
      'first_comment_not_supported',
      `${namesOf(refusing)} take${new Set(refusing).size === 1 ? 's' : ''} no first comment: post without one there.`,
      'first_comment',
    );
  if (!comment.trim())
    throw invalid('invalid_parameter', 'first_comment is empty: write it or leave it out.', 'first_comment');
  const problems = [...new Set(targets.map((t) => lengthProblem(comment, t.channelType)).filter((p) => p !== null))];
  if (problems.length > 0)
    throw invalid('message_too_long', `The first comment: ${problems.join(' ')}`, 'first_comment');
}

/**
 * What a copy of a post takes of its thread and first comment (decision 070): each where the target's network takes
 * one, else dropped (a Facebook Page has no thread); taken, each is held to the target's rules (its length).
 */
export function carriedOnCopy(
  thread: string[] | undefined,
  firstComment: string | null,
  target: Pick<ChannelRow, 'channelType'>,
): { thread: string[] | null; firstComment: string | null } {
  const takesThread = THREAD_NETWORKS.has(target.channelType);
  const carried = {
    thread: thread?.length && takesThread ? thread : null,
    firstComment: firstComment && !NO_FIRST_COMMENT.has(target.channelType) ? firstComment : null,
  };
  if (carried.thread) checkThread(carried.thread, [target]);
  if (carried.firstComment) checkFirstComment(carried.firstComment, [target]);
  return carried;
}

/** A thread's part as stored: position 1 is the post itself (its text is the post's message). */
export type Part = typeof postParts.$inferSelect;

/** A reply of a thread as it went out, for the channel's inbox. */
export interface PartOut {
  position: number;
  message: string;
  published: Published;
}

/** The thread's parts after the first (what listings show as `thread`) and how many are out, per post. */
export interface ThreadView {
  thread: string[];
  published: number;
}

/** The claim on the post is no longer this claimer's: another took it over, and records its outcome. */
export class ClaimLost extends Error {}

export const partsOf = (db: Db, postId: number): Promise<Part[]> =>
  db.select().from(postParts).where(eq(postParts.postId, postId)).orderBy(asc(postParts.position));

/** The threads of posts, for their listings: only posts with one are in the map. */
export async function threadsOf(db: Db, postIds: readonly number[]): Promise<Map<number, ThreadView>> {
  const threads = new Map<number, ThreadView>();
  if (postIds.length === 0) return threads;
  const rows = await db
    .select()
    .from(postParts)
    .where(sql`${postParts.postId} in ${postIds}`)
    .orderBy(asc(postParts.postId), asc(postParts.position));
  for (const part of rows) {
    let view = threads.get(part.postId);
    if (!view) threads.set(part.postId, (view = { thread: [], published: 0 }));
    if (part.position > 1) view.thread.push(part.message ?? '');
    if (part.state === 'published') view.published += 1;
  }
  return threads;
}

/**
 * A post's thread written anew (at its creation, or an edit before any part went out): the post itself at 1, the
 * parts after it from 2. None given: the post has no thread.
 */
export async function writeParts(tx: Db, postId: number, thread: readonly string[] | null): Promise<void> {
  await tx.delete(postParts).where(eq(postParts.postId, postId));
  if (!thread || thread.length === 0) return;
  await tx
    .insert(postParts)
    .values([
      { postId, position: 1, message: null },
      ...thread.map((message, i) => ({ postId, position: i + 2, message })),
    ]);
}

/**
 * A thread whose parts went out, or may have (a call's outcome never heard), is not rewritten: its parts on the
 * network would no longer be the ones listed. 409 thread_started.
 */
export async function refuseStartedThread(db: Db, postIds: readonly number[]): Promise<void> {
  if (postIds.length === 0) return;
  const [row] = await db
    .select({ position: postParts.position })
    .from(postParts)
    .where(and(sql`${postParts.postId} in ${postIds}`, sql`${postParts.state} in ('published', 'sending')`))
    .limit(1);
  if (row)
    throw conflict(
      'thread_started',
      'Part of this thread is already out (or may be): retry it to publish the rest, or delete it and write it anew.',
    );
}

type Call = <T>(call: Promise<T>) => Promise<T>;

/**
 * Publishes a claimed post's thread, part after part, each a reply to the one before, and answers the first
 * part's publication (the post's) with the replies. Each part is marked `sending` (while the claim holds) before
 * its call and recorded before the next is sent, so after a crash the thread resumes where it stopped: parts out
 * stay out, and a part whose call's outcome was never heard is asked about (`find`, `findReply`) when the network
 * can tell. When it cannot, recovery fails it as unknown (never sent blindly); a person's retry, told to check
 * first, sends it.
 *
 * A part the network refuses fails the post with "Part N of M: <reason>" (and a retry resumes at that part); a
 * rate limit puts the part back untried; an unknown outcome fails the post with that said.
 */
export async function publishThread(
  deps: ServiceDeps,
  token: string,
  taken: { post: typeof posts.$inferSelect; channel: ChannelRow },
  publication: Publication,
  parts: readonly Part[],
  options: { recovering: boolean; call: Call; unknown: string },
): Promise<{ first: Published; replies: PartOut[] }> {
  const { post, channel } = taken;
  const connector = deps.connectorFor(channel);
  const total = parts.length;
  const replies: PartOut[] = [];
  let root: Published | undefined;
  let previous: Published | undefined;
  for (const part of parts) {
    const label = `Part ${part.position} of ${total}`;
    const reply: OwnReply | undefined =
      part.position === 1
        ? undefined
        : {
            postId: post.id,
            postCreatedAt: post.createdAt,
            position: part.position,
            parent: previous!.networkPostId,
            root: root!.networkPostId,
            text: part.message ?? '',
          };
    let done: Published | null = part.state === 'published' ? storedOf(part) : null;
    if (!done && part.state === 'sending') {
      // A call whose outcome was never heard (a crash mid-call, a network that did not answer).
      const find = reply
        ? connector.findReply && (() => connector.findReply!(channel, reply))
        : connector.find && (() => connector.find!(channel, publication));
      if (find) {
        try {
          done = await options.call(find());
        } catch {
          throw new PublishError(`${label}: ${options.unknown}`);
        }
        if (done) await record(deps.db, post.id, part.position, done, deps.now());
      } else if (options.recovering) throw new PublishError(`${label}: ${options.unknown}`);
    }
    if (!done) {
      if (reply && !connector.reply) throw new PublishError(`${label}: this network takes no threads.`);
      if (!(await mark(deps.db, token, post.id, part.position, deps.now()))) throw new ClaimLost();
      try {
        done = await options.call(reply ? connector.reply!(channel, reply) : connector.publish(channel, publication));
      } catch (error) {
        if (error instanceof RateLimited) {
          await unmark(deps.db, post.id, part.position, 'pending', null, deps.now());
          throw error;
        }
        if (error instanceof PublishError) {
          await unmark(deps.db, post.id, part.position, 'failed', error.message, deps.now());
          throw error instanceof NeedsReconnect ? error : new PublishError(`${label}: ${error.message}`);
        }
        // Left `sending`: whether it is out is for the network to say, or a person.
        throw new PublishError(`${label}: ${options.unknown}`);
      }
      await record(deps.db, post.id, part.position, done, deps.now());
      deps.events.publish(post.workspaceId, { type: 'outbox', channelIds: [post.channelId] });
    }
    if (part.position === 1) root = done;
    else replies.push({ position: part.position, message: part.message ?? '', published: done });
    previous = done;
  }
  return { first: root!, replies };
}

const storedOf = (part: Part): Published => ({
  networkPostId: part.networkId ?? '',
  permalink: part.permalink ?? '',
  publishedAt: part.publishedAt ?? part.updatedAt,
});

/**
 * A part marked as being sent, only while the post's claim is this claimer's (the post's time renewed with it, in
 * one statement): answers false when the claim was lost, and nothing is sent.
 */
async function mark(db: Db, token: string, postId: number, position: number, now: Date): Promise<boolean> {
  const marked = await db.execute(sql`
    with held as (
      update posts set updated_at = ${now.toISOString()}::timestamptz
      where id = ${postId} and status = ${POST_STATUS.publishing} and claim_token = ${token}
      returning id
    )
    update post_parts set state = 'sending', error = null, updated_at = ${now.toISOString()}::timestamptz
    from held
    where post_parts.post_id = held.id and post_parts.position = ${position} and post_parts.state <> 'published'
    returning post_parts.position`);
  return marked.rows.length > 0;
}

/** A part the network has: recorded whoever holds the claim now, as it is the network's truth. */
async function record(db: Db, postId: number, position: number, published: Published, now: Date): Promise<void> {
  await db
    .update(postParts)
    .set({
      state: 'published',
      networkId: published.networkPostId,
      permalink: published.permalink,
      publishedAt: published.publishedAt,
      error: null,
      updatedAt: now,
    })
    .where(and(eq(postParts.postId, postId), eq(postParts.position, position), eq(postParts.state, 'sending')));
}

/** A part the network did not take (refused, or asked to wait): back from `sending`. */
async function unmark(
  db: Db,
  postId: number,
  position: number,
  state: Extract<PartState, 'pending' | 'failed'>,
  error: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(postParts)
    .set({ state, error, updatedAt: now })
    .where(and(eq(postParts.postId, postId), eq(postParts.position, position), eq(postParts.state, 'sending')));
}

/**
 * What posts/create and posts/update write of a thread and a first comment, with the posts: a thread (an empty one
 * removes it) and a first comment (empty removes it), where given.
 */
export async function writeThread(
  tx: Db,
  postIds: readonly number[],
  { thread, firstComment }: { thread?: string[] | null; firstComment?: string | null },
): Promise<void> {
  if (thread !== undefined && thread !== null) for (const id of postIds) await writeParts(tx, id, thread);
  if (firstComment !== undefined && firstComment !== null && postIds.length > 0) {
    const comment = firstComment.trim() ? firstComment : null;
    await tx
      .update(posts)
      .set({ firstComment: comment, firstCommentStatus: comment ? 'pending' : null, firstCommentError: null })
      .where(sql`${posts.id} in ${postIds}`);
  }
}
