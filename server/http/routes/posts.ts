import type { AuthContext } from '../../services/workspaces/auth-context.ts';
import { operationById } from '../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../route.ts';
import { withQueueTimes } from '../../services/outbox/queue-times.ts';
import { postsByIds } from '../../services/outbox/read.ts';
import { exclusive, readCustomTime } from '../../services/outbox/rules.ts';
import { checkEachChannel, readSeries, readVersions, seriesStart } from '../../services/outbox/compose-rules.ts';
import { resolveChannels } from '../../services/channels/channels.ts';
import { copyPost, createPosts, deletePost, updatePost } from '../../services/outbox/write.ts';
import { createdView } from '../../services/outbox/views.ts';
import { checkFirstComment, checkThread, refuseStartedThread, writeThread } from '../../services/outbox/thread.ts';
import { recordAfter } from '../../services/workspaces/audit.ts';
import { postSubjects } from '../../services/workspaces/audit-names.ts';

/** "X", "X and LinkedIn", "X, Bluesky and LinkedIn". */
const listInWords = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Writing posts: create (one or several channels), copy, update, delete. */
export function postsRoutes(router: Router, deps: AppDeps) {
  const created = async (auth: AuthContext, ids: number[]) => ({
    status: 'success' as const,
    data: createdView(await withQueueTimes(deps.db, await postsByIds(deps.db, ids)), auth.timezone),
  });

  router.route(operationById('postsCreate'), async ({ params, auth, changed }) => {
    const targets = await resolveChannels(deps.db, auth, params.channel_ids, 'channel_ids');
    exclusive(params.share_now === 1, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    const placement = { customTime, shareNow: params.share_now === 1 };
    const series = readSeries(params, seriesStart(placement, deps.now()), auth.timezone);
    const thread = params.thread ?? null;
    if (thread) checkThread(thread, targets);
    if (params.first_comment !== undefined) checkFirstComment(params.first_comment, targets);
    const content = {
      message: params.message,
      link: params.link ?? null,
      picture: params.picture ?? null,
      createAlbum: params.create_album === 1,
      albumName: params.album_name ?? null,
      utmCampaign: params.utm_campaign?.trim() || null,
    };
    const versions = readVersions(params.versions, targets, content);
    checkEachChannel(targets, content, versions);
    const ids = await createPosts(deps, auth, targets, content, placement, {
      versions,
      series,
      thread,
      firstComment: params.first_comment ?? null,
    });
    changed(targets.map((c) => c.id));
    return created(auth, ids);
  });

  router.route(operationById('postsCopy'), async ({ params, auth, changed }) => {
    const ids = await copyPost(deps, auth, params.post_id, params.channel_id);
    changed([params.channel_id]);
    return created(auth, ids);
  });

  router.route(operationById('postsUpdate'), async ({ params, auth, changed }) => {
    const shareNow = params.share_now === 1;
    exclusive(shareNow, params.custom_time);
    const customTime = readCustomTime(params.custom_time, auth.timezone, deps.now());
    const change = {
      message: params.message,
      link: params.link,
      picture: params.picture,
      createAlbum: params.create_album === undefined ? undefined : params.create_album === 1,
      albumName: params.album_name,
      utmCampaign: params.utm_campaign === undefined ? undefined : params.utm_campaign.trim() || null,
    };
    const thread = params.thread;
    const firstComment = params.first_comment;
    const { count, channelIds, kept } = await updatePost(deps, auth, params.id, change, {
      mapped: params.update_mapped === 1,
      shareNow,
      customTime,
      check: async (group) => {
        if (thread?.length)
          checkThread(
            thread,
            group.map((g) => ({ channelType: g.channelType })),
          );
        if (firstComment)
          checkFirstComment(
            firstComment,
            group.map((g) => ({ channelType: g.channelType })),
          );
        // A thread partly out keeps its parts, the first (the message) among them.
        if (thread !== undefined || params.message !== undefined)
          await refuseStartedThread(
            deps.db,
            group.map((g) => g.post.id),
          );
      },
      alsoInTransaction: (tx, postIds) => writeThread(tx, postIds, { thread, firstComment }),
    });
    changed(channelIds);
    const keptText = kept.length
      ? ` The ${listInWords(kept)} ${kept.length === 1 ? 'version keeps its' : 'versions keep their'} own text and picture.`
      : '';
    return {
      status: 'success' as const,
      data: `${count > 1 ? `${count} posts updated.` : 'Post updated.'}${keptText}`,
    };
  });

  router.route(operationById('postsDelete'), async ({ params, auth, changed, request }) => {
    const { count, channelIds, posts } = await deletePost(
      deps,
      auth,
      params.post_id,
      params.channel_id,
      params.delete_mapped === 1,
      { series: params.delete_series === 1 },
    );
    changed(channelIds);
    await recordAfter(deps.db, auth, request.log, {
      action: 'post.deleted',
      target: `post ${params.post_id}`,
      details: { channel_id: params.channel_id, posts: count, ...(params.delete_series === 1 ? { series: true } : {}) },
      subjects: () => postSubjects(deps.db, auth.workspaceId, posts),
    });
    return { status: 'success' as const, data: count > 1 ? `${count} posts deleted.` : 'Post deleted.' };
  });
}
