import { eq, inArray } from 'drizzle-orm';
import { operationById } from '../contract/index.ts';
import { posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { authorizeChange, createResult, groupOf, requireInOutbox } from '../outbox/access.ts';
import { createPosts, needsApproval } from '../outbox/create.ts';
import { syncShortLinks } from '../outbox/links.ts';
import { findPost, POST_STATUS } from '../outbox/posts.ts';
import { claimForPublishing, publishClaimed } from '../outbox/publish.ts';
import { requeueChannel } from '../outbox/queue.ts';
import { checkLengths, exclusive, readCustomTime, resolveChannels } from '../outbox/rules.ts';

/** Writing posts: create (one or several channels), copy, update, delete. */
export function postsRoutes(router: Router, deps: AppDeps) {
  router.route(operationById('postsCreate'), async ({ params, auth }) => {
    const targets = await resolveChannels(deps.db, auth, params.channel_ids, 'channel_ids');
    exclusive(params.share_now === 1, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    checkLengths(params.message, targets);
    const ids = await createPosts(
      deps,
      auth,
      targets,
      {
        message: params.message,
        link: params.link ?? null,
        picture: params.picture ?? null,
        createAlbum: params.create_album === 1,
        albumName: params.album_name ?? null,
      },
      { customTime, shareNow: params.share_now === 1 },
    );
    return createResult(deps, auth, ids);
  });

  router.route(operationById('postsCopy'), async ({ params, auth }) => {
    const source = await findPost(deps.db, auth, params.post_id);
    const [target] = await resolveChannels(deps.db, auth, params.channel_id, 'channel_id');
    const { post } = source;
    checkLengths(post.message, [target!]);
    const content = {
      message: post.message,
      link: post.link,
      picture: post.picture,
      createAlbum: post.createAlbum,
      albumName: post.albumName,
    };
    const ids = await createPosts(deps, auth, [target!], content, { customTime: null, shareNow: false });
    return createResult(deps, auth, ids);
  });

  router.route(operationById('postsUpdate'), async ({ params, auth }) => {
    const row = await findPost(deps.db, auth, params.id);
    authorizeChange(auth, row);
    requireInOutbox(row);
    const shareNow = params.share_now === 1;
    if (shareNow && needsApproval(auth))
      throw forbidden('Collaborators cannot publish directly; the post waits for approval.');
    exclusive(shareNow, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    const group = await groupOf(deps, row, params.update_mapped === 1);
    const message = params.message ?? row.post.message;
    checkLengths(message, await resolveChannels(deps.db, auth, group.map((g) => g.post.channelId).join('_'), 'id'));
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      for (const { post } of group) {
        const change = {
          message: params.message ?? post.message,
          link: params.link ?? post.link,
          picture: params.picture ?? post.picture,
          createAlbum: params.create_album === undefined ? post.createAlbum : params.create_album === 1,
          albumName: params.album_name ?? post.albumName,
          updatedAt: now,
        };
        const backToApproval = needsApproval(auth);
        const pin = customTime ? { customTime, dueAt: customTime, queuePosition: null } : {};
        // A failed post that gets a new time is pending again.
        const revive =
          customTime && post.status === POST_STATUS.failed ? { status: POST_STATUS.pending, errorMessage: null } : {};
        await tx
          .update(posts)
          .set({ ...change, ...pin, ...revive, ...(backToApproval ? { toApprove: true, queuePosition: null } : {}) })
          .where(eq(posts.id, post.id));
        await syncShortLinks(tx, post.id, change.message, change.link);
        await requeueChannel(tx, post.channelId, now);
      }
    });
    if (shareNow)
      await publishClaimed(
        deps,
        await claimForPublishing(
          deps,
          group.map((g) => g.post.id),
        ),
      );
    return { status: 'success' as const, data: group.length > 1 ? `${group.length} posts updated.` : 'Post updated.' };
  });

  router.route(operationById('postsDelete'), async ({ params, auth }) => {
    const row = await findPost(deps.db, auth, params.post_id, params.channel_id);
    authorizeChange(auth, row);
    if (row.post.status === POST_STATUS.published) throw notFound('outbox post', 'post_id');
    requireInOutbox(row);
    const group = await groupOf(deps, row, params.delete_mapped === 1);
    if (group.some((g) => auth.role === 'collaborator' && g.post.creatorId !== auth.userId))
      throw forbidden('Collaborators can delete their own posts only.');
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.delete(posts).where(
        inArray(
          posts.id,
          group.map((g) => g.post.id),
        ),
      );
      for (const channelId of new Set(group.map((g) => g.post.channelId))) await requeueChannel(tx, channelId, now);
    });
    return { status: 'success' as const, data: group.length > 1 ? `${group.length} posts deleted.` : 'Post deleted.' };
  });
}
