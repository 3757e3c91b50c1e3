import { and, eq, inArray } from 'drizzle-orm';
import { PublishError } from '../connectors/types.ts';
import { channels, posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { withShortLinks } from './links.ts';
import { POST_STATUS } from './posts.ts';
import { requeueChannel } from './queue.ts';

/** A network that does not answer in time leaves the outcome unknown: the call is abandoned, never repeated. */
function withTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the network did not answer in time')), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

export const UNKNOWN_OUTCOME =
  'The network did not confirm the post, so it may or may not be out. Check the channel before you retry.';

/**
 * Claims posts for publishing now: pending or failed ones that are not awaiting approval move to "publishing"
 * in one statement, so that no other caller (or instance) can publish them too. Answers the ids it claimed.
 */
export async function claimForPublishing(deps: AppDeps, postIds: number[]): Promise<number[]> {
  if (postIds.length === 0) return [];
  const claimed = await deps.db
    .update(posts)
    .set({ status: POST_STATUS.publishing, errorMessage: null, updatedAt: deps.now() })
    .where(
      and(
        inArray(posts.id, postIds),
        inArray(posts.status, [POST_STATUS.pending, POST_STATUS.failed]),
        eq(posts.toApprove, false),
      ),
    )
    .returning({ id: posts.id });
  return claimed.map((c) => c.id);
}

/**
 * Publishes claimed posts through their channels' connectors, one by one, and records each outcome: published
 * posts leave the outbox, refused ones fail with the network's reason, and an unclear outcome fails too, with
 * that said, rather than being retried blindly.
 */
export async function publishClaimed(deps: AppDeps, postIds: number[]): Promise<void> {
  for (const postId of postIds) {
    const [row] = await deps.db
      .select({ post: posts, channel: channels })
      .from(posts)
      .innerJoin(channels, eq(channels.id, posts.channelId))
      .where(eq(posts.id, postId));
    if (!row || row.post.status !== POST_STATUS.publishing) continue;
    const { post, channel } = row;
    let outcome: { status: number; errorMessage: string | null };
    try {
      const call = deps.connectorFor(channel).publish(channel, {
        postId: post.id,
        message: await withShortLinks(deps.db, deps.config, post.id, post.message),
        link: post.link,
        picture: post.picture,
        albumName: post.createAlbum ? post.albumName : null,
      });
      await withTimeout(call, deps.config.PUBLISH_TIMEOUT_SECONDS * 1000);
      outcome = { status: POST_STATUS.published, errorMessage: null };
    } catch (error) {
      outcome = {
        status: POST_STATUS.failed,
        errorMessage: error instanceof PublishError ? error.message : UNKNOWN_OUTCOME,
      };
    }
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(posts)
        .set({
          ...outcome,
          queuePosition: null,
          updatedAt: now,
          publishedAt: outcome.status === POST_STATUS.published ? now : null,
        })
        .where(eq(posts.id, post.id));
      await requeueChannel(tx, post.channelId, now);
    });
    deps.events.publish(channel.workspaceId, { type: 'outbox', channelIds: [channel.id] });
  }
}
