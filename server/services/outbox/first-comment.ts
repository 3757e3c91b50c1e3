import { and, eq, inArray, lt } from 'drizzle-orm';
import { PublishError, RateLimited, type Connector, type OwnReply, type Published } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import { channels, inboxItems, posts, type ChannelRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ServiceDeps } from '../deps.ts';
import { isPaused, noteRateLimit } from '../channels/health.ts';
import { recordOwnReplies } from '../inbox/own-posts.ts';
import { firstCommentFailed } from '../notifications/news.ts';
import { announceNotifications } from '../notifications/write.ts';
import { POST_STATUS } from './read.ts';

/** Said when the network did not answer a first comment's call: it may be out, so it is never sent again. */
export const UNKNOWN_COMMENT =
  'The network did not confirm the first comment, so it may or may not be out. Check the post on the network; the comment is not sent again.';

type PostRow = typeof posts.$inferSelect;

/**
 * A comment as the channel on its own post: a reply on X and Bluesky (and the sandbox playing any network), a
 * comment through the connector's inbox action elsewhere (Facebook, Instagram, LinkedIn).
 */
async function commentOn(
  connector: Connector<ChannelRow>,
  channel: ChannelRow,
  comment: OwnReply,
  now: Date,
): Promise<Published> {
  if (connector.reply) return connector.reply(channel, comment);
  if (connector.act && (connector.actions ?? ['reply']).includes('reply')) {
    const made = await connector.act(channel, { kind: 'reply', parentNetworkId: comment.parent, text: comment.text });
    if (!made.networkId) throw new Error('The network answered the comment without its id.');
    return { networkPostId: made.networkId, permalink: made.permalink ?? '', publishedAt: now };
  }
  throw new PublishError('This network takes no comments from here.');
}

/** The post's own item in its channel's inbox: what the comment answers, and where it shows. */
async function headOf(db: Db, post: Pick<PostRow, 'id' | 'channelId'>) {
  const [head] = await db
    .select({
      id: inboxItems.id,
      conversationId: inboxItems.conversationId,
      networkId: inboxItems.networkId,
      permalink: inboxItems.permalink,
      createdAt: inboxItems.createdAt,
    })
    .from(inboxItems)
    .where(and(eq(inboxItems.channelId, post.channelId), eq(inboxItems.publishedPostId, post.id)))
    .limit(1);
  return head;
}

/**
 * Publishes a published post's first comment, exactly once: taken from pending to sending in one statement (so no
 * other instance sends it too), then sent, then recorded: published, it becomes the channel's own comment in the
 * post's conversation; refused, or unanswered (then never sent again), it fails with the reason, the post staying
 * published, and its writer is told. A rate limit puts it back to pending, for the channel's reset.
 */
export async function publishFirstComment(
  deps: ServiceDeps,
  post: PostRow,
  channel: ChannelRow,
  call: <T>(call: Promise<T>) => Promise<T>,
): Promise<void> {
  const [taken] = await deps.db
    .update(posts)
    .set({ firstCommentStatus: 'sending', updatedAt: deps.now() })
    .where(and(eq(posts.id, post.id), eq(posts.status, POST_STATUS.published), eq(posts.firstCommentStatus, 'pending')))
    .returning({ comment: posts.firstComment });
  if (!taken?.comment) return;
  const head = await headOf(deps.db, post);
  let published: Published | undefined;
  let reason: string | undefined;
  try {
    if (!head) throw new PublishError('The post is not in its channel’s inbox, so there is nothing to comment on.');
    published = await call(
      commentOn(
        deps.connectorFor(channel),
        channel,
        {
          postId: post.id,
          postCreatedAt: post.createdAt,
          position: 0,
          parent: head.networkId,
          root: head.networkId,
          text: taken.comment,
        },
        deps.now(),
      ),
    );
  } catch (error) {
    if (error instanceof RateLimited) {
      await noteRateLimit(deps, channel, error);
      await deps.db
        .update(posts)
        .set({ firstCommentStatus: 'pending', updatedAt: deps.now() })
        .where(and(eq(posts.id, post.id), eq(posts.firstCommentStatus, 'sending')));
      return;
    }
    reason = error instanceof PublishError ? error.message : UNKNOWN_COMMENT;
  }
  await settleFirstComment(
    deps,
    post,
    channel,
    head,
    published ? { published, text: taken.comment } : { reason: reason! },
  );
}

async function settleFirstComment(
  deps: ServiceDeps,
  post: PostRow,
  channel: ChannelRow,
  head: Awaited<ReturnType<typeof headOf>>,
  outcome: { published: Published; text: string } | { reason: string },
): Promise<void> {
  const now = deps.now();
  const told = await inTransaction(deps.db, async (tx) => {
    const [done] = await tx
      .update(posts)
      .set({
        firstCommentStatus: 'published' in outcome ? 'published' : 'failed',
        firstCommentError: 'reason' in outcome ? outcome.reason : null,
        updatedAt: now,
      })
      .where(and(eq(posts.id, post.id), eq(posts.firstCommentStatus, 'sending')))
      .returning({ id: posts.id });
    if (!done) return [];
    if ('published' in outcome) {
      await recordOwnReplies(tx, [
        {
          channel,
          postId: post.id,
          root: { networkPostId: head!.networkId, permalink: head!.permalink, publishedAt: head!.createdAt },
          replies: [{ message: outcome.text, published: outcome.published }],
          answersRoot: true,
        },
      ]);
      return [];
    }
    return firstCommentFailed(tx, post, head ?? null, outcome.reason, now);
  });
  announceNotifications(deps.events, post.workspaceId, told);
  deps.events.publish(post.workspaceId, { type: 'outbox', channelIds: [post.channelId] });
  if ('published' in outcome)
    deps.events.publish(post.workspaceId, {
      type: 'inbox',
      itemIds: [],
      conversationIds: head ? [head.conversationId] : [],
      reason: 'changed',
    });
}

/**
 * First comments left behind (decision 065), untouched for `olderThanMs`: one being sent when its instance died is
 * failed as unknown (it may be out: never sent again), one its instance never got to is sent now. Channels that
 * wait for a network's limit are left for later.
 */
export async function recoverFirstComments(
  deps: ServiceDeps,
  olderThanMs: number,
  call: <T>(call: Promise<T>) => Promise<T>,
  stopping: () => boolean = () => false,
): Promise<void> {
  const now = deps.now();
  const left = await deps.db
    .select({ post: posts, channel: channels })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .where(
      and(
        eq(posts.status, POST_STATUS.published),
        inArray(posts.firstCommentStatus, ['pending', 'sending']),
        lt(posts.updatedAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .limit(100);
  for (const { post, channel } of left) {
    if (stopping()) return;
    if (post.firstCommentStatus === 'sending') {
      await settleFirstComment(deps, post, channel, await headOf(deps.db, post), { reason: UNKNOWN_COMMENT });
      continue;
    }
    if (isPaused(channel, now) || deps.networkLimits.pausedUntil(channel.connector, now)) continue;
    await publishFirstComment(deps, post, channel, call);
  }
}
