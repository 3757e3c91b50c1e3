import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../auth/tokens.ts';
import { operationById } from '../contract/index.ts';
import { findChannel } from '../db/channels.ts';
import { drafts, posts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { checkReorder, describeReorderProblem, parseIds } from '../domain/queue.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Router } from '../http/route.ts';
import { createPosts, needsApproval } from '../outbox/create.ts';
import { linksOf, shortUrl, syncShortLinks } from '../outbox/links.ts';
import { findPost, POST_STATUS, postView, selectPosts, type PostListing } from '../outbox/posts.ts';
import { claimForPublishing, publishClaimed } from '../outbox/publish.ts';
import { nextQueuePosition, requeueChannel } from '../outbox/queue.ts';
import { checkLengths, exclusive, readCustomTime, requireManager, resolveChannels } from '../outbox/rules.ts';

/** The answer of create and copy: the new posts, and per channel what failed to publish. */
async function createResult(deps: AppDeps, auth: AuthContext, ids: number[]) {
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
function authorizeChange(auth: AuthContext, row: PostListing): void {
  if (auth.role === 'collaborator' && row.post.creatorId !== auth.userId) {
    throw forbidden('Collaborators can change their own posts only.');
  }
}

function requireInOutbox(row: PostListing): void {
  if (row.post.status === POST_STATUS.published)
    throw conflict('already_published', 'This post is already published; it has left the outbox.');
  if (row.post.status === POST_STATUS.publishing)
    throw conflict('publishing', 'This post is being published right now. Wait a moment and look again.');
}

async function groupOf(deps: AppDeps, row: PostListing, whole: boolean): Promise<PostListing[]> {
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

  router.route(operationById('postsReorder'), async ({ params, auth }) => {
    requireManager(auth, 'reorder a queue');
    const channel = await findChannel(deps.db, auth.workspaceId, params.channel_id);
    if (!channel) throw notFound('channel', 'channel_id');
    const order = parseIds(params.order);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      // The queue is read under the channel's lock, so the order is checked against what it really is.
      await requeueChannel(tx, channel.id, now);
      const queued = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.channelId, channel.id),
            eq(posts.status, POST_STATUS.pending),
            eq(posts.toApprove, false),
            isNull(posts.customTime),
          ),
        )
        .orderBy(asc(posts.queuePosition));
      const problem = checkReorder(
        queued.map((q) => q.id),
        order,
      );
      if (problem) throw badRequest('invalid_order', describeReorderProblem(problem), 'order');
      for (const [index, id] of order.entries())
        await tx
          .update(posts)
          .set({ queuePosition: index + 1 })
          .where(eq(posts.id, id));
      await requeueChannel(tx, channel.id, now);
    });
    return {
      status: 'success' as const,
      data: { message: 'Queue reordered.', channel_id: String(channel.id), order: order.join('_') },
    };
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

  router.route(operationById('postsShareNow'), async ({ params, auth }) => {
    requireManager(auth, 'publish posts directly');
    const row = await findPost(deps.db, auth, params.post_id, params.channel_id);
    requireInOutbox(row);
    if (row.post.toApprove) throw conflict('awaiting_approval', 'This post awaits approval; approve it first.');
    const claimed = await claimForPublishing(deps, [row.post.id]);
    if (claimed.length === 0) throw conflict('publishing', 'This post is already being published.');
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

  router.route(operationById('postsGet'), async ({ params, auth }) => {
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
}
