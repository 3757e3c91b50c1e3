import { and, asc, eq, inArray } from 'drizzle-orm';
import { operationById } from '../contract/index.ts';
import { findChannel } from '../db/channels.ts';
import { posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { checkReorder, describeReorderProblem, parseIds } from '../domain/queue.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { authorizeChange, requireInOutbox } from '../outbox/access.ts';
import { needsApproval } from '../outbox/create.ts';
import { linksOf, shortUrl } from '../outbox/links.ts';
import { findPost, POST_STATUS, postView, selectPosts, type PostListing } from '../outbox/posts.ts';
import { claimForPublishing, publishClaimed } from '../outbox/publish.ts';
import { nextQueuePosition, requeueChannel } from '../outbox/queue.ts';
import { requireManager } from '../outbox/rules.ts';

/** A channel's outbox and its queue: the listing, reorder, links, back into the queue, publish now. */
export function postsQueueRoutes(router: Router, deps: AppDeps) {
  router.route(
    operationById('postsGet'),
    async ({ params, auth }) => {
      const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
      if (!channel) throw notFound('channel', 'channel_id');
      const rows = await selectPosts(deps.db)
        .where(
          and(
            eq(posts.channelId, channel.id),
            inArray(posts.status, [POST_STATUS.pending, POST_STATUS.failed, POST_STATUS.publishing]),
          ),
        )
        .orderBy(asc(posts.dueAt), asc(posts.id));
      const view = (r: PostListing) => postView(r, auth.timezone);
      const key = String(channel.id);
      return {
        status: 'success' as const,
        data: {
          channels: { [key]: rows.filter((r) => r.post.status !== POST_STATUS.failed && !r.post.toApprove).map(view) },
          errorPosts: { [key]: rows.filter((r) => r.post.status === POST_STATUS.failed).map(view) },
          postsToApprove: {
            [key]: rows.filter((r) => r.post.status === POST_STATUS.pending && r.post.toApprove).map(view),
          },
        },
      };
    },
    { cache: true },
  );

  router.route(operationById('postsReorder'), async ({ params, auth }) => {
    requireManager(auth, 'reorder a queue');
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    if (!channel) throw notFound('channel', 'channel_id');
    const order = parseIds(params.order);
    const now = deps.now();
    // The queue is read under the channel's lock, so the order is checked against what it really is.
    await deps.db.transaction((tx) =>
      requeueChannel(tx, channel.id, now, (queued) => {
        const problem = checkReorder(queued, order);
        if (problem) throw badRequest('invalid_order', describeReorderProblem(problem), 'order');
        return order;
      }),
    );
    return {
      status: 'success' as const,
      data: { message: 'Queue reordered.', channel_id: String(channel.id), order: order.join('_') },
    };
  });

  router.route(operationById('postsGetLinks'), async ({ params, auth }) => {
    const row = await findPost(deps.db, auth, params.post_id);
    const links = await linksOf(deps.db, row.post.id);
    return {
      status: 'success' as const,
      data: links.map((l) => ({ short_link: shortUrl(deps.config, l.code), link: l.url, clicks: l.clicks })),
    };
  });

  router.route(operationById('postsAddToStack'), async ({ params, auth }) => {
    const row = await findPost(deps.db, auth, params.post_id);
    authorizeChange(auth, row);
    requireInOutbox(row);
    const { post } = row;
    if (post.status === POST_STATUS.pending && !post.customTime && !post.toApprove)
      throw conflict('already_queued', 'This post is already in the queue.');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const toApprove = post.toApprove || needsApproval(auth);
      await tx
        .update(posts)
        .set({
          status: POST_STATUS.pending,
          errorMessage: null,
          customTime: null,
          toApprove,
          queuePosition: toApprove ? null : await nextQueuePosition(tx, post.channelId),
          updatedAt: now,
        })
        .where(eq(posts.id, post.id));
      await requeueChannel(tx, post.channelId, now);
    });
    return {
      status: 'success' as const,
      data: needsApproval(auth)
        ? 'Post sent for approval; once approved it joins the queue.'
        : 'Post added to the end of the queue.',
    };
  });

  router.route(operationById('postsShareNow'), async ({ params, auth }) => {
    requireManager(auth, 'publish posts directly');
    const row = await findPost(deps.db, auth, params.post_id, params.channel_id);
    requireInOutbox(row);
    if (row.post.toApprove) throw conflict('awaiting_approval', 'This post awaits approval; approve it first.');
    const claimed = await claimForPublishing(deps, [row.post.id]);
    if (claimed.postIds.length === 0) throw conflict('publishing', 'This post is already being published.');
    await publishClaimed(deps, claimed);
    const [after] = await deps.db
      .select({ status: posts.status, error: posts.errorMessage })
      .from(posts)
      .where(eq(posts.id, row.post.id));
    return {
      status: 'success' as const,
      data: after?.status === POST_STATUS.published ? 'Post published.' : `Publishing failed: ${after?.error}`,
    };
  });
}
