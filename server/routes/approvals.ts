import { eq } from 'drizzle-orm';
import { operationById } from '../contract/index.ts';
import { drafts, posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { conflict } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { findPost } from '../outbox/posts.ts';
import { nextQueuePosition, requeueChannel } from '../outbox/queue.ts';
import { requireManager } from '../outbox/rules.ts';

/** Reviewing collaborators' posts: approve into the queue, or send back as a draft with a reason. */
export function approvalRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('postsApprovePost'), async ({ params, auth }) => {
    requireManager(auth, 'approve posts');
    const row = await findPost(deps.db, auth, params.post_id, params.channel_id);
    if (!row.post.toApprove) throw conflict('not_awaiting_approval', 'This post is not awaiting approval.');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const position = row.post.customTime ? null : await nextQueuePosition(tx, row.post.channelId);
      await tx
        .update(posts)
        .set({ toApprove: false, queuePosition: position, updatedAt: now })
        .where(eq(posts.id, row.post.id));
      await requeueChannel(tx, row.post.channelId, now);
    });
    return {
      status: 'success' as const,
      data: row.post.customTime
        ? 'Post approved: it goes out at its scheduled time.'
        : 'Post approved: it joined the end of the queue.',
    };
  });

  router.route(operationById('postsDisapprovePost'), async ({ params, auth }) => {
    requireManager(auth, 'send posts back');
    const row = await findPost(deps.db, auth, params.post_id, params.channel_id);
    if (!row.post.toApprove) throw conflict('not_awaiting_approval', 'This post is not awaiting approval.');
    const { post } = row;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.insert(drafts).values({
        workspaceId: post.workspaceId,
        creatorId: post.creatorId,
        message: post.message,
        channelIds: String(post.channelId),
        link: post.link,
        picture: post.picture,
        createAlbum: post.createAlbum,
        albumName: post.albumName,
        rejectedById: auth.userId,
        rejectedMessage: params.message?.trim() || null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.delete(posts).where(eq(posts.id, post.id));
      await requeueChannel(tx, post.channelId, now);
    });
    return { status: 'success' as const, data: { message: `Post sent back to ${row.creatorName} as a draft.` } };
  });
}
